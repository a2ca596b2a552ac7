// /smsSettings, 'Text messages': the SMS notices of a loan. The due
// reminders and overdue notices are always sent while a loan is repaid, so
// they are listed, locked; the borrower chooses the optional loan updates
// (money sent, payment received), texts during the quiet hours and the
// language of the texts (when the market has more than one), and saves.
// Without a session the page sends the borrower to sign in and back here.
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Button, List, NoticeBar, Selector, Switch } from 'antd-mobile';
import { Page } from '../../../components/Page';
import { callBody, Loading } from '../../../components/PageState';
import { offToLogin } from '../../../lib/bridge';
import { commonParams } from '../../../lib/common-params';
import * as toast from '../../../lib/toast';
import { useCall } from '../../../lib/use-call';
import { t } from '../../../i18n/i18n';
import { fetchSmsSettings, saveSmsSettings, type SmsChoice, type SmsSettings } from '../api/sms-settings';
import '../notices.css';

export default function SmsSettingsPage() {
  const signedIn = Boolean(commonParams().sessionId);
  useEffect(() => {
    if (!signedIn) offToLogin();
  }, [signedIn]);
  return (
    <Page title={t('smsSettingsTitle')} className="sms-settings">
      {signedIn ? <Settings /> : <Loading />}
    </Page>
  );
}

function Settings() {
  const call = useCall(fetchSmsSettings);
  return <>{callBody(call, (d) => <SettingsForm initial={d} />)}</>;
}

/** choiceOf is what the borrower may change, from the server's answer. */
function choiceOf(d: SmsSettings): SmsChoice {
  return { updates: d.updates ? 1 : 0, anyHour: d.anyHour ? 1 : 0, lang: d.lang };
}

function sameChoice(a: SmsChoice, b: SmsChoice): boolean {
  return a.updates === b.updates && a.anyHour === b.anyHour && a.lang === b.lang;
}

function SettingsForm({ initial }: { initial: SmsSettings }) {
  const [saved, setSaved] = useState(initial);
  const [choice, setChoice] = useState<SmsChoice>(() => choiceOf(initial));
  const [busy, setBusy] = useState(false);
  const changed = !sameChoice(choice, choiceOf(saved));
  const set = (patch: Partial<SmsChoice>) => setChoice((c) => ({ ...c, ...patch }));

  async function save() {
    if (busy || !changed) return;
    setBusy(true);
    const r = await saveSmsSettings(choice);
    setBusy(false);
    if (!r.success || !r.data) return; // the client has toasted the message
    setSaved(r.data);
    setChoice(choiceOf(r.data));
    toast.success(t('smsSaved'));
  }

  const languages = saved.languages ?? [];
  return (
    <>
      <p className="sms-lead">{t('smsPhone', { phone: saved.phone })}</p>
      {saved.stoppedBySms && <NoticeBar className="sms-stopped" color="info" wrap content={t('smsStopped')} />}

      <List mode="card" header={t('smsAlwaysTitle')} className="sms-list">
        <List.Item prefix={<LockIcon />} description={t('smsDueRemindersText')}>
          {t('smsDueReminders')}
        </List.Item>
        <List.Item prefix={<LockIcon />} description={t('smsOverdueNoticesText')}>
          {t('smsOverdueNotices')}
        </List.Item>
      </List>
      <p className="sms-why">{t('smsAlwaysWhy')}</p>

      <List mode="card" header={t('smsChoicesTitle')} className="sms-list">
        <ToggleRow title={t('smsUpdates')} text={t('smsUpdatesText')} on={choice.updates === 1} onChange={(on) => set({ updates: on ? 1 : 0 })} />
        <ToggleRow
          title={t('smsAnyHour')}
          text={t(saved.liftAfterDays > 0 ? 'smsAnyHourText' : 'smsAnyHourTextAlways', {
            quietFrom: saved.quietFrom,
            quietTo: saved.quietTo,
            liftAfterDays: saved.liftAfterDays,
          })}
          on={choice.anyHour === 1}
          onChange={(on) => set({ anyHour: on ? 1 : 0 })}
        />
      </List>

      {languages.length > 1 && (
        <List mode="card" header={t('smsLanguage')} className="sms-list">
          <List.Item>
            <Selector
              className="sms-lang"
              aria-label={t('smsLanguage')}
              columns={2}
              options={languages.map((l) => ({ label: l.name, value: l.code }))}
              value={[choice.lang]}
              onChange={(v) => {
                if (v[0]) set({ lang: v[0] });
              }}
            />
          </List.Item>
        </List>
      )}

      <Button className="sms-save" block color="primary" size="large" shape="rounded" disabled={!changed} loading={busy} onClick={() => void save()}>
        {t('save')}
      </Button>
    </>
  );
}

interface ToggleRowProps {
  title: string;
  text: string;
  on: boolean;
  onChange(on: boolean): void;
}

/** ToggleRow is a list row with a switch, named by its title and described by its text; Space or Enter toggles it too. */
function ToggleRow({ title, text, on, onChange }: ToggleRowProps) {
  const id = useId();
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== ' ' && e.key !== 'Enter') return;
    e.preventDefault();
    onChange(!on);
  };
  return (
    <List.Item
      description={<span id={id}>{text}</span>}
      extra={
        <span className="sms-switch" onKeyDown={onKey}>
          <Switch checked={on} onChange={onChange} tabIndex={0} aria-label={title} aria-describedby={id} />
        </span>
      }
    >
      {title}
    </List.Item>
  );
}

function LockIcon() {
  return (
    <svg className="sms-lock" viewBox="0 0 24 24" width="22" height="22" role="img" aria-label={t('smsAlwaysOn')}>
      <circle cx="12" cy="12" r="12" fill="var(--kw-primary-soft)" />
      <rect x="7" y="11" width="10" height="7.5" rx="1.5" fill="var(--kw-primary)" />
      <path d="M9.2 11V9a2.8 2.8 0 0 1 5.6 0v2" fill="none" stroke="var(--kw-primary)" strokeWidth="1.8" />
    </svg>
  );
}
