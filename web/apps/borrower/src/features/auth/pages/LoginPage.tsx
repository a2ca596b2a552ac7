// Sign in with an SMS code. The bridge's go-to-login action lands here in a
// plain browser (with ?redirect=the page); after signing in the borrower goes
// back to that page with the new session in its query. Every text comes from
// the message catalogue (English, or Chinese with ?lang=zh). Under the form,
// a link to the text message settings (through sign-in without a session).
import { useCallback, useEffect, useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { Page } from '../../../components/Page';
import { paths } from '../../../config/paths';
import { PhoneInput } from '../../../components/inputs';
import { commonParams, setCommonParams, href } from '../../../lib/common-params';
import { useSiteConfig } from '../../../lib/site-config';
import { navigate } from '../../../lib/bridge';
import * as toast from '../../../lib/toast';
import { t } from '../../../i18n/i18n';
import { CAPTCHA_WRONG_ON_FINISH, CAPTCHA_WRONG_ON_SEND, captchaImageUrl, fetchSid, sendLoginCode, smsLogin } from '../api/sms-login';
import { digitsOnly, validPhone } from '../phone';
import { useCountdown } from '../../../lib/use-countdown';
import './login.css';

let memoryDeviceId = '';

/** newId is a random id; crypto.randomUUID is missing on older web views. */
function newId(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

/** deviceId gives the shell's device id, or a stable one for this browser (kept in localStorage). */
function deviceId(): string {
  const given = commonParams().deviceId;
  if (given) return given;
  const key = 'kwarta.deviceId';
  let id: string | null = memoryDeviceId;
  try {
    id = localStorage.getItem(key) || memoryDeviceId;
  } catch {
    // private browsing: keep it for this page view
  }
  if (!id) {
    id = `web-${newId()}`;
    memoryDeviceId = id;
    try {
      localStorage.setItem(key, id);
    } catch {
      // as above
    }
  }
  return id;
}

/** backTo is the page to return to, kept inside this site. */
export function backTo(search: string, sessionId: string): string {
  const asked = new URLSearchParams(search).get('redirect') ?? '/';
  const url = new URL(asked.startsWith('/') && !asked.startsWith('//') ? asked : '/', window.location.origin);
  url.searchParams.set('sessionId', sessionId);
  url.searchParams.set('deviceId', deviceId());
  return url.pathname + url.search;
}

/**
 * smsSettingsLink leads to the text message settings: straight there with a
 * session, otherwise here again with the page to return to after signing in.
 */
export function smsSettingsLink(): string {
  if (commonParams().sessionId) return href(paths.smsSettings);
  return `${paths.login}?${new URLSearchParams({ redirect: paths.smsSettings })}`;
}

export default function LoginPage() {
  const market = useSiteConfig()?.market;
  const [phone, setPhone] = useState('');
  const [capcode, setCapcode] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [sid, setSid] = useState('');
  const [imageAt, setImageAt] = useState(0);
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();

  /** showSid shows a new picture for a new picture-code session. */
  const showSid = useCallback((r: Awaited<ReturnType<typeof fetchSid>>) => {
    if (r.success) {
      setSid(r.data.sid);
      setImageAt(Date.now());
      setCapcode('');
    }
  }, []);
  const newCaptcha = useCallback(async () => showSid(await fetchSid()), [showSid]);

  // The picture's state is set once the fetch has answered.
  useEffect(() => {
    setCommonParams({ ...commonParams(), deviceId: deviceId() });
    void fetchSid().then(showSid);
  }, [showSid]);

  const sendCode = async () => {
    if (countdown.running) return toast.show(t('noResend'));
    if (!validPhone(phone, market)) return toast.show(t('phoneInvalid'));
    if (capcode.length !== 4) return toast.show(t('captchaInvalid'));
    const r = await sendLoginCode(phone, capcode, sid, deviceId());
    if (r.success) {
      toast.show(t('smsSent'));
      countdown.start();
    } else if (r.code === CAPTCHA_WRONG_ON_SEND) {
      void newCaptcha();
    }
  };

  const signIn = async () => {
    if (!validPhone(phone, market)) return toast.show(t('phoneInvalid'));
    if (capcode.length !== 4) return toast.show(t('captchaInvalid'));
    if (smsCode.length !== 6) return toast.show(t('smsCodeInvalid'));
    setBusy(true);
    const r = await smsLogin(phone, capcode, sid, smsCode, deviceId());
    setBusy(false);
    if (r.success) {
      setCommonParams({ ...commonParams(), sessionId: r.data.sessionId, deviceId: deviceId() });
      navigate(backTo(window.location.search, r.data.sessionId));
    } else if (r.code === CAPTCHA_WRONG_ON_FINISH) {
      void newCaptcha();
    }
  };

  // As on the landing page, a new picture needs a correct phone number first.
  const tapCaptcha = () => (validPhone(phone, market) ? void newCaptcha() : toast.show(t('phoneInvalid')));

  return (
    <Page title={t('signInTitle')} className="login">
      <p className="login-lead">{t('signInLead')}</p>
      <div className="card login-form">
        <div className="login-row">
          <label htmlFor="login-phone">{t('mobileNumber')}</label>
          <PhoneInput id="login-phone" market={market} placeholder={t('phoneHint')} value={phone} onChange={setPhone} />
        </div>
        <div className="login-row">
          <label htmlFor="login-capcode">{t('pictureCode')}</label>
          <div className="login-inline">
            <Input id="login-capcode" inputMode="numeric" placeholder={t('pictureCodeHint')} value={capcode} onChange={(v) => setCapcode(digitsOnly(v, 4))} />
            {sid ? (
              <button type="button" className="login-captcha" onClick={tapCaptcha} aria-label={t('newPictureCode')}>
                <img src={captchaImageUrl(sid, imageAt)} alt={t('pictureCode')} width={100} height={36} />
              </button>
            ) : null}
          </div>
        </div>
        <div className="login-row">
          <label htmlFor="login-sms">{t('smsCode')}</label>
          <div className="login-inline">
            <Input id="login-sms" inputMode="numeric" placeholder={t('smsCodeHint')} value={smsCode} onChange={(v) => setSmsCode(digitsOnly(v, 6))} />
            <Button size="small" color="primary" fill="outline" onClick={() => void sendCode()}>
              {countdown.running ? t('countdown', { n: countdown.left }) : t('getVerificationCode')}
            </Button>
          </div>
        </div>
      </div>
      <Button block color="primary" size="large" shape="rounded" loading={busy} onClick={() => void signIn()}>
        {t('signIn')}
      </Button>
      <p className="muted login-note">
        {t('signInNote')
          .split(/(\{terms\}|\{privacy\})/)
          .map((part, i) =>
            part === '{terms}' ? (
              <a key={i} href={href(paths.loanTerms)}>
                {t('termsLink')}
              </a>
            ) : part === '{privacy}' ? (
              <a key={i} href={href(paths.privacyPolicy)}>
                {t('privacyLink')}
              </a>
            ) : (
              part
            ),
          )}
      </p>
      <p className="login-more">
        <a href={smsSettingsLink()}>{t('smsSettingsLink')}</a>
      </p>
    </Page>
  );
}
