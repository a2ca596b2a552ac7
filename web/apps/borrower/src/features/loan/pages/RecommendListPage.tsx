// The recommend list (a target the app shell opens by name): the loans the borrower can
// apply for now, each with its amount range, rate and Apply now, and the
// loans in progress said once. In a browser, the home actions ("Page not
// found", "Click to view more products") lead here (lib/bridge.ts).
import { Page } from '../../../components/Page';
import { callBody } from '../../../components/PageState';
import { pageParam } from '../../../lib/page-query';
import { useCall } from '../../../lib/use-call';
import { t } from '../../../i18n/i18n';
import { fetchOffers } from '../api/recommend-list';
import { modules } from '../api/save-event';
import { LoansInProgress } from '../components/LoansInProgress';
import { RecommendedList } from '../components/RecommendedList';
import '../../../components/loan-pages.css';

export default function RecommendListPage() {
  const coinciding = pageParam('coinciding');
  const call = useCall(() => fetchOffers(coinciding));
  return (
    <Page title={t('recommendListTitle')} className="loan-page recommend-list">
      {callBody(call, (offers) => (
        <>
          <LoansInProgress loans={offers.inProgress} />
          {offers.products.length > 0 ? (
            <section className="card" aria-labelledby="offers-title">
              <h2 className="card-title" id="offers-title">
                {t('offersTitle')}
              </h2>
              <RecommendedList products={offers.products} page="list" moduleId={modules.listRecommendation} />
            </section>
          ) : (
            <p className="muted offers-empty">{t('offersEmpty')}</p>
          )}
        </>
      ))}
    </Page>
  );
}
