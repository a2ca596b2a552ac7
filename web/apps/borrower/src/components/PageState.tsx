// A page's loading and failure states, and callBody, which picks one or
// the loaded page (the repayment and complaint pages).
import type { ReactNode } from 'react';
import { Button, Skeleton } from 'antd-mobile';
import { StatusBlock } from './StatusBlock';
import { t } from '../i18n/i18n';
import type { CallState } from '../lib/use-call';
import './page-state.css';

/** callBody is what a page shows for its call: the loading state, the failure with a retry, or render(data) once loaded. */
export function callBody<T>(call: CallState<T>, render: (data: T) => ReactNode): ReactNode {
  const data = call.result?.success ? call.result.data : undefined;
  if (call.loading && data === undefined) return <Loading />;
  if (data === undefined || data === null) return <LoadFailed message={call.result?.message ?? ''} onRetry={call.reload} />;
  return render(data);
}

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
    <StatusBlock status="default" title={t('repayLoadFailed')} description={message && message !== 'error' ? message : ''}>
      <Button shape="rounded" color="primary" onClick={onRetry}>
        {t('repayTryAgain')}
      </Button>
    </StatusBlock>
  );
}
