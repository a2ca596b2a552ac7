// The request helper of every borrower call: POST {base}{path}?{common} with a
// form-encoded body, GET {base}{path}?{common}&{params}; an optional loading
// text shows a loading toast until the answer; a non-success answer shows
// its message as a toast; the caller always gets the analysed result.
// Unlike the original app, a network failure toasts 'error' and settles the call,
// and a missing or expired session sends the borrower to sign in. Every call
// settles, so a loading toast always closes, even on web views without
// AbortSignal.timeout (iOS < 16) or AbortSignal.any (iOS < 17.4).
// The wire is the web tree's one client (shared/api/client.ts).
import { createClient, LOGIN_REQUIRED, type Envelope, type Params } from '../../../../shared/api/client';
import { offToLogin } from './bridge';
import { commonQuery } from './common-params';
import * as toast from './toast';

export { LOGIN_REQUIRED, type Envelope, type Params };

export const API_BASE = '/medium';
/** NETWORK_ERROR is the code of a call that got no envelope (or timed out). */
export const NETWORK_ERROR = 'network';
/** ABORTED is the code of a call its caller cancelled: nothing is toasted. */
export const ABORTED = 'aborted';

/** Result is what every call returns, success or not. */
export interface Result<T> {
  success: boolean;
  code: string;
  message: string;
  data: T;
  raw: Envelope<T> | undefined;
}

export interface CallOptions {
  /** Shown in a loading toast until the answer arrives. */
  loading?: string;
  /** Do not toast a failure (the page shows it its own way). */
  quiet?: boolean;
  /** Abort after this many milliseconds (order details: 60 000). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** isSuccess is the shared helper's rule: the code parses as integer 0. */
export function isSuccess(code: unknown): boolean {
  return parseInt(String(code), 10) === 0;
}

/** The borrower app's client: its common parameters first in every query; the empty string is sent, undefined and null are not. */
const client = createClient({
  base: API_BASE,
  credentials: 'same-origin',
  commonQuery,
  keep: (v) => v !== undefined && v !== null,
  headers: () => ({ Accept: 'application/json' }),
});

/** url builds {base}{path}?{common}&{params}. */
export function apiUrl(path: string, params: Params = {}): string {
  return client.url(path, params);
}

/**
 * callSignal joins the caller's signal and the time-out into one signal,
 * with an AbortController and a timer rather than AbortSignal.timeout and
 * AbortSignal.any, which older web views lack. release clears the timer and
 * the listener once the call is over.
 */
export function callSignal(caller: AbortSignal | undefined, timeoutMs: number | undefined): { signal?: AbortSignal; release(): void } {
  if (!caller && !timeoutMs) return { release() {} };
  const controller = new AbortController();
  const abort = () => controller.abort();
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (caller?.aborted) controller.abort();
  else caller?.addEventListener('abort', abort);
  if (timeoutMs) timer = setTimeout(abort, timeoutMs);
  return {
    signal: controller.signal,
    release() {
      clearTimeout(timer);
      caller?.removeEventListener('abort', abort);
    },
  };
}

async function send<T>(method: 'GET' | 'POST', path: string, params: Params, multipart: FormData | undefined, opts: CallOptions): Promise<Result<T>> {
  const close = opts.loading ? toast.loading(opts.loading) : undefined;
  const joined = callSignal(opts.signal, opts.timeoutMs);
  const answer = await client.send(method, path, { params, multipart, signal: joined.signal });
  joined.release();
  close?.();
  const raw = answer.readable ? (answer.body as Envelope<T>) : undefined;
  if (opts.signal?.aborted) {
    return { success: false, code: ABORTED, message: '', data: undefined as T, raw: undefined };
  }
  if (!raw || typeof raw !== 'object' || !('code' in raw)) {
    if (!opts.quiet) toast.show('error');
    return { success: false, code: NETWORK_ERROR, message: 'error', data: undefined as T, raw: undefined };
  }
  const code = String(raw.code);
  const result: Result<T> = { success: isSuccess(code), code, message: raw.message ?? '', data: raw.data as T, raw };
  if (!result.success) {
    if (code === LOGIN_REQUIRED) offToLogin();
    if (!opts.quiet && result.message) toast.show(result.message);
  }
  return result;
}

/** post sends the payload as a form-encoded body. */
export function post<T>(path: string, payload: Params = {}, opts: CallOptions = {}): Promise<Result<T>> {
  return send<T>('POST', path, payload, undefined, opts);
}

/** upload sends a multipart body (complaint evidence). */
export function upload<T>(path: string, form: FormData, opts: CallOptions = {}): Promise<Result<T>> {
  return send<T>('POST', path, {}, form, opts);
}

/** get sends the parameters in the query after the common ones. */
export function get<T>(path: string, params: Params = {}, opts: CallOptions = {}): Promise<Result<T>> {
  return send<T>('GET', path, params, undefined, opts);
}
