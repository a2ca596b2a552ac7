import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ABORTED, callSignal, get, isSuccess, LOGIN_REQUIRED, NETWORK_ERROR, post, upload } from './api-client';
import { setCommonParams } from './common-params';
import * as bridge from './bridge';
import * as toast from './toast';

vi.mock('./toast', () => ({ show: vi.fn(), info: vi.fn(), success: vi.fn(), loading: vi.fn() }));

const fetchMock = vi.fn();

function answer(body: unknown, status = 200) {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

/** The next fetch never answers; it fails as a browser does once its signal aborts. */
function hangUntilAborted() {
  fetchMock.mockImplementationOnce(
    (_url: string, init: RequestInit) =>
      new Promise((_res, rej) => {
        const fail = () => rej(new DOMException('aborted', 'AbortError'));
        if (init.signal?.aborted) fail();
        init.signal?.addEventListener('abort', fail);
      }),
  );
}

function lastRequest(): { url: URL; init: RequestInit } {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url: new URL(url, 'http://x'), init };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setCommonParams({ sessionId: 'demo-a', deviceId: '123', appVersion: '1.0.0' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  fetchMock.mockReset();
});

describe('isSuccess', () => {
  it('accepts what parses as integer 0', () => {
    expect(isSuccess('00')).toBe(true);
    expect(isSuccess('0')).toBe(true);
    expect(isSuccess(0)).toBe(true);
    expect(isSuccess('-1')).toBe(false);
    expect(isSuccess('101')).toBe(false);
    expect(isSuccess(undefined)).toBe(false);
  });
});

describe('post', () => {
  it('sends the payload as a form body and the common params in the query', async () => {
    answer({ code: '00', success: true, message: 'ok', data: { email: 'a@b.c' } });
    const r = await post<{ email: string }>('/v3/x', { type: 1, name: 'Ana Cruz', empty: undefined, none: null });
    const { url, init } = lastRequest();
    expect(url.pathname).toBe('/medium/v3/x');
    expect(url.searchParams.get('sessionId')).toBe('demo-a');
    expect(url.searchParams.get('deviceId')).toBe('123');
    expect(url.searchParams.has('type')).toBe(false);
    expect(init.method).toBe('POST');
    expect(String(init.body)).toBe('type=1&name=Ana+Cruz');
    expect(r).toEqual({ success: true, code: '00', message: 'ok', data: { email: 'a@b.c' }, raw: { code: '00', success: true, message: 'ok', data: { email: 'a@b.c' } } });
    expect(toast.show).not.toHaveBeenCalled();
  });

  it('toasts the message of a failure and still returns the analysed result', async () => {
    answer({ code: '101', success: false, message: 'Wrong picture code', fields: { capcode: 'wrong' } }, 400);
    const r = await post('/v3/x', {});
    expect(r.success).toBe(false);
    expect(r.code).toBe('101');
    expect(r.message).toBe('Wrong picture code');
    expect(r.raw?.fields).toEqual({ capcode: 'wrong' });
    expect(toast.show).toHaveBeenCalledWith('Wrong picture code');
  });

  it('keeps quiet when asked', async () => {
    answer({ code: '100404', success: false, message: 'not found' }, 404);
    const r = await post('/v3/x', {}, { quiet: true });
    expect(r.success).toBe(false);
    expect(toast.show).not.toHaveBeenCalled();
  });

  it('shows the loading text until the answer arrives', async () => {
    const close = vi.fn();
    vi.mocked(toast.loading).mockReturnValueOnce(close);
    let settle: (r: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((res) => (settle = res)));
    const pending = post('/v3/x', {}, { loading: 'loading...' });
    expect(toast.loading).toHaveBeenCalledWith('loading...');
    expect(close).not.toHaveBeenCalled();
    settle(new Response(JSON.stringify({ code: '00', success: true, data: {} })));
    await pending;
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('settles a network failure with the toast "error"', async () => {
    const close = vi.fn();
    vi.mocked(toast.loading).mockReturnValueOnce(close);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const r = await post('/v3/x', {}, { loading: 'loading...' });
    expect(r).toEqual({ success: false, code: NETWORK_ERROR, message: 'error', data: undefined, raw: undefined });
    expect(toast.show).toHaveBeenCalledWith('error');
    expect(close).toHaveBeenCalled();
  });

  it('treats an answer that is not an envelope as a network failure', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    const r = await post('/v3/x');
    expect(r.code).toBe(NETWORK_ERROR);
    expect(toast.show).toHaveBeenCalledWith('error');
  });

  it('gives up after the time-out, toasts "error" and closes the loading toast', async () => {
    vi.useFakeTimers();
    const close = vi.fn();
    vi.mocked(toast.loading).mockReturnValueOnce(close);
    hangUntilAborted();
    let settled = false;
    const pending = post('/v3/x', {}, { timeoutMs: 60_000, loading: 'loading...' }).then((r) => {
      settled = true;
      return r;
    });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const r = await pending;
    expect(r.code).toBe(NETWORK_ERROR);
    expect(toast.show).toHaveBeenCalledWith('error');
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('clears the time-out timer once the answer is in', async () => {
    vi.useFakeTimers();
    answer({ code: '00', success: true, data: {} });
    await post('/v3/x', {}, { timeoutMs: 60_000 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('times out on a web view without AbortSignal.timeout and AbortSignal.any', async () => {
    const statics = AbortSignal as unknown as Record<'timeout' | 'any', unknown>;
    const saved = { timeout: statics.timeout, any: statics.any };
    statics.timeout = undefined;
    statics.any = undefined;
    try {
      vi.useFakeTimers();
      const close = vi.fn();
      vi.mocked(toast.loading).mockReturnValueOnce(close);
      hangUntilAborted();
      const caller = new AbortController();
      let settled = false;
      const pending = post('/v3/x', {}, { timeoutMs: 1000, signal: caller.signal, loading: 'loading...' }).then((r) => {
        settled = true;
        return r;
      });
      await vi.advanceTimersByTimeAsync(999);
      // The call went out with a signal and is still waiting for its answer.
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(lastRequest().init.signal).toBeInstanceOf(AbortSignal);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const r = await pending;
      expect(r.code).toBe(NETWORK_ERROR);
      expect(close).toHaveBeenCalledTimes(1);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      statics.timeout = saved.timeout;
      statics.any = saved.any;
    }
  });

  it('settles quietly when the caller aborts, and closes the loading toast', async () => {
    const close = vi.fn();
    vi.mocked(toast.loading).mockReturnValueOnce(close);
    hangUntilAborted();
    const caller = new AbortController();
    const pending = post('/v3/x', {}, { signal: caller.signal, loading: 'loading...' });
    caller.abort();
    const r = await pending;
    expect(r).toEqual({ success: false, code: ABORTED, message: '', data: undefined, raw: undefined });
    expect(toast.show).not.toHaveBeenCalled();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('does not call at all with a signal that was already aborted', async () => {
    hangUntilAborted();
    const caller = new AbortController();
    caller.abort();
    const r = await get('/v3/x', {}, { signal: caller.signal, timeoutMs: 1000 });
    expect(r.code).toBe(ABORTED);
    expect(toast.show).not.toHaveBeenCalled();
  });

  it('keeps a network failure quiet when asked', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const r = await post('/v3/x', {}, { quiet: true });
    expect(r.code).toBe(NETWORK_ERROR);
    expect(toast.show).not.toHaveBeenCalled();
  });

  it('toasts nothing for a failure without a message', async () => {
    answer({ code: '100500', success: false, message: '' }, 500);
    const r = await post('/v3/x');
    expect(r).toMatchObject({ success: false, code: '100500', message: '' });
    expect(toast.show).not.toHaveBeenCalled();
  });

  it('treats a JSON answer without a code as a network failure', async () => {
    answer({ success: true, data: { x: 1 } });
    const r = await post('/v3/x');
    expect(r.code).toBe(NETWORK_ERROR);
    expect(r.raw).toBeUndefined();
    expect(toast.show).toHaveBeenCalledWith('error');
  });

  it('treats a JSON answer that is not an object as a network failure', async () => {
    answer(null);
    const r = await post('/v3/x');
    expect(r.code).toBe(NETWORK_ERROR);
  });

  it('sends the borrower to sign in when the session is missing', async () => {
    const off = vi.spyOn(bridge, 'offToLogin').mockImplementation(() => {});
    answer({ code: LOGIN_REQUIRED, success: false, message: 'Please log in again' }, 401);
    const r = await post('/v3/personal-center/user-info');
    expect(r.code).toBe(LOGIN_REQUIRED);
    expect(off).toHaveBeenCalledTimes(1);
    expect(toast.show).toHaveBeenCalledWith('Please log in again');
    off.mockRestore();
  });

  it('still sends the borrower to sign in when the call is quiet, without a toast', async () => {
    const off = vi.spyOn(bridge, 'offToLogin').mockImplementation(() => {});
    answer({ code: LOGIN_REQUIRED, success: false, message: 'Please log in again' }, 401);
    const r = await post('/v3/personal-center/user-info', {}, { quiet: true });
    expect(r.code).toBe(LOGIN_REQUIRED);
    expect(off).toHaveBeenCalledTimes(1);
    expect(toast.show).not.toHaveBeenCalled();
    off.mockRestore();
  });
});

describe('callSignal', () => {
  it('gives no signal when there is nothing to abort on', () => {
    expect(callSignal(undefined, undefined).signal).toBeUndefined();
  });

  it('follows the caller and stops listening once released', () => {
    const caller = new AbortController();
    const remove = vi.spyOn(caller.signal, 'removeEventListener');
    const joined = callSignal(caller.signal, undefined);
    expect(joined.signal?.aborted).toBe(false);
    caller.abort();
    expect(joined.signal?.aborted).toBe(true);
    joined.release();
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
  });
});

describe('get', () => {
  it('puts the common params first, then the request params', async () => {
    answer({ code: '00', success: true, data: { sid: 'abc' } });
    const r = await get<{ sid: string }>('/api/v2/youmi/promotion/get-sid', { templateId: 7, skip: undefined });
    const { url, init } = lastRequest();
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect([...url.searchParams.keys()]).toEqual(['sessionId', 'deviceId', 'appVersion', 'templateId']);
    expect(url.searchParams.get('templateId')).toBe('7');
    expect(r.data.sid).toBe('abc');
  });

  it('works without any session', async () => {
    setCommonParams({});
    answer({ code: '00', success: true, data: {} });
    await get('/v3/site/config');
    expect(lastRequest().url.search).toBe('');
  });
});

describe('upload', () => {
  it('sends multipart as given', async () => {
    answer({ code: '00', success: true, data: { url: '/medium/files/a.png' } });
    const form = new FormData();
    form.set('problemImage', new Blob(['x'], { type: 'image/png' }), 'a.png');
    const r = await upload<{ url: string }>('/user-problem/upload-problem-img', form);
    expect(lastRequest().init.body).toBe(form);
    expect(r.data.url).toBe('/medium/files/a.png');
  });
});
