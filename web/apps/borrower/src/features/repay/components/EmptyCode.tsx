// What a code page shows when it has no code to show: where to get one.
import { StatusBlock } from '../../../components/StatusBlock';
import { t } from '../../../i18n/i18n';

export function EmptyCode() {
  return <StatusBlock status="empty" title={t('noPayCodeTitle')} description={t('noPayCodeText')} />;
}
