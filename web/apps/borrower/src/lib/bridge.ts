// The native bridge (docs/DESIGN.md): the page posts an action to the app shell.
// iOS: window.webkit.messageHandlers.<action>.postMessage(payload).
// Android: window.KwartaBridge.<action>(json).
// In a plain browser the actions fall back to web navigation, or to a logged
// no-op where a browser has nothing to do.
import { pathOf, paths } from '../config/paths';
import { commonParams, href } from './common-params';
import { navigate as routerNavigate } from './router';

export const ACTIONS = [
  'openPage',
  'openPageWithList',
  'closeWebView',
  'goHome',
  'goMine',
  'offToLogin',
  'callPhone',
  'goRating',
  'trackEvent',
  'startBankFlow',
  'endBankFlow',
] as const;
export type Action = (typeof ACTIONS)[number];

type IOSHandlers = Partial<Record<Action, { postMessage(payload: unknown): void }>>;
type AndroidBridge = Partial<Record<Action, (json: string) => void>>;

declare global {
  interface Window {
    webkit?: { messageHandlers?: IOSHandlers };
    KwartaBridge?: AndroidBridge;
    /** The shell calls KwartaShell.onBack() on its back action; true means the page handled it. */
    KwartaShell?: { onBack(): boolean };
  }
}

export type Platform = 'ios' | 'android' | 'browser';

/** platform tells which shell (if any) hosts the page. */
export function platform(): Platform {
  if (window.webkit?.messageHandlers?.openPage) return 'ios';
  if (window.KwartaBridge) return 'android';
  return 'browser';
}

/** Navigate is how the browser fallback moves: the router's, without a page load; tests replace it. */
export let navigate = (url: string): void => routerNavigate(url);

/** setNavigate replaces how the browser fallback moves (tests). */
export function setNavigate(fn: (url: string) => void): void {
  navigate = fn;
}

/**
 * argQuery reads an openPage argument for the browser: a query string
 * ('productId=1&orderId=86') becomes the page's query, anything else is
 * passed as ?arg=.
 */
function argQuery(arg: string | undefined): Record<string, string> {
  if (!arg) return {};
  if (!arg.includes('=')) return { arg };
  return Object.fromEntries(new URLSearchParams(arg));
}

function browserFallback(action: Action, args: string[]): void {
  switch (action) {
    case 'openPage':
    case 'openPageWithList': {
      const [target, arg] = args;
      const path = target ? pathOf(target) : undefined;
      if (/^https?:\/\//.test(target ?? '')) window.open(target, '_blank', 'noopener');
      else if (path) navigate(href(path, argQuery(arg)));
      else console.info('bridge: no page for', target);
      return;
    }
    case 'goHome':
      // A signed-in borrower's home in a browser is the loans they can
      // apply for; a visitor's is the official site.
      navigate(href(commonParams().sessionId ? paths.recommendList : paths.officialSite));
      return;
    case 'goMine':
      navigate(href(paths.officialSite));
      return;
    case 'offToLogin': {
      const back = window.location.pathname + window.location.search;
      if (window.location.pathname !== paths.login) navigate(`${paths.login}?${new URLSearchParams({ redirect: back })}`);
      return;
    }
    case 'callPhone':
      // The phone's dialer, as a tel: link does; '_self' navigates this page, so no pop-up is blocked.
      if (args[0]) window.open(`tel:${args[0].replace(/[^\d+]/g, '')}`, '_self');
      return;
    case 'closeWebView':
      window.history.back();
      return;
    default:
      console.info('bridge:', action, args);
  }
}

/** call posts an action with its arguments (the app shell expects [''] when there are none). */
export function call(action: Action, ...args: string[]): void {
  const payload = args.length ? args : [''];
  const ios = window.webkit?.messageHandlers?.[action];
  if (ios) {
    ios.postMessage(payload);
    return;
  }
  const android = window.KwartaBridge?.[action];
  if (android) {
    android.call(window.KwartaBridge, JSON.stringify(payload));
    return;
  }
  browserFallback(action, args);
}

export const openPage = (target: string, arg?: string) => call('openPage', ...(arg === undefined ? [target] : [target, arg]));
export const openPageWithList = (target: string, list: string[]) => call('openPageWithList', target, ...list);
export const closeWebView = () => call('closeWebView');
export const goHome = () => call('goHome');
export const goMine = () => call('goMine');
export const offToLogin = () => call('offToLogin');
export const callPhone = (phone: string) => call('callPhone', phone);
export const goRating = () => call('goRating');
export const trackEvent = (name: string, detail: Record<string, string | number> = {}) => call('trackEvent', name, JSON.stringify(detail));
export const startBankFlow = () => call('startBankFlow');
export const endBankFlow = () => call('endBankFlow');

const backHandlers: Array<() => boolean> = [];

/**
 * onShellBack registers what the page does on the shell's back action (the
 * iOS back swipe or the Android back key). The shell calls
 * window.KwartaShell.onBack(); the newest handler returning true keeps the
 * page open, otherwise the shell closes it. Returns the unregister function.
 */
export function onShellBack(handler: () => boolean): () => void {
  backHandlers.push(handler);
  return () => {
    const i = backHandlers.indexOf(handler);
    if (i >= 0) backHandlers.splice(i, 1);
  };
}

window.KwartaShell = {
  onBack() {
    for (let i = backHandlers.length - 1; i >= 0; i--) if (backHandlers[i]()) return true;
    return false;
  },
};
