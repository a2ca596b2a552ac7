// Confirmation variant 2's Next: an obfuscated POST with the amount, term
// and unit; success is '00' and the data holds the details page's address.
import { post } from '../../../lib/api-client';
import { t } from '../../../i18n/i18n';
import { mapResult, strict00, wireParams, wirePaths, type LinkWire } from './wire';
import type { Confirmation } from './types';

export async function pushLoanV2(c: Confirmation) {
  const r = await post<LinkWire>(
    wirePaths.pushV2,
    { [wireParams.productId]: c.productId, [wireParams.amount]: c.amount, [wireParams.term]: c.periods, [wireParams.unit]: c.termUnit },
    { loading: t('loading') },
  );
  return mapResult(strict00(r), (d) => d.lnk);
}
