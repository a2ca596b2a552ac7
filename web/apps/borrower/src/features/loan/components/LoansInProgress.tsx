// The borrower's loans in progress, said once above a list of other loans:
// why the products of those loans are not offered, and a way to each.
import { openPage } from '../../../lib/bridge';
import { t } from '../../../i18n/i18n';
import type { LoanInProgress } from '../api/types';

export function LoansInProgress({ loans }: { loans: LoanInProgress[] }) {
  if (loans.length === 0) return null;
  return (
    <section className="card loans-in-progress" aria-labelledby="loans-in-progress-title">
      <h2 className="card-title" id="loans-in-progress-title">
        {t('loansInProgressTitle')}
      </h2>
      <p className="muted">{t('loansInProgressText')}</p>
      <ul>
        {loans.map((l) => (
          <li key={l.orderId}>
            <span>{l.productName}</span>
            <button
              type="button"
              className="link-button"
              onClick={() => openPage('loanDetail', `orderId=${l.orderId}&productId=${l.productId}`)}
            >
              {t('viewMyLoan')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
