// GET /v3/repay/payments: every payment on one of the borrower's orders,
// newest first, for the order details page's history (repay.Receipt in Go;
// the receipt page in features/repay reads one with /v3/repay/receipt).
// Quiet: a history that fails to load is left out of the page.
import { get } from '../../../lib/api-client';
import type { Data, Schema } from '../../../../../../shared/api/types';

/** Payment is one payment on the order, with how the loan engine applied it. */
export type Payment = Schema<'repay.Receipt'>;

export function fetchPayments(orderId: string) {
  return get<Data<'/v3/repay/payments', 'get'>>('/v3/repay/payments', { orderId }, { quiet: true });
}
