// Loan confirmation V3, for the productId in the query.
import { useMemo } from 'react';
import { Page } from '../../../components/Page';
import { pageParam } from '../../../lib/page-query';
import { t } from '../../../i18n/i18n';
import { fetchAgreements } from '../api/contract-list';
import { fetchContractUrl } from '../api/contract-jump';
import { fetchConfirmation } from '../api/loan-detail-confirm';
import { pushLoan } from '../api/loan-detail-push';
import { ConfirmView, type ConfirmApi } from '../components/ConfirmView';

export default function ConfirmLoanPage() {
  const productId = pageParam('productId') ?? '';
  const coinciding = pageParam('coinciding');
  const api = useMemo<ConfirmApi>(
    () => ({
      load: () => fetchConfirmation(productId, coinciding),
      agreements: () => fetchAgreements(productId),
      contractUrl: (position) => fetchContractUrl(productId, position, undefined, coinciding),
      push: pushLoan,
    }),
    [productId, coinciding],
  );
  return (
    <Page title={t('confirmLoanTitle')} className="loan-page">
      <ConfirmView api={api} variant="v3" />
    </Page>
  );
}
