// GET /v3/repay/receipt: one payment of the borrower's, as its receipt
// shows it (repay.Receipt in Go). Another borrower's payment answers the
// same not-found as a missing one.
import { get } from '../../../lib/api-client';
import { t } from '../../../i18n/i18n';

/** AppliedPart is one share of a payment: penalty, late interest, fees, interest or principal. */
export interface AppliedPart {
  text: string;
  value: string;
}

/** Receipt is one payment: when, through which channel, the reference, the amount and how it was applied. */
export interface Receipt {
  id: number;
  orderId: number;
  orderNo: string;
  purpose: 'due' | 'payoff' | 'extension';
  title: string;
  /** amount in minor units; amountText is it formatted. */
  amount: number;
  amountText: string;
  channel: string;
  refNo: string;
  receivedAt: string;
  applied: AppliedPart[] | null;
}

export function fetchReceipt(paymentId: string) {
  return get<Receipt>('/v3/repay/receipt', { paymentId }, { loading: t('loading') });
}
