// A payment's receipt (route /receipt?paymentId=&orderId=),
// opened from the payment history on order details: the amount, what it
// paid for, the order number, the date and time, the channel, the
// reference number (with Copy) and how the loan engine applied it.
import { DotLoading } from 'antd-mobile';
import { StatusBlock } from '../../../components/StatusBlock';
import { Page } from '../../../components/Page';
import { pageParam } from '../../../lib/page-query';
import { useCall } from '../../../lib/use-call';
import { t } from '../../../i18n/i18n';
import { fetchReceipt } from '../api/receipt';
import { CopyableCode } from '../components/CopyableCode';
import '../repay-codes.css';

export default function ReceiptPage() {
  const paymentId = pageParam('paymentId') ?? '';
  if (!/^\d{1,18}$/.test(paymentId)) {
    return (
      <Page title={t('receiptTitle')} className="repay-code-page">
        <StatusBlock status="empty" title={t('receiptMissing')} />
      </Page>
    );
  }
  return <ReceiptView paymentId={paymentId} orderId={pageParam('orderId')} />;
}

function ReceiptView({ paymentId, orderId }: { paymentId: string; orderId?: string }) {
  const { loading, result } = useCall(() => fetchReceipt(paymentId), [paymentId]);
  const title = t('receiptTitle');
  if (loading) {
    return (
      <Page title={title} className="repay-code-page">
        <div className="page-loading" role="status" aria-label={t('loading')}>
          <DotLoading color="primary" />
        </div>
      </Page>
    );
  }
  const receipt = result?.success ? result.data : undefined;
  // A receipt opened for another order than its own is not this order's.
  if (!receipt || (orderId !== undefined && String(receipt.orderId) !== orderId)) {
    return (
      <Page title={title} className="repay-code-page">
        <StatusBlock status="default" title={receipt ? t('receiptMissing') : result?.message || t('error')} />
      </Page>
    );
  }
  const applied = receipt.applied ?? [];
  return (
    <Page title={title} className="repay-code-page receipt-page">
      <section className="card receipt-head">
        <span className="receipt-badge">{t('paymentReceived')}</span>
        <strong className="receipt-amount">{receipt.amountText}</strong>
        <span className="muted">{receipt.title}</span>
      </section>

      <section className="card" aria-labelledby="receipt-details">
        <h2 className="card-title" id="receipt-details">
          {t('receiptDetails')}
        </h2>
        <dl className="receipt-rows">
          <div>
            <dt>{t('orderNumber')}</dt>
            <dd>{receipt.orderNo}</dd>
          </div>
          <div>
            <dt>{t('paidOn')}</dt>
            <dd>{receipt.receivedAt}</dd>
          </div>
          <div>
            <dt>{t('channel')}</dt>
            <dd>{receipt.channel}</dd>
          </div>
        </dl>
        <CopyableCode code={receipt.refNo} label={t('referenceNumber')} />
      </section>

      {applied.length > 0 && (
        <section className="card" aria-labelledby="receipt-applied">
          <h2 className="card-title" id="receipt-applied">
            {t('howApplied')}
          </h2>
          <dl className="receipt-rows">
            {applied.map((part) => (
              <div key={part.text}>
                <dt>{part.text}</dt>
                <dd>{part.value}</dd>
              </div>
            ))}
            <div className="receipt-total">
              <dt>{t('total')}</dt>
              <dd>{receipt.amountText}</dd>
            </div>
          </dl>
        </section>
      )}
    </Page>
  );
}
