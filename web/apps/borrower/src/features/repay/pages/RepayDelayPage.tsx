// The extension (delay) page, /repayDelay: the
// header with the title, the extension amount and 'Your next payment date
// is {date}' (the due date after the extension), the Plan list, then the
// same tip image, pay-code box, picker and Payment as the instalment page,
// asking for the code with isDelay=1 and the extension's amount.
import { t } from '../../../i18n/i18n';
import { fetchExtension } from '../api/ordinary';
import type { Extension } from '../api/types';
import { PayPanel } from '../components/PayPanel';
import { panelProps, PayHero, PayPageShell, type PayOrder } from '../components/PayPageShell';
import '../../../components/loan-pages.css';
import '../pay-pages.css';

export default function RepayDelayPage() {
  return <PayPageShell title={t('repayDelayTitle')} load={fetchExtension} render={(d, order) => <ExtensionView d={d} {...order} />} />;
}

function ExtensionView({ d, productId, orderId }: { d: Extension } & PayOrder) {
  const info = d.delayInfo;
  return (
    <>
      <PayHero logo={d.productLogo} name={d.productName} label={info.title} amount={info.delayAmountText}>
        {t('repayDelayNextDate', { date: info.newDueDate })}
      </PayHero>

      <section className="card" aria-labelledby="repay-plan-title">
        <h2 className="card-title" id="repay-plan-title">
          {t('repayDelayPlan')}
        </h2>
        <ol className="plan">
          {(d.repayPlan ?? []).map((p) => (
            <li key={`${p.title}-${p.time}`}>
              <div>
                <strong>{p.title}</strong>
                <small>{p.remark}</small>
              </div>
              <div className="plan-right">
                <strong>{p.amount}</strong>
                <small>{p.time}</small>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <PayPanel
        {...panelProps(d, { productId, orderId })}
        amount={info.delayAmount}
        amountText={info.delayAmountText}
        extension
        canPay
      >
        {d.noticeMsg && <p className="pay-note">{d.noticeMsg}</p>}
      </PayPanel>
    </>
  );
}
