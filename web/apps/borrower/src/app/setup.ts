// What every page needs before it first renders, loaded beside the page's
// own chunk (routes.tsx) rather than with the entry, which holds only React
// and the router: the session query read from the page's address, and the
// page's locale for the app's messages and for antd-mobile. (The app uses no
// imperative antd-mobile widget such as Toast.show, whose React 19 set-up
// would cost every page 5 KB gzip: lib/toast.ts draws the toasts.)
import { installAntdLocale } from '../i18n/antd-locale';
import { loadCatalogue } from '../i18n/i18n';
import { refreshCommonParams } from '../lib/common-params';

refreshCommonParams();

/** ready settles once the page's locale is loaded. */
export const ready: Promise<unknown> = Promise.all([loadCatalogue(), installAntdLocale()]);
