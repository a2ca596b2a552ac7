// antd-mobile's overlays (Dialog, Popup, the pickers, the image viewer, the
// number keyboard), loaded when first opened instead of with the page. They
// animate with react-spring and follow gestures with use-gesture, about
// 25 KB gzip that a page does not need until the borrower opens one, and
// most pages open none on load (docs/PERFORMANCE.md, "Bundle budgets").
// Each takes the same props as antd-mobile's; until it is first visible it
// renders nothing, and a while after the page loads its code is fetched
// anyway, so that opening it does not wait for the network. A page that may
// open one with its first data (order details' prompts) calls its preload()
// when it mounts, so the code arrives with the data.
import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps, type ComponentType } from 'react';
import type { CascadePicker as AntdCascadePicker, Dialog as AntdDialog, ImageViewer, NumberKeyboard as AntdNumberKeyboard, Picker as AntdPicker, Popup as AntdPopup } from 'antd-mobile';

/** How long after a page shows the overlays it holds are fetched. */
const WARM_MS = 1500;

/** The loaders of every overlay, for warmOverlays. */
const loaders: Array<() => Promise<unknown>> = [];

/** deferred makes the stand-in of one overlay, whose props are Props. */
function deferred<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  type P = Props & { visible?: boolean };
  let loaded: ComponentType<P> | undefined;
  const fetch = () =>
    load().then((m) => {
      loaded = m.default as ComponentType<P>;
      return m;
    });
  loaders.push(fetch);
  const Lazy = lazy(fetch) as unknown as ComponentType<P>;
  function Deferred(props: P) {
    const [used, setUsed] = useState(Boolean(props.visible));
    if (props.visible && !used) setUsed(true);
    // Once shown, an overlay keeps its component (the loaded one, or the lazy
    // one while loading), so it is never mounted twice.
    const impl = useRef<ComponentType<P>>(undefined);
    if (used && !impl.current) impl.current = loaded ?? Lazy;
    useEffect(() => {
      const timer = window.setTimeout(() => void fetch(), WARM_MS);
      return () => window.clearTimeout(timer);
    }, []);
    const Impl = impl.current;
    if (!Impl) return null;
    return (
      <Suspense fallback={null}>
        <Impl {...props} />
      </Suspense>
    );
  }
  /** preload fetches the overlay's code now: for a page that may open it as soon as its data arrives. */
  Deferred.preload = (): void => void fetch();
  return Deferred;
}

/** warmOverlays loads every overlay now (tests, which open them at once). */
export async function warmOverlays(): Promise<void> {
  await Promise.all(loaders.map((l) => l()));
}

export const Dialog = deferred<ComponentProps<typeof AntdDialog>>(() => import('./dialog'));
export const Popup = deferred<ComponentProps<typeof AntdPopup>>(() => import('./popup'));
export const Picker = deferred<ComponentProps<typeof AntdPicker>>(() => import('./picker'));
export const CascadePicker = deferred<ComponentProps<typeof AntdCascadePicker>>(() => import('./cascade-picker'));
export const NumberKeyboard = deferred<ComponentProps<typeof AntdNumberKeyboard>>(() => import('./number-keyboard'));
export const ImageViewerMulti = deferred<ComponentProps<typeof ImageViewer.Multi>>(() => import('./image-viewer'));
