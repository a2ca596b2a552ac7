// A few DOM helpers so the landing page needs no framework.

type Child = Node | string | null | undefined | false;
type Props = Record<string, string | number | boolean | EventListener | undefined>;

/** Builds an element: props starting with "on" are listeners, the rest attributes. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props: Props = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (v === undefined || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v);
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children) {
    if (c !== null && c !== undefined && c !== false) el.append(c);
  }
  return el;
}

let toastTimer: ReturnType<typeof setTimeout> | undefined;

/** Shows a short message in the middle of the screen, as the app's toasts do. */
export function toast(text: string, ms = 2200): void {
  let el = document.getElementById('toast');
  if (!el) {
    el = h('div', { id: 'toast', class: 'toast', role: 'status', 'aria-live': 'polite' });
    document.body.append(el);
  }
  el.textContent = text;
  el.classList.add('show');
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => el.classList.remove('show'), ms);
}

/** Shows a loading indicator until the returned function is called. */
export function loading(text: string): () => void {
  const el = h('div', { class: 'loading', role: 'status', 'aria-label': text }, h('span', { class: 'spinner' }), text);
  document.body.append(el);
  return () => el.remove();
}
