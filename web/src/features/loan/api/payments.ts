// GET /v3/repay/payments: every payment on one of the borrower's orders,
// newest first, for the order details page's history (repay.Receipt in Go;
// the receipt page in features/repay reads one with /v3/repay/receipt).
// Quiet: a history that fails to load is left out of the page.
import { get } from '../../../lib/api-client';
import type { Row } from './types';

/** Payment is one payment on the order, with how the loan engine applied it. */
export interface Payment {
  id: number;
  orderId: number;
  orderNo: string;
  purpose: 'due' | 'payoff' | 'extension';
  title: string;
  amount: number;
  amountText: string;
  channel: string;
  refNo: string;
  receivedAt: string;
  applied: Row[] | null;
}

export function fetchPayments(orderId: string) {
  return get<Payment[] | null>('/v3/repay/payments', { orderId }, { quiet: true });
}
