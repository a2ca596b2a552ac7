// The download hand-off (#/downloadTemplate): the page has no content of its
// own, so it says what happens next, offers the store for the visitor's phone and
// tries the app's URL scheme first, falling back to the store.
import { fill } from './i18n';
import { clientType, maskPhone } from './query';
import { footer, type PageContext, type Screen } from './register';
import { h } from './ui';

/** How long to wait for the app to open before going to the store. */
export const schemeWaitMs = 1500;

/** The app's open link: kwarta:// becomes kwarta://open. */
export function schemeUrl(scheme: string): string {
  return scheme.endsWith('://') ? `${scheme}open` : `${scheme.replace(/\/+$/, '')}/open`;
}

/** Opens the app through its URL scheme; if the page is still showing after a moment, opens the store. */
export function openAppOrStore(scheme: string, store: string, win: Window = window): void {
  if (!scheme) {
    if (store) win.location.href = store;
    return;
  }
  const timer = win.setTimeout(() => {
    if (!win.document.hidden && store) win.location.href = store;
  }, schemeWaitMs);
  win.document.addEventListener('visibilitychange', () => { if (win.document.hidden) win.clearTimeout(timer); }, { once: true });
  win.location.href = schemeUrl(scheme);
}

export function downloadScreen(ctx: PageContext): Screen {
  const { t, brand } = ctx;
  const ios = clientType(navigator.userAgent, navigator.maxTouchPoints) === 'ios';
  const store = ios ? brand.iosUrl : brand.androidUrl;
  const other = ios ? brand.androidUrl : brand.iosUrl;
  let phone: string | null = null;
  try {
    phone = sessionStorage.getItem('kwarta.landing.phone');
  } catch {
    phone = null;
  }

  const main = h('a', { class: 'apply store', href: store || '#', 'data-platform': ios ? 'ios' : 'android' }, ios ? t.downloadIOS : t.downloadAndroid);
  main.addEventListener('click', (e) => {
    e.preventDefault();
    openAppOrStore(brand.appScheme, store);
  });
  const initial = (brand.appName || 'K').slice(0, 1).toUpperCase();

  const el = h('main', { class: 'landing download' },
    h('section', { class: 'hero center' },
      h('div', { class: 'app-icon', 'aria-hidden': 'true' }, initial),
      h('p', { class: 'app-name' }, brand.appName),
      h('h1', {}, t.downloadTitle),
      h('p', {}, fill(t.downloadText, { app: brand.appName })),
      phone ? h('p', { class: 'phone-note' }, fill(t.downloadPhone, { phone: maskPhone(phone) })) : null,
    ),
    h('div', { class: 'card' },
      h('ol', { class: 'steps' }, h('li', {}, t.stepDownload), h('li', {}, t.stepLogin), h('li', {}, t.stepCash)),
      main,
      brand.appScheme ? h('a', { class: 'link', href: schemeUrl(brand.appScheme) }, t.openApp) : null,
      other ? h('a', { class: 'link', href: other }, ios ? t.otherAndroid : t.otherIOS) : null,
    ),
    footer(brand),
  );
  return { el, show: () => window.scrollTo(0, 0) };
}
