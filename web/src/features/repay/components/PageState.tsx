// The repayment pages' loading and failure states.
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { t } from '../../../i18n/i18n';

export function Loading() {
  return (
    <div className="pay-loading" role="status" aria-label={t('loading')}>
      <Skeleton animated className="pay-loading-hero" />
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={4} animated />
    </div>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <ErrorBlock status="default" title={t('repayLoadFailed')} description={message && message !== 'error' ? message : ''}>
      <Button shape="rounded" color="primary" onClick={onRetry}>
        {t('repayTryAgain')}
      </Button>
    </ErrorBlock>
  );
}
