// Loan confirmation variant 2: the same journey over
// the obfuscated calls, with the server's button text and a promotional popup.
import { useMemo } from 'react';
import { Page } from '../../../components/Page';
import { pageParam } from '../../../lib/page-query';
import { t } from '../../../i18n/i18n';
import { fetchAgreementsV2 } from '../api/agreements-v2';
import { fetchConfirmationV2 } from '../api/confirm-v2';
import { fetchContractUrlV2 } from '../api/contract-jump-v2';
import { pushLoanV2 } from '../api/push-v2';
import { ConfirmView, type ConfirmApi } from '../components/ConfirmView';

export default function ConfirmLoan2Page() {
  const productId = pageParam('productId') ?? '';
  const coinciding = pageParam('coinciding');
  const api = useMemo<ConfirmApi>(
    () => ({
      load: () => fetchConfirmationV2(productId, coinciding),
      agreements: () => fetchAgreementsV2(productId),
      contractUrl: (position) => fetchContractUrlV2(productId, position, undefined, coinciding),
      push: pushLoanV2,
    }),
    [productId, coinciding],
  );
  return (
    <Page title={t('confirmLoanTitle')} className="loan-page">
      <ConfirmView api={api} variant="v2" />
    </Page>
  );
}
