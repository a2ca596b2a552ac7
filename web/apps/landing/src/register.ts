// The registration screen (#/): phone, picture code, SMS code, apply. It is
// built once per page view and kept while the visitor reads the agreement or
// the download page, so the typed fields, the picture and a running
// countdown are still there when they come back.
import { captchaUrl, get, NetworkError, ok, paths, post, type Sid } from './api';
import type { Brand } from './brand';
import { nationalPhone } from '../../../shared/phone/phone';
import { countdown, countdownSeconds } from './countdown';
import type { Messages } from './i18n';
import { clientType, routeHash, validPhone, type LandingQuery } from './query';
import { h, loading, toast } from './ui';

export interface PageContext {
  root: HTMLElement;
  query: LandingQuery;
  brand: Brand;
  t: Messages;
  deviceId: string;
  go(hash: string): void;
}

/** A screen of the landing page: its element, and what it does when shown or hidden. */
export interface Screen {
  el: HTMLElement;
  show?(): void;
  hide?(): void;
}

/** The tracking query both track calls send. */
export function trackingQuery(q: LandingQuery, client: string): Record<string, string | undefined> {
  return { page_id: q.id, user_from: q.user_from, client_type: client, page_type: '1', utm_tag: q.utm_tag, app_from: q.app_from };
}

const digitsOnly = (e: Event) => {
  const input = e.target as HTMLInputElement;
  const clean = input.value.replace(/\D/g, '');
  if (clean !== input.value) input.value = clean;
};

/** The phone field keeps the market's national number: a pasted +63 917 123 4567 is 09171234567 (no maxlength: it would cut the paste first). */
const nationalOnly = (market: string) => (e: Event) => {
  const input = e.target as HTMLInputElement;
  const clean = nationalPhone(input.value, market);
  if (clean !== input.value) input.value = clean;
};

