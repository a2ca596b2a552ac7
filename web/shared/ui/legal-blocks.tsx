// A legal text drawn from its blocks (internal/content/markup.go): the
// borrower app's privacy policy and loan terms (features/content/legal.tsx)
// and the console's preview of a draft (pages/ContentLegal.tsx), so it is
// shared UI. Pure drawing, no call and no app's code, so the console's
// bundle takes it without the borrower pages' client.
import { Fragment, type ReactNode } from 'react';
import type { Schema } from '../api/types';
import './legal-blocks.css';
import { legalHref } from './safe-link';

export type LegalDocument = Schema<'content.LegalDocument'>;
type Span = Schema<'content.Span'>;
type Block = Schema<'content.Block'>;

function Spans({ spans }: { spans: readonly Span[] | null | undefined }) {
  return (
    <>
      {(spans ?? []).map((s, i) => {
        let node: ReactNode = s.text === '\n' ? <br /> : s.text;
        // Only an address that passes the link rule is drawn as a link.
        const href = legalHref(s.href);
        if (href) {
          const external = href.startsWith('https://');
          node = (
            <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {node}
            </a>
          );
        }
        return <Fragment key={i}>{s.strong ? <strong>{node}</strong> : node}</Fragment>;
      })}
    </>
  );
}

function LegalBlock({ block }: { block: Block }) {
  switch (block.type) {
    case 'h2':
      return (
        <h2>
          <Spans spans={block.spans} />
        </h2>
      );
    case 'h3':
      return (
        <h3>
          <Spans spans={block.spans} />
        </h3>
      );
    case 'ul':
      return (
        <ul>
          {(block.items ?? []).map((item, i) => (
            <li key={i}>
              <Spans spans={item} />
            </li>
          ))}
        </ul>
      );
    case 'table': {
      const [head, ...rows] = block.rows ?? [];
      return (
        <div className="legal-table">
          <table>
            <thead>
              <tr>
                {(head ?? []).map((c, i) => (
                  <th key={i} scope="col">
                    <Spans spans={c} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={i}>
                  {(r ?? []).map((c, j) => (
                    <td key={j}>
                      <Spans spans={c} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    default:
      return (
        <p>
          <Spans spans={block.spans} />
        </p>
      );
  }
}

/**
 * lastUpdated is the version's date as "1 November 2026": on the reader's
 * calendar, or in timeZone when given (the console: the market's zone).
 */
function lastUpdated(ms: number, timeZone?: string): string {
  return new Date(ms).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone });
}

/** LegalBlocks draws a legal text under its date. */
export function LegalBlocks({ doc, timeZone }: { doc: LegalDocument; timeZone?: string }) {
  return (
    <div className={`prose legal legal-${doc.kind}`}>
      <p className="muted">Last updated: {lastUpdated(doc.updatedAt, timeZone)}</p>
      {(doc.blocks ?? []).map((b, i) => (
        <LegalBlock key={i} block={b} />
      ))}
    </div>
  );
}
