// The promotion landing page: a tiny hash router over three screens,
// register (#/), download (#/downloadTemplate) and agreement (#/agreementTemplate).
import './style.css';
import { get, NetworkError, paths } from './api';
import { defaultBrand, loadBrand, type Brand } from './brand';
import { renderAgreement } from './agreement';
import { renderDownload } from './download';
import { messages, pickLocale } from './i18n';
import { clientType, readRoute, routeHash } from './query';
import { renderRegister, trackingQuery, type PageContext } from './register';
import { toast } from './ui';

const root = document.getElementById('app') as HTMLElement;
const locale = pickLocale(location.search, navigator.language);
document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
const t = messages(locale);

function deviceId(): string {
  const key = 'kwarta.deviceId';
  let id = localStorage.getItem(key);
  if (!id) {
    const b = crypto.getRandomValues(new Uint8Array(16));
    id = `web-${Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')}`;
    localStorage.setItem(key, id);
  }
  return id;
}

function applyBrand(b: Brand): void {
  const s = document.documentElement.style;
  s.setProperty('--primary', b.primary);
  s.setProperty('--bg', b.background);
  s.setProperty('--text', b.text);
  document.title = b.template?.headline ? `${b.appName}: ${b.template.headline}` : b.appName;
}

let brand: Promise<Brand> | undefined;
let errorShown = false;

async function render(): Promise<void> {
  const route = readRoute(location.search, location.hash);
  // The seed: with neither a link id nor a download id, the visitor goes straight to the download page.
  if (route.path === '/' && !route.query.links_id && !route.query.down_id) {
    location.replace(routeHash('/downloadTemplate', route.query));
    return;
  }
  brand ??= loadBrand(route.query.id).catch((e: unknown) => {
    if (e instanceof NetworkError) toast(t.networkError);
    return defaultBrand;
  });
  const b = await brand;
  applyBrand(b);
  if (b.error && !errorShown) {
    errorShown = true;
    toast(b.error);
  }
  const ctx: PageContext = {
    root, query: route.query, brand: b, t, deviceId: deviceId(),
    go: (hash) => { location.hash = hash; },
  };
  if (route.path === '/downloadTemplate') renderDownload(ctx);
  else if (route.path === '/agreementTemplate') renderAgreement(ctx);
  else renderRegister(ctx);
}

// The visit is tracked once, on entry.
{
  const { query } = readRoute(location.search, location.hash);
  void get(paths.trackVisit, trackingQuery(query, clientType(navigator.userAgent, navigator.maxTouchPoints))).catch(() => undefined);
}
window.addEventListener('hashchange', () => { void render(); });
void render();
