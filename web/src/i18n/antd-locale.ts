// antd-mobile's own texts (the mask's accessibility label, the picker's
// buttons, ...) in the page's locale: antd-mobile defaults to Chinese. The
// four locales are about 1 KB gzip each, so they load with the entry.
import { setDefaultConfig } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import esES from 'antd-mobile/es/locales/es-ES';
import idID from 'antd-mobile/es/locales/id-ID';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { currentLocale } from './i18n';
import type { Locale } from './messages';

const locales = { en: enUS, zh: zhCN, es: esES, id: idID } as const;

/** antdLocale gives antd-mobile's locale for one of the app's locales. */
export function antdLocale(locale: Locale = currentLocale()): typeof enUS {
  return locales[locale] ?? enUS;
}

/**
 * installAntdLocale makes the page's locale antd-mobile's default, for the
 * widgets it renders in roots of their own (Toast, Dialog.alert) where the
 * app's ConfigProvider does not reach.
 */
export function installAntdLocale(locale: Locale = currentLocale()): void {
  setDefaultConfig({ locale: antdLocale(locale) });
}
