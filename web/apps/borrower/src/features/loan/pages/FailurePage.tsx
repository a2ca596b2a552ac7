// The failure page: a banner with the notice and the error message, the
// borrower's loans in progress said once, and the other loans they can
// apply for now. The original app titled it Order Details; there is no
// order here, so it says what happened (docs/DESIGN.md). With an orderId
// (an application the credit policy declined, which Next leads to) it
// says why, and from when the borrower may apply again.
import { useEffect, useState } from 'react';
import { StatusBlock } from '../../../components/StatusBlock';
import { Page } from '../../../components/Page';
import { pageParam } from '../../../lib/page-query';
import { t } from '../../../i18n/i18n';
import { fetchFailNotice } from '../api/joint-login-notice';
import { modules } from '../api/save-event';
import type { FailNotice } from '../api/types';
import { LoansInProgress } from '../components/LoansInProgress';
import { RecommendedList } from '../components/RecommendedList';
import { StatusArt } from '../components/StatusArt';
import '../../../components/loan-pages.css';

export default function FailurePage() {
  const productId = pageParam('productId');
  const orderId = pageParam('orderId');
  const coinciding = pageParam('coinciding');
  const [notice, setNotice] = useState<FailNotice>();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    let live = true;
    void fetchFailNotice(productId, coinciding, orderId).then((r) => {
      if (!live) return;
      if (r.success && r.data) setNotice(r.data);
      else setFailure(r.message || t('error'));
    });
    return () => {
      live = false;
    };
  }, [productId, coinciding, orderId]);
  return (
    <Page title={orderId ? t('declinedTitle') : t('failureTitle')} className="loan-page order-details">
      {failure && <StatusBlock status="default" title={failure} />}
      {notice && (
        <>
          <section className="status-banner status-110">
            <StatusArt status={110} />
            <h2>{notice.noticeMsg}</h2>
            <p>{notice.errorMsg}</p>
          </section>
          {notice.reasons.length > 0 && (
            <section className="card" aria-labelledby="declined-reasons">
              <h2 className="card-title" id="declined-reasons">
                {t('declinedReasons')}
              </h2>
              <ul className="declined-reasons">
                {notice.reasons.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </section>
          )}
          <LoansInProgress loans={notice.inProgress} />
          {notice.recProducts.length > 0 && (
            <section className="card" aria-labelledby="recommended-title">
              <h2 className="card-title" id="recommended-title">
                {t('recommendedTitle')}
              </h2>
              <RecommendedList products={notice.recProducts} page="failure" moduleId={modules.failureRecommendation} />
            </section>
          )}
        </>
      )}
    </Page>
  );
}
