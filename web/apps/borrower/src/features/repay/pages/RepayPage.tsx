// The instalment repayment page, /repay: the header
// with the repayment date and the amount due now, the product, the detail
// rows folded to 2, then the tip image, the pay-code box, the channel
// picker and Payment. Payment asks for what is due now unless the
// borrower chose "Pay a different amount": the money keyboard,
// from minAmount to maxAmount, checked here before the code is asked for,
// and the server's refusal shown beside the field. canPayNow 0 (a
// one-payment loan before its due window) disables Payment and says from
// when. When the whole loan may be
// repaid now, a link leads to /repayChoose; when the payment channel can
// debit a linked account (cardPay 1), "Pay from my linked account" leads
// to /repayByCard.
import { useState } from 'react';
import { NoticeBar } from 'antd-mobile';
import { openPage } from '../../../lib/bridge';
import { t } from '../../../i18n/i18n';
import { fetchInstalment } from '../api/loan-play-detail';
import type { Instalment } from '../api/types';
import { AmountChoice, type AmountMode } from '../components/AmountChoice';
import { FoldedRows } from '../components/FoldedRows';
import { PayPanel } from '../components/PayPanel';
import { panelProps, PayHero, PayPageShell, type PayOrder } from '../components/PayPageShell';
import { checkPartAmount, limitsOf, offersPartPayment } from '../part-amount';
import { orderQuery } from '../pay-flow';
import '../../../components/loan-pages.css';
import '../pay-pages.css';

export default function RepayPage() {
  return <PayPageShell title={t('repayTitle')} load={fetchInstalment} render={(d, order) => <InstalmentView d={d} {...order} />} />;
}

function InstalmentView({ d, productId, orderId }: { d: Instalment } & PayOrder) {
  const canPay = d.canPayNow !== 0;
  const partOffered = offersPartPayment(d);
  const limits = limitsOf(d);
  const [mode, setMode] = useState<AmountMode>('due');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const part = partOffered && mode === 'part';

  /** check is the typed amount in minor units, or undefined with the reason shown beside the field. */
  function check(value: string): number | undefined {
    const r = checkPartAmount(value, limits);
    setError(r.ok ? undefined : r.error);
    return r.ok ? r.amount : undefined;
  }

  return (
    <>
      <PayHero logo={d.productLogo} name={d.productName} label={canPay ? t('repayAmountDue') : t('repayAmountLater')} amount={d.repayAmountText}>
        {t('repayDateLabel')} <strong>{d.repayDate}</strong>
      </PayHero>

      {!canPay && d.noticeMsg && (
        <div role="alert">
          <NoticeBar className="pay-notice" color="alert" wrap content={d.noticeMsg} />
        </div>
      )}

      <section className="card">
        <FoldedRows rows={d.detail ?? []} />
      </section>

      <PayPanel
        {...panelProps(d, { productId, orderId })}
        amount={d.repayAmount}
        amountText={d.repayAmountText}
        canPay={canPay}
        resolveAmount={part ? () => check(typed) : undefined}
        onAmountRefused={part ? setError : undefined}
        beforePicker={
          partOffered && (
            <AmountChoice
              dueText={d.repayAmountText}
              limits={limits}
              mode={mode}
              onMode={(m) => {
                setMode(m);
                setError(undefined);
              }}
              typed={typed}
              onTyped={(v) => {
                setTyped(v);
                setError(undefined);
              }}
              onConfirm={check}
              error={error}
            />
          )
        }
      >
        {canPay && d.noticeMsg && <p className="pay-note">{d.noticeMsg}</p>}
        {canPay && d.cardPay === 1 && (
          <button type="button" className="link-button pay-choose-link" onClick={() => openPage('repayByCard', orderQuery(productId, orderId))}>
            {t('cardRepayLink')}
          </button>
        )}
        {d.canPayOff === 1 && (
          <button type="button" className="link-button pay-choose-link" onClick={() => openPage('repayChoose', orderQuery(productId, orderId))}>
            {t('repayPayOffLink', { amount: d.payoffAmountText })}
          </button>
        )}
      </PayPanel>
    </>
  );
}
