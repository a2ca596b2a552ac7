// t(key, vars) looks a message up in the page's locale. The locale comes
// from the `lang` query parameter (kept for the tab's life) and is English
// otherwise. English loads with every page; another locale's catalogue is
// loaded (loadCatalogue) before the first page renders.
import { en, LOCALES, type Catalogue, type Locale, type MessageKey } from './messages';

const STORAGE_KEY = 'kwarta.lang';
let locale: Locale | undefined;

function isLocale(v: string | null): v is Locale {
  return (LOCALES as readonly string[]).includes(v ?? '');
}

/** pickLocale reads ?lang= (en, zh, es, id; zh-CN counts as zh). */
export function pickLocale(search: string = window.location.search): Locale {
  const asked = new URLSearchParams(search).get('lang')?.toLowerCase().split('-')[0] ?? null;
  if (isLocale(asked)) {
    try {
      sessionStorage.setItem(STORAGE_KEY, asked);
    } catch {
      // memory only
    }
    return asked;
  }
  let kept: string | null = null;
  try {
    kept = sessionStorage.getItem(STORAGE_KEY);
  } catch {
    kept = null;
  }
  return isLocale(kept) ? kept : 'en';
}

/** setLocale switches the catalogue (tests, a language picker). */
export function setLocale(next: Locale): void {
  locale = next;
  document.documentElement.lang = next === 'zh' ? 'zh-CN' : next;
}

export function currentLocale(): Locale {
  if (!locale) setLocale(pickLocale());
  return locale as Locale;
}

const loaded: Partial<Record<Locale, Catalogue>> = { en };
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Catalogue }>> = {
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
