// The app's router: the browser's history and the current location as React
// state, in a few hundred bytes. Every route path is a plain string
// (config/paths.ts), so a route is found by comparing paths, without React
// Router's 13 KB of pattern matching; that keeps the entry, which every page
// waits for, to React and this (docs/PERFORMANCE.md, "Bundle budgets").
import { createContext, useContext, useEffect, useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
}

/** How the current location was reached (React Router's names). */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export type To = string | Partial<Location>;

interface State {
  location: Location;
  type: NavigationType;
}

const read = (type: NavigationType): State => {
  const { pathname, search, hash } = window.location;
  return { location: { pathname, search, hash }, type };
};

const RouterContext = createContext<State | null>(null);

let update: ((s: State) => void) | undefined;

function toURL(to: To): string {
  if (typeof to === 'string') return to;
  const here = window.location;
  return `${to.pathname ?? here.pathname}${to.search ?? ''}${to.hash ?? ''}`;
}

/**
 * navigate moves to another address of this site without a page load:
 * pushed onto the history, or replacing the current entry. Outside a
 * Router it changes the address all the same.
 */
export function navigate(to: To, options: { replace?: boolean } = {}): void {
  const url = toURL(to);
  const before = window.location.pathname;
  if (options.replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  update?.(read(options.replace ? 'REPLACE' : 'PUSH'));
  // A new page starts at its top; a new hash or query on the same page keeps its place.
  if (window.location.pathname !== before) window.scrollTo?.(0, 0);
}

/** Router holds the location for the app below it and follows Back and Forward. */
export function Router({ children }: { children: ReactNode }) {
  const [state, setState] = useState(() => read('POP'));
  useEffect(() => {
    update = setState;
    const onPop = () => setState(read('POP'));
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (update === setState) update = undefined;
    };
  }, []);
  return <RouterContext.Provider value={state}>{children}</RouterContext.Provider>;
}

function useRouter(): State {
  const state = useContext(RouterContext);
  if (!state) throw new Error('router: useLocation outside <Router>');
  return state;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigationType = (): NavigationType => useRouter().type;
export const useNavigate = (): typeof navigate => navigate;

/** routeKey is a path as routes compare it: case and a trailing slash do not matter (the server's 404 agrees). */
export function routeKey(path: string): string {
  const p = path.toLowerCase().replace(/\/+$/, '');
  return p === '' ? '/' : p;
}

/** Link is an anchor that moves within the app (a plain click) or as any link (new tab, modifier keys). */
export function Link({ to, replace, onClick, ...rest }: { to: string; replace?: boolean } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey || rest.target) return;
    e.preventDefault();
    navigate(to, { replace });
  };
  return <a href={to} onClick={follow} {...rest} />;
}
