// The privacy policy and the loan terms (GET /medium/v3/site/legal): texts
// an admin publishes on the console's Content screen, one version after
// another. The server sends them as blocks of spans with the lender's
// details filled in (internal/content/markup.go), so no HTML from a text is
// ever put on the page.
import { get } from '../../lib/api-client';
import { useCall } from '../../lib/use-call';
import { callBody } from '../../components/PageState';
import { LegalBlocks, type LegalDocument } from '../../../../../shared/ui/legal-blocks';

export type LegalKind = 'privacy' | 'terms';
export type { LegalDocument };

/** LegalContent loads the newest version of a text and draws it, with the loading and failure states. */
export function LegalContent({ kind }: { kind: LegalKind }) {
  const call = useCall(() => get<LegalDocument>('/v3/site/legal', { kind }), [kind]);
  return <>{callBody(call, (doc) => <LegalBlocks doc={doc} />)}</>;
}