export function registerScreen(ctx: PageContext): Screen {
  const { t, query: q, brand } = ctx;
  const tpl = brand.template;
  const client = clientType(navigator.userAgent, navigator.maxTouchPoints);
  let sid = '';
  let busy = false;
  let retried = false;

  const phone = h('input', { type: 'tel', inputmode: 'numeric', name: 'phone', autocomplete: 'tel', placeholder: t.mobileNumber, 'aria-label': t.mobileNumber, oninput: nationalOnly(brand.market) });
  const capcode = h('input', { type: 'text', inputmode: 'numeric', maxlength: 4, name: 'capcode', autocomplete: 'off', placeholder: t.pictureCode, 'aria-label': t.pictureCode, oninput: digitsOnly });
  const img = h('img', { class: 'captcha', alt: t.newPictureCode, title: t.newPictureCode, width: 100, height: 40, role: 'button', tabindex: 0 });
  const smsCode = h('input', { type: 'text', inputmode: 'numeric', maxlength: 6, name: 'smsCode', autocomplete: 'one-time-code', placeholder: t.smsCode, 'aria-label': t.smsCode, oninput: digitsOnly });
  const send = h('button', { type: 'button', class: 'send' }, t.getVerificationCode);
  const apply = h('button', { type: 'submit', class: 'apply' }, tpl?.buttonText || t.apply);

  const timer = countdown(
    (left) => { send.textContent = `${left}s`; send.classList.add('counting'); },
    () => { send.textContent = t.getVerificationCode; send.classList.remove('counting'); },
    countdownSeconds,
  );

  async function refreshCaptcha(): Promise<void> {
    capcode.value = '';
    try {
      if (!sid) {
        const env = await get<Sid>(paths.getSid);
        if (!ok(env)) { toast(env.message); return; }
        sid = env.data.sid;
      }
      img.src = captchaUrl(sid);
    } catch {
      toast(t.error);
    }
  }
  // An expired session's image fails to load: start a new session once.
  img.addEventListener('error', () => {
    if (retried) return;
    retried = true;
    sid = '';
    void refreshCaptcha();
  });
  img.addEventListener('load', () => { retried = false; });
  const tapCaptcha = () => {
    // A new picture needs a phone number first.
    if (!validPhone(phone.value, brand.market)) { toast(t.phoneInvalid); return; }
    void refreshCaptcha();
  };
  img.addEventListener('click', tapCaptcha);
  img.addEventListener('keydown', (e) => { if (e.key === 'Enter' || e.key === ' ') tapCaptcha(); });

  const landingFields = () => ({
    phone: phone.value, capcode: capcode.value, sid, deviceId: ctx.deviceId, appName: brand.appName,
    app_from: q.app_from, user_from: q.user_from, utm_tag: q.utm_tag, id: q.id,
  });

  async function withLoading<T>(fn: () => Promise<T>): Promise<T | undefined> {
    if (busy) return undefined;
    busy = true;
    const done = loading(t.loading);
    try {
      return await fn();
    } catch (e) {
      if (e instanceof NetworkError) toast(t.error);
      else throw e;
      return undefined;
    } finally {
      done();
      busy = false;
    }
  }

  send.addEventListener('click', () => {
    if (timer.running) { toast(t.noResend); return; }
    if (!validPhone(phone.value, brand.market)) { toast(t.phoneInvalid); return; }
    if (capcode.value.length !== 4) { toast(t.captchaInvalid); return; }
    void withLoading(async () => {
      const env = await post(paths.getSms, landingFields());
      if (ok(env)) {
        toast(t.smsSent);
        timer.start();
        smsCode.focus();
        return;
      }
      if (String(env.code) === '101') void refreshCaptcha();
      toast(env.message);
    });
  });

  const download = () => ctx.go(routeHash('/downloadTemplate', q));

  const form = h('form', { class: 'card', novalidate: true },
    h('label', { class: 'field' }, phone),
    h('div', { class: 'field row' }, capcode, img),
    h('div', { class: 'field row' }, smsCode, send),
    apply,
    h('p', { class: 'agree' }, t.agreePrefix, h('a', { href: routeHash('/agreementTemplate', q) }, t.agreement)),
  );
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (!validPhone(phone.value, brand.market)) { toast(t.phoneInvalid); return; }
    if (capcode.value.length !== 4) { toast(t.captchaInvalid); return; }
    if (smsCode.value.length !== 6) { toast(t.smsCodeInvalid); return; }
    void get(paths.trackClick, { ...trackingQuery(q, client), phone: phone.value }).catch(() => undefined);
    void withLoading(async () => {
      const env = await post(paths.register, {
        ...landingFields(), merchantNumber: 0, userName: phone.value, smsCode: smsCode.value, invite_code: q.invite_code,
        links_id: q.links_id, down_id: q.down_id, UC: q.UC,
      });
      const code = String(env.code);
      if (ok(env)) {
        timer.stop();
        rememberPhone(phone.value);
        toast(t.registered);
        download();
      } else if (code === '11') {
        timer.stop();
        rememberPhone(phone.value);
        toast(t.alreadyRegistered);
        download();
      } else {
        if (code === '-1') void refreshCaptcha();
        toast(env.message);
      }
    });
  });

  const banner = tpl?.bannerUrl ? h('img', { class: 'banner', src: tpl.bannerUrl, alt: tpl.headline, width: 375, height: 180 }) : null;
  const el = h('main', { class: 'landing' },
    banner,
    brand.error ? h('p', { class: 'notice', role: 'alert' }, brand.error) : null,
    h('section', { class: 'hero' },
      h('h1', {}, tpl?.headline || brand.appName),
      tpl?.subheadline ? h('p', {}, tpl.subheadline) : null,
      tpl?.highlights?.length ? h('ul', { class: 'highlights' }, ...tpl.highlights.map((x) => h('li', {}, x))) : null,
    ),
    form,
    footer(brand),
  );
  void refreshCaptcha();
  // No timer ticks for a hidden screen; the countdown resumes from its deadline.
  return { el, show: () => timer.resume(), hide: () => timer.pause() };
}

/** Keeps the number for the download page's note; private browsing may refuse storage. */
function rememberPhone(phone: string): void {
  try {
    sessionStorage.setItem('kwarta.landing.phone', phone);
  } catch {
    // the note is only a convenience
  }
}

export function footer(brand: Brand): HTMLElement {
  return h('footer', {}, `© ${new Date().getFullYear()} ${brand.companyName}`, brand.companyAddress ? h('br') : null, brand.companyAddress);
}
