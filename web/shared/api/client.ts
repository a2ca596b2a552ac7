// The one API client of the web apps: how a call goes on the wire. Every
// app makes its client here with its own options and reads the answer its
// own way:
// - the borrower app (apps/borrower/src/lib/api-client.ts): /medium, its
//   common parameters first in every query, empty strings sent, a Result
//   for every call, toasts;
// - the console (apps/admin/src/api.ts): /medium/admin/api, the session's
//   CSRF token on every POST, an ApiError thrown for a failure;
// - the landing page (apps/landing/src/api.ts): /medium with no cookies
//   (credentials omit), the envelope as it came.
// GET sends the parameters in the query; POST sends them form-encoded (or a
// multipart body) in the body. The answer is read as JSON whatever the
// HTTP status: every answer of the API is an envelope.

/** LOGIN_REQUIRED is fault.CodeLoginRequired in Go: no session, or it ended. */
export const LOGIN_REQUIRED = '100401';

export type Method = 'GET' | 'POST';
export type ParamValue = string | number | undefined | null;
export type Params = Record<string, ParamValue>;

/** Envelope is the one answer shape of the API. */
export interface Envelope<T> {
  code: string | number;
  success?: boolean;
  message?: string;
  data?: T;
  fields?: Record<string, string> | null;
}

export interface ClientOptions {
  /** Where the calls go: '/medium', or the console's '/medium/admin/api'. */
  base: string;
  /** Cookies: 'same-origin' for the apps with a session, 'omit' for the landing page. */
  credentials: RequestCredentials;
  /** The query every call starts with, before its own parameters (the borrower app's common parameters). */
  commonQuery?: () => URLSearchParams;
  /**
   * Which parameter values are sent. The default leaves out undefined and
   * the empty string (the console, the landing page); the borrower app
   * leaves out undefined and null and sends the empty string.
   */
  keep?: (value: ParamValue) => boolean;
  /** A call's headers (Accept, the console's X-CSRF-Token, the landing page's Content-Type). */
  headers?: (method: Method) => Record<string, string>;
}

/** Answer is what came back: reached is false when fetch failed (no network, or aborted). */
export interface Answer {
  reached: boolean;
  /** The HTTP status; 0 when not reached. */
  status: number;
  /** False when the body was not JSON (or nothing was reached). */
  readable: boolean;
  /** The body, parsed; undefined unless readable. */
  body: unknown;
}

export interface Request {
  /** A GET's query parameters, or a POST's form-encoded body. */
  params?: Params;
  /** A POST's multipart body, sent instead of the parameters (uploads). */
  multipart?: FormData;
  signal?: AbortSignal;
}

export interface Client {
  /** form encodes the parameters the client sends, in their order. */
  form(params: Params): URLSearchParams;
  /** url is base + path + '?' + the common query and the parameters (no '?' when both are empty). */
  url(path: string, params?: Params): string;
  /** send makes the call and reads the answer; it never throws. */
  send(method: Method, path: string, request?: Request): Promise<Answer>;
}

const setOrEmpty = (value: ParamValue) => value !== undefined && value !== '';

export function createClient(options: ClientOptions): Client {
  const keep = options.keep ?? setOrEmpty;
  const form = (params: Params): URLSearchParams => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) {
      if (keep(v)) q.set(k, String(v));
    }
    return q;
  };
  const url = (path: string, params: Params = {}): string => {
    const q = options.commonQuery?.() ?? new URLSearchParams();
    for (const [k, v] of form(params)) q.set(k, v);
    const s = q.toString();
    return `${options.base}${path}${s ? `?${s}` : ''}`;
  };
  const send = async (method: Method, path: string, request: Request = {}): Promise<Answer> => {
    const params = request.params ?? {};
    let res: Response;
    try {
      res = await fetch(method === 'GET' ? url(path, params) : url(path), {
        method,
        headers: options.headers?.(method) ?? {},
        body: method === 'POST' ? (request.multipart ?? form(params)) : undefined,
        credentials: options.credentials,
        signal: request.signal,
      });
    } catch {
      return { reached: false, status: 0, readable: false, body: undefined };
    }
    try {
      return { reached: true, status: res.status, readable: true, body: await res.json() };
    } catch {
      return { reached: true, status: res.status, readable: false, body: undefined };
    }
  };
  return { form, url, send };
}
