// What a code page shows when it has no code to show: where to get one.
import { ErrorBlock } from 'antd-mobile';
import { t } from '../../../i18n/i18n';

export function EmptyCode() {
  return <ErrorBlock status="empty" title={t('noPayCodeTitle')} description={t('noPayCodeText')} />;
}
