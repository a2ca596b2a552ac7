// /repayOrNot (the app shell names the target, we define the page): the
// confirmation before leaving for the payment provider. The repayment pages open it
// after generate-pay-code with the code's figures in the query (payUrl,
// amountText, channel, payCode, expiresAt, payBy, productId, orderId): the
// amount, until when the code holds (payBy, "Pay by 11:59 pm today"; else
// the last day, expiresAt), the channel, the reference, what happens
// next; Continue goes
// to payUrl, Cancel goes back. payUrl is followed only when it is this
// site's (the sandbox's page) or https (the provider's); anything else,
// which only a crafted link could carry, is refused.
import { Button } from 'antd-mobile';
import { StatusBlock } from '../../../components/StatusBlock';
import { Page } from '../../../components/Page';
import { closeWebView, openPage, platform } from '../../../lib/bridge';
import { pageLocation, pageParam } from '../../../lib/page-query';
import { t } from '../../../i18n/i18n';
import { Rows } from '../../../components/Rows';
import { orderQuery, safePayUrl } from '../pay-flow';
import '../../../components/loan-pages.css';
import '../pay-pages.css';

export default function RepayOrNotPage() {
  const payUrl = safePayUrl(pageParam('payUrl'));
  const amountText = pageParam('amountText') ?? '';
  const channel = pageParam('channel') ?? '';
  const payCode = pageParam('payCode') ?? '';
  const expiresAt = pageParam('expiresAt') ?? '';
  const payBy = pageParam('payBy') ?? '';
  const orderId = pageParam('orderId');
  const productId = pageParam('productId');

  function toOrder() {
    if (orderId) openPage('loanDetail', orderQuery(productId, orderId));
    else closeWebView();
  }

  function cancel() {
    // A browser tab opened on this page has nowhere to go back to.
    if (platform() === 'browser' && window.history.length <= 1) toOrder();
    else closeWebView();
  }

  if (!payUrl) {
    return (
      <Page title={t('repayOrNotTitle')} className="loan-page pay-page">
        <StatusBlock status="default" title={t('repayBadLink')} description={t('repayBadLinkText')}>
          <Button shape="rounded" color="primary" onClick={toOrder}>
            {t('repayBackToOrder')}
          </Button>
        </StatusBlock>
      </Page>
    );
  }

  const host = new URL(payUrl).host;
  const rows = [
    { text: t('repayConfirmChannel'), value: channel },
    { text: t('repayConfirmReference'), value: payCode },
    { text: t('repayConfirmPayBy'), value: payBy ? '' : expiresAt },
  ].filter((r) => r.value);
  return (
    <Page title={t('repayOrNotTitle')} className="loan-page pay-page">
      <section className="pay-hero">
        <p className="pay-hero-label">{t('repayConfirmAmount')}</p>
        <p className="pay-hero-amount">{amountText || '—'}</p>
        {payBy && <p className="pay-hero-line">{payBy}</p>}
      </section>

      {rows.length > 0 && (
        <section className="card">
          <Rows rows={rows} />
        </section>
      )}

      <section className="card" aria-labelledby="pay-next-title">
        <h2 className="card-title" id="pay-next-title">
          {t('repayConfirmNext')}
        </h2>
        <ol className="pay-steps">
          <li>{t('repayConfirmStep1', { host })}</li>
          {amountText && <li>{t('repayConfirmStep2', { amount: amountText })}</li>}
          <li>{t('repayConfirmStep3')}</li>
        </ol>
      </section>

      <div className="bottom-bar">
        <Button block shape="rounded" color="primary" size="large" onClick={() => pageLocation.assign(payUrl)}>
          {t('repayContinue')}
        </Button>
        <Button block shape="rounded" fill="outline" color="primary" onClick={cancel}>
          {t('cancel')}
        </Button>
      </div>
    </Page>
  );
}
