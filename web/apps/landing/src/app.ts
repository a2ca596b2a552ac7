// The promotion landing page: a tiny hash router over three screens,
// register (#/), download (#/downloadTemplate) and agreement (#/agreementTemplate).
// The register screen is built once and kept, so leaving it for the
// agreement and coming back loses nothing the visitor typed.
import { get, NetworkError, paths, setApiLang } from './api';
import { defaultBrand, loadBrand, type Brand } from './brand';
import { agreementScreen } from './agreement';
import { downloadScreen } from './download';
import { chooseLocale, htmlLang, messages, type Messages } from './i18n';
import { clientType, readRoute, routeHash } from './query';
import { registerScreen, trackingQuery, type PageContext, type Screen } from './register';
import { toast } from './ui';

const deviceKey = 'kwarta.deviceId';
let memoryDeviceId = '';

/** The visitor's device id: kept in localStorage, or for this page view when storage is refused. */
export function deviceId(): string {
  let id = '';
  try {
    id = localStorage.getItem(deviceKey) ?? '';
  } catch {
    id = memoryDeviceId;
  }
  if (id) return id;
  const b = crypto.getRandomValues(new Uint8Array(16));
  id = `web-${Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')}`;
  memoryDeviceId = id;
  try {
    localStorage.setItem(deviceKey, id);
  } catch {
    // private browsing: the id lives as long as the page
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

export interface Landing {
  /** Shows the screen of the current hash; resolves once it is on the page. */
  render(): Promise<void>;
}

/** Starts the landing page in root: tracks the visit and follows the hash. */
export function startLanding(root: HTMLElement): Landing {
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  // The locale from the link or the browser; the market's default once the
  // brand (which names the market) has loaded, before any screen is drawn.
  let t: Messages = messages('en');
  let chosen = false;
  const applyLocale = (market?: string) => {
    const c = chooseLocale(location.search, languages, market);
    document.documentElement.lang = htmlLang(c.locale);
    setApiLang(c.locale !== 'en' || c.asked ? c.locale : undefined);
    t = messages(c.locale);
  };
  applyLocale();
  let brand: Promise<Brand> | undefined;
  let errorShown = false;
  let register: Screen | undefined;
  let current: Screen | undefined;
  let renders = 0;

  async function render(): Promise<void> {
    const round = ++renders;
    const route = readRoute(location.search, location.hash);
    // With neither a link id nor a download id, the visitor goes straight to the download page.
    if (route.path === '/' && !route.query.links_id && !route.query.down_id) {
      location.replace(routeHash('/downloadTemplate', route.query));
      return;
    }
    brand ??= loadBrand(route.query.id).catch((e: unknown) => {
      if (e instanceof NetworkError) toast(t.error);
      return defaultBrand;
    });
    const b = await brand;
    if (round !== renders) return; // a newer hash change is being shown
    if (!chosen) {
      chosen = true;
      applyLocale(b.market);
    }
    applyBrand(b);
    if (b.error && !errorShown) {
      errorShown = true;
      toast(b.error);
    }
    const ctx: PageContext = {
      root, query: route.query, brand: b, t, deviceId: deviceId(),
      go: (hash) => { location.hash = hash; },
    };
    let next: Screen;
    if (route.path === '/downloadTemplate') next = downloadScreen(ctx);
    else if (route.path === '/agreementTemplate') next = agreementScreen(ctx);
    else next = register ??= registerScreen(ctx);
    if (next === current) return;
    current?.hide?.();
    root.replaceChildren(next.el);
    current = next;
    next.show?.();
  }

  // The visit is tracked once, on entry.
  const { query } = readRoute(location.search, location.hash);
  void get(paths.trackVisit, trackingQuery(query, clientType(navigator.userAgent, navigator.maxTouchPoints))).catch(() => undefined);
  window.addEventListener('hashchange', () => { void render(); });
  void render();
  return { render };
}
