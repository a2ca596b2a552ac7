// The repayment code page, second variant (route
// /repaymentOfCode2): the pay-code box the instalment or extension page
// saved in local storage (repayment-info.ts): the provider's logo, the code
// to copy, until when it holds (payBy), the total (the code's own amount:
// repayAmount, or the extension's delayAmount when absent; the steps name
// the same) and the payment notices, grouped by name, each with its steps.
import { useState } from 'react';
import { Link } from '../../../lib/router';
import { Page } from '../../../components/Page';
import { paths } from '../../../config/paths';
import { href } from '../../../lib/common-params';
import { t } from '../../../i18n/i18n';
import { CopyableCode } from '../components/CopyableCode';
import { EmptyCode } from '../components/EmptyCode';
import { loadRepaymentInfo, type PayNotice } from '../repayment-info';
import { safeImageUrl } from '../../../lib/safe-image';
import '../repay-codes.css';

export default function RepaymentOfCode2Page() {
  const [info] = useState(loadRepaymentInfo);
  if (!info || !info.payCode.trim()) {
    return (
      <Page title={t('repaymentCodeTitle')} className="repay-code-page">
        <EmptyCode />
      </Page>
    );
  }
  const logo = safeImageUrl(info.logo);
  const total = info.repayAmount || info.delayAmount;
  const groups = Object.entries(info.payNotice).filter((g): g is [string, PayNotice[]] => Array.isArray(g[1]) && g[1].length > 0);
  return (
    <Page title={t('repaymentCodeTitle')} className="repay-code-page">
      <section className="card code-card">
        {logo && (
          <img
            className="provider-logo"
            src={logo}
            alt={info.title}
            width={48}
            height={48}
            onError={(e) => {
              e.currentTarget.hidden = true;
            }}
          />
        )}
        <CopyableCode code={info.payCode} label={info.title || t('referenceNumber')} />
        {info.payBy && <p className="code-pay-by">{info.payBy}</p>}
        {total && (
          <div className="code-amount code-total">
            <span>{t('totalPayment')}</span>
            <strong>{total}</strong>
          </div>
        )}
      </section>

      {groups.map(([group, notices]) => (
        <section key={group} className="card notice-group" aria-label={group}>
          <h2 className="card-title">{group}</h2>
          {notices.map((notice, i) => (
            <div key={`${notice.name}-${i}`} className="notice">
              <h3>{notice.name}</h3>
              <ol className="tips">
                {(Array.isArray(notice.steps) ? notice.steps : []).map((step, j) => (
                  <li key={j}>{step}</li>
                ))}
              </ol>
            </div>
          ))}
        </section>
      ))}

      <p className="how-to-pay">
        <Link to={href(paths.dragonpayPaymentInstructions)}>{t('howToPayLink')}</Link>
      </p>
    </Page>
  );
}
