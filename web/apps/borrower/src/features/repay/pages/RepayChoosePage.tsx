// /repayChoose (the app shell names the target, we define the page): how to
// pay this order. Pay what is due now (on to /repay), pay off the whole loan
// (only when the prepayment rule allows it now; otherwise from which date),
// paying with a code for payoffAmount through the channel chosen here, or
// extend the due date (on to /repayDelay, only when one is offered).
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { Page } from '../../../components/Page';
import { openPage } from '../../../lib/bridge';
import { pageParam } from '../../../lib/page-query';
import { useCall } from '../../../lib/use-call';
import { t } from '../../../i18n/i18n';
import { fetchInstalment } from '../api/loan-play-detail';
import type { Instalment } from '../api/types';
import { ChannelPicker, initialChannel } from '../components/ChannelPicker';
import { Chevron } from '../../../components/Chevron';
import { callBody } from '../../../components/PageState';
import { ProductLine } from '../components/ProductLine';
import { orderQuery, startPayment } from '../pay-flow';
import '../../../components/loan-pages.css';
import '../pay-pages.css';

export default function RepayChoosePage() {
  const orderId = pageParam('orderId') ?? '';
  const productId = pageParam('productId');
  const call = useCall(() => fetchInstalment(productId, orderId), [productId, orderId]);
  return (
    <Page title={t('repayChooseTitle')} className="loan-page pay-page">
      {callBody(call, (d) => <Choices d={d} productId={productId} orderId={orderId} />)}
    </Page>
  );
}

function Choices({ d, productId, orderId }: { d: Instalment; productId?: string; orderId: string }) {
  const channels = d.repayList ?? [];
  const [channel, setChannel] = useState(() => initialChannel(channels, d.defDetail.channelNumber));
  const [busy, setBusy] = useState(false);
  const query = orderQuery(productId, orderId);
  const canPayOff = d.canPayOff === 1;
  const chosen = channels.find((c) => c.channel_number === channel);

  async function payOff() {
    if (!chosen || busy || !canPayOff) return;
    setBusy(true);
    try {
      await startPayment({ productId, orderId, amount: d.payoffAmount, channel: chosen });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <section className="pay-choose-head">
        <ProductLine logo={d.productLogo} name={d.productName} />
        <h2>{t('repayChooseLead')}</h2>
      </section>

      <ul className="pay-options">
        <li>
          <button type="button" className="card pay-option" onClick={() => openPage('repay', query)}>
            <span className="pay-option-text">
              <strong>{t('repayChooseDue')}</strong>
              <small>{d.canPayNow === 0 && d.noticeMsg ? d.noticeMsg : t('repayChooseDueText', { date: d.repayDate })}</small>
            </span>
            <span className="pay-option-amount">{d.repayAmountText}</span>
            <Chevron right />
          </button>
        </li>

        <li>
          <section className={`card pay-option is-payoff${canPayOff ? '' : ' is-off'}`} aria-labelledby="pay-option-payoff">
            <div className="pay-option-row">
              <span className="pay-option-text">
                <strong id="pay-option-payoff">{t('repayChoosePayoff')}</strong>
                <small>{canPayOff ? t('repayChoosePayoffText') : t('repayChoosePayoffFrom', { date: d.payoffFrom })}</small>
              </span>
              <span className="pay-option-amount">{d.payoffAmountText}</span>
            </div>
            {canPayOff && <ChannelPicker embedded channels={channels} value={channel} onChange={setChannel} />}
          </section>
        </li>

        {d.isDelay === '1' && (
          <li>
            <button type="button" className="card pay-option" onClick={() => openPage('repayDelay', query)}>
              <span className="pay-option-text">
                <strong>{t('repayChooseExtend')}</strong>
                <small>{t('repayChooseExtendText')}</small>
              </span>
              <Chevron right />
            </button>
          </li>
        )}
      </ul>

      {canPayOff && (
        <div className="bottom-bar">
          <Button block shape="rounded" color="primary" size="large" disabled={!chosen} loading={busy} onClick={() => void payOff()}>
            {t('repayPayOffButton', { amount: d.payoffAmountText })}
          </Button>
        </div>
      )}
    </>
  );
}
