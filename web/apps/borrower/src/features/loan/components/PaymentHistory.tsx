// The order's payment history on order details: each
// payment's date, channel, reference number, amount and how it was applied,
// leading to its receipt; in time order with them, what the lender did on
// the order (a waiver, a write-off, a payment corrected, a reschedule, a
// refund), in plain words, with no receipt. Nothing shows until there is a row.
import { useEffect, useState } from 'react';
import { openPage } from '../../../lib/bridge';
import { t } from '../../../i18n/i18n';
import { fetchPayments, type Payment } from '../api/payments';

/** PAYABLE_STATUSES are the statuses whose orders can have payments: repaying, due, overdue and settled. */
export const PAYABLE_STATUSES = [170, 174, 180, 200];

export function PaymentHistory({ orderId }: { orderId: string }) {
  const [payments, setPayments] = useState<Payment[]>([]);
  useEffect(() => {
    let live = true;
    void fetchPayments(orderId).then((r) => {
      if (live && r.success && Array.isArray(r.data)) setPayments(r.data);
    });
    return () => {
      live = false;
    };
  }, [orderId]);
  if (payments.length === 0) return null;
  return (
    <section className="card payment-history" aria-labelledby="payment-history-title">
      <h2 className="card-title" id="payment-history-title">
        {t('paymentHistory')}
      </h2>
      <ul>
        {payments.map((p, i) => (p.kind !== 'payment' ? <LenderLine key={`${p.kind}-${i}`} row={p} /> : (
          <li key={p.id}>
            <button
              type="button"
              className="payment-line"
              aria-label={t('paymentLineLabel', { title: p.title, amount: p.amountText, date: p.receivedAt, ref: p.refNo })}
              onClick={() => openPage('receipt', new URLSearchParams({ paymentId: String(p.id), orderId: String(p.orderId) }).toString())}
            >
              <span className="payment-main">
                <strong>{p.title}</strong>
                <strong>{p.amountText}</strong>
              </span>
              <span className="payment-meta">{p.receivedAt}</span>
              <span className="payment-meta">
                {p.channel} · {t('refShort')} {p.refNo}
              </span>
              {(p.applied ?? []).length > 0 && (
                <span className="payment-applied">{(p.applied ?? []).map((a) => `${a.text} ${a.value}`).join(' · ')}</span>
              )}
              <span className="payment-chevron" aria-hidden="true">
                ›
              </span>
            </button>
          </li>
        )))}
      </ul>
    </section>
  );
}

/** LenderLine is something the lender did on the order: its title, amount if any, when, and what it did. */
function LenderLine({ row }: { row: Payment }) {
  return (
    <li className="payment-line lender-line" data-kind={row.kind}>
      <span className="payment-main">
        <strong>{row.title}</strong>
        {row.amountText && <strong>{row.amountText}</strong>}
      </span>
      <span className="payment-meta">{row.receivedAt}</span>
      <span className="payment-applied">{row.note}</span>
    </li>
  );
}
