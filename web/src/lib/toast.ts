// Toasts with the seeds' durations: 3 s by default (a custom duration is
// never shorter than 300 ms), 2 s for information and success.
import { Toast } from 'antd-mobile';

export const DEFAULT_MS = 3000;
export const MIN_MS = 300;
export const INFO_MS = 2000;

/** show is the plain toast; duration in milliseconds. */
export function show(content: string, duration = DEFAULT_MS): void {
  Toast.show({ content, duration: Math.max(MIN_MS, duration) });
}

/** info is a short notice. */
export function info(content: string): void {
  Toast.show({ content, duration: INFO_MS });
}

/** success is a short notice with a tick. */
export function success(content: string): void {
  Toast.show({ content, icon: 'success', duration: INFO_MS });
}

/** loading shows a spinner with text until the returned function is called. */
export function loading(content: string): () => void {
  const handler = Toast.show({ content, icon: 'loading', duration: 0, maskClickable: false });
  return () => handler.close();
}
