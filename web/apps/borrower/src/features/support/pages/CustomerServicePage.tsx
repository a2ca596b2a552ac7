// Customer service: the promise, the Telephone line
// (through the bridge) and the E-Mail line (the whole row opens a mail link),
// both from the API with the hours they are answered; and the way to the
// complaint home (Online service) and to the text message settings.
import { List } from 'antd-mobile';
import { Page } from '../../../components/Page';
import { paths } from '../../../config/paths';
import { href } from '../../../lib/common-params';
import { callPhone, navigate, openPage } from '../../../lib/bridge';
import { useCall } from '../../../lib/use-call';
import { t } from '../../../i18n/i18n';
import { fetchContactInfo } from '../api/contact-info';
import './customer-service.css';

/** openMail opens the phone's mail app on a new message to address. */
function openMail(address: string) {
  window.open(`mailto:${address}`, '_self');
}

export default function CustomerServicePage() {
  const { result } = useCall(fetchContactInfo);
  const contact = result?.success ? result.data : undefined;
  return (
    <Page title={t('customerServiceTitle')} className="customer-service">
      <div className="cs-hero">
        <svg viewBox="0 0 64 64" width="72" height="72" aria-hidden="true">
          <circle cx="32" cy="32" r="30" fill="var(--kw-primary-soft)" />
          <path d="M20 34v-4a12 12 0 0 1 24 0v4" fill="none" stroke="var(--kw-primary)" strokeWidth="3" strokeLinecap="round" />
          <rect x="16" y="32" width="8" height="12" rx="3" fill="var(--kw-primary)" />
          <rect x="40" y="32" width="8" height="12" rx="3" fill="var(--kw-primary)" />
          <path d="M44 44c0 4-4 6-10 6" fill="none" stroke="var(--kw-primary)" strokeWidth="3" strokeLinecap="round" />
        </svg>
        <p>{t('customerServiceText')}</p>
      </div>
      <List mode="card">
        <List.Item
          extra={contact?.smWa ?? '—'}
          clickable={Boolean(contact?.smWa)}
          onClick={contact?.smWa ? () => callPhone(contact.smWa) : undefined}
        >
          {t('telephone')}
        </List.Item>
        <List.Item
          extra={contact?.email ?? '—'}
          clickable={Boolean(contact?.email)}
          onClick={contact?.email ? () => openMail(contact.email) : undefined}
        >
          {t('email')}
        </List.Item>
        {contact?.hours && <List.Item description={contact.hours}>{t('openingHours')}</List.Item>}
      </List>
      <List mode="card">
        <List.Item clickable onClick={() => openPage('complaint')} description={t('complaintTitle')}>
          {t('complaintLink')}
        </List.Item>
        <List.Item clickable onClick={() => navigate(href(paths.smsSettings))}>
          {t('smsSettingsLink')}
        </List.Item>
      </List>
    </Page>
  );
}
