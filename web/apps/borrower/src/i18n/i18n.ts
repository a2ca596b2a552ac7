// t(key, vars) looks a message up in the page's locale. The locale is, in
// order: the `lang` query parameter (kept for the tab's life), the first of
// the browser's languages (navigator.languages, what it sends as
// Accept-Language) that is one of the app's locales, and the market's
// default, which the server states in the page it serves (<html lang>,
// read before the app sets it). English loads with every page; another
// locale's catalogue is loaded (loadCatalogue) before the first page renders.
import { en, LOCALES, type Catalogue, type Locale, type MessageKey } from './messages';

const STORAGE_KEY = 'kwarta.lang';
let locale: Locale | undefined;
/** asked is true when the locale came from ?lang= (now or earlier in the tab). */
let asked = false;

/** The language of the page as served, before setLocale changes it: the market's default. */
const served = typeof document === 'undefined' ? '' : document.documentElement.lang;

function isLocale(v: string): v is Locale {
  return (LOCALES as readonly string[]).includes(v);
}

/**
 * localeOf maps a language tag to one of the app's locales, or undefined:
 * en-PH is en, fil, fil-PH, tl and tl-PH are fil, zh-CN is zh.
 */
export function localeOf(tag: string | null | undefined): Locale | undefined {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  const l = base === 'tl' ? 'fil' : base;
  return isLocale(l) ? l : undefined;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language ?? ''];
}

interface Choice {
  locale: Locale;
  asked: boolean;
}

function choose(search: string, languages: readonly string[], fallback: string): Choice {
  const fromQuery = localeOf(new URLSearchParams(search).get('lang'));
  if (fromQuery) {
    try {
      sessionStorage.setItem(STORAGE_KEY, fromQuery);
    } catch {
      // memory only
    }
    return { locale: fromQuery, asked: true };
  }
  let kept: string | null = null;
  try {
    kept = sessionStorage.getItem(STORAGE_KEY);
  } catch {
    kept = null;
  }
  const fromTab = localeOf(kept);
  if (fromTab) return { locale: fromTab, asked: true };
  for (const tag of languages) {
    const l = localeOf(tag);
    if (l) return { locale: l, asked: false };
  }
  return { locale: localeOf(fallback) ?? 'en', asked: false };
}

/**
 * pickLocale chooses the page's locale: ?lang= (en, fil, zh, es, id; tl and
 * fil-PH count as fil, zh-CN as zh), kept for the tab; else the first of the
 * browser's languages the app speaks; else the served page's language.
 */
export function pickLocale(
  search: string = window.location.search,
  languages: readonly string[] = browserLanguages(),
  fallback: string = served,
): Locale {
  return choose(search, languages, fallback).locale;
}

/** setLocale switches the catalogue (tests, a language picker); asked: the borrower chose it. */
export function setLocale(next: Locale, chosen = false): void {
  locale = next;
  asked = chosen;
  document.documentElement.lang = next === 'zh' ? 'zh-CN' : next;
}

/**
 * forgetLocale makes the next currentLocale() choose afresh, as on a page's
 * first load: the tests' set-up calls it after each test, since test files
 * share one module graph (web/vitest.config.ts).
 */
export function forgetLocale(): void {
  locale = undefined;
  asked = false;
  document.documentElement.removeAttribute('lang');
}

export function currentLocale(): Locale {
  if (!locale) {
    const c = choose(window.location.search, browserLanguages(), served);
    setLocale(c.locale, c.asked);
  }
  return locale as Locale;
}

/**
 * serverLang is the `lang` every call carries (lib/common-params.ts), so the
 * server's messages are in the page's locale: the locale unless it is
 * English by default, when the server's own choice (Accept-Language, then
 * the market) is the same and nothing is sent.
 */
export function serverLang(): Locale | undefined {
  const l = currentLocale();
  return l !== 'en' || asked ? l : undefined;
}

const loaded: Partial<Record<Locale, Catalogue>> = { en };
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Catalogue }>> = {
  fil: () => import('./messages-fil'),
  zh: () => import('./messages-zh'),
  es: () => import('./messages-es'),
  id: () => import('./messages-id'),
};

/** loadCatalogue fetches a locale's messages once; until then t() answers in English. */
export async function loadCatalogue(l: Locale = currentLocale()): Promise<void> {
  if (l !== 'en' && !loaded[l]) loaded[l] = (await loaders[l]()).default;
}

/** t gives the message in the current locale, with {name} placeholders filled. */
export function t(key: MessageKey, vars: Record<string, string | number> = {}): string {
  const text = loaded[currentLocale()]?.[key] ?? en[key];
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}
