// antd-mobile's own texts (the mask's accessibility label, the picker's
// buttons, ...) in the page's locale: antd-mobile defaults to Chinese.
// setDefaultConfig reaches every antd-mobile widget, in the page's tree and
// in the roots Toast and Dialog render on their own, so no ConfigProvider is
// needed. English (about 1 KB gzip) loads with every page, the others only
// for their locale. antd-mobile has no Filipino: the Filipino page gets its
// English texts.
import { setDefaultConfig } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import { currentLocale } from './i18n';
import type { Locale } from './messages';

type AntdLocale = typeof enUS;

const loaders: Record<Exclude<Locale, 'en' | 'fil'>, () => Promise<{ default: AntdLocale }>> = {
  zh: () => import('antd-mobile/es/locales/zh-CN'),
  es: () => import('antd-mobile/es/locales/es-ES'),
  id: () => import('antd-mobile/es/locales/id-ID'),
};

/** antdLocale loads antd-mobile's locale for one of the app's locales. */
export async function antdLocale(locale: Locale = currentLocale()): Promise<AntdLocale> {
  return locale === 'en' || locale === 'fil' ? enUS : (await loaders[locale]()).default;
}

/** installAntdLocale makes the page's locale antd-mobile's default. */
export async function installAntdLocale(locale: Locale = currentLocale()): Promise<void> {
  setDefaultConfig({ locale: await antdLocale(locale) });
}
