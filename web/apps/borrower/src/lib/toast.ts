// Toasts with the app's durations: 3 s by default (a custom duration is
// never shorter than 300 ms), 2 s for information and success. One toast at
// a time, a new one replacing the last, as antd-mobile's Toast does; drawn
// with the DOM alone (styles in app/theme.css), so a page that only says
// something does not load antd-mobile's animation and portal code (about
// 20 KB gzip).
export const DEFAULT_MS = 3000;
export const MIN_MS = 300;
export const INFO_MS = 2000;

type Icon = 'success' | 'loading';

let current: { mask: HTMLElement; timer?: number } | undefined;

function close(mask: HTMLElement): void {
  if (current?.mask !== mask) return;
  window.clearTimeout(current.timer);
  mask.remove();
  current = undefined;
}

/** open puts the toast on screen for `duration` ms (0: until the returned function is called). */
function open(content: string, duration: number, icon?: Icon, blocking = false): () => void {
  if (current) close(current.mask);
  const mask = document.createElement('div');
  mask.className = `kw-toast${blocking ? ' kw-toast-blocking' : ''}`;
  const main = document.createElement('div');
  main.className = `kw-toast-main${icon ? ' kw-toast-with-icon' : ''}`;
  main.setAttribute('role', 'status');
  main.setAttribute('aria-live', 'polite');
  if (icon) {
    const mark = document.createElement('span');
    mark.className = `kw-toast-icon kw-toast-${icon}`;
    mark.setAttribute('aria-hidden', 'true');
    main.append(mark);
  }
  const text = document.createElement('span');
  text.textContent = content;
  main.append(text);
  mask.append(main);
  document.body.append(mask);
  current = { mask };
  if (duration > 0) current.timer = window.setTimeout(() => close(mask), duration);
  return () => close(mask);
}

/** show is the plain toast; duration in milliseconds. */
export function show(content: string, duration = DEFAULT_MS): void {
  open(content, Math.max(MIN_MS, duration));
}

/** info is a short notice. */
export function info(content: string): void {
  open(content, INFO_MS);
}

/** success is a short notice with a tick. */
export function success(content: string): void {
  open(content, INFO_MS, 'success');
}

/** loading shows a spinner with text, and keeps taps off the page, until the returned function is called. */
export function loading(content: string): () => void {
  return open(content, 0, 'loading', true);
}
