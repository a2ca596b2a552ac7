// The shared client's wire: the address, the parameters each app sends, the
// headers, the body, and what comes back when the network or the body fails.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from './client';

const calls: { url: string; init: RequestInit }[] = [];
function answer(res: () => Response | Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return res();
  }));
}

afterEach(() => {
  calls.length = 0;
  vi.unstubAllGlobals();
});

describe('createClient', () => {
  it('puts the common query first, then the parameters; leaves out undefined and the empty string by default', async () => {
    const client = createClient({ base: '/medium', credentials: 'same-origin', commonQuery: () => new URLSearchParams({ sessionId: 's1' }) });
    expect(client.url('/v3/x', { a: 1, b: '', c: undefined, sessionId: 's2' })).toBe('/medium/v3/x?sessionId=s2&a=1');
    const bare = createClient({ base: '/medium/admin/api', credentials: 'same-origin' });
    expect(bare.url('/orders', { q: '' })).toBe('/medium/admin/api/orders');
  });

  it('keeps what its keep option keeps (the borrower app sends the empty string, not null)', () => {
    const client = createClient({ base: '/medium', credentials: 'same-origin', keep: (v) => v !== undefined && v !== null });
    expect(String(client.form({ a: '', b: null, c: undefined, d: 0 }))).toBe('a=&d=0');
  });

  it('sends a GET with its query and no body, a POST with its form or multipart body and its headers', async () => {
    answer(() => new Response(JSON.stringify({ code: '00', success: true, data: 1 }), { status: 200 }));
    const client = createClient({
      base: '/medium',
      credentials: 'omit',
      headers: (method): Record<string, string> => (method === 'POST' ? { 'X-Test': 'post' } : {}),
    });
    const got = await client.send('GET', '/g', { params: { a: 'x y' } });
    expect(got).toEqual({ reached: true, status: 200, readable: true, body: { code: '00', success: true, data: 1 } });
    expect(calls[0].url).toBe('/medium/g?a=x+y');
    expect(calls[0].init).toMatchObject({ method: 'GET', body: undefined, credentials: 'omit', headers: {} });
    await client.send('POST', '/p', { params: { a: 'x y' } });
    expect(calls[1].url).toBe('/medium/p');
    expect(String(calls[1].init.body)).toBe('a=x+y');
    expect(calls[1].init.headers).toEqual({ 'X-Test': 'post' });
    const form = new FormData();
    form.set('f', 'v');
    await client.send('POST', '/u', { params: { ignored: 1 }, multipart: form });
    expect(calls[2].init.body).toBe(form);
  });

  it('says whether the server was reached and whether its answer was JSON', async () => {
    const client = createClient({ base: '/medium', credentials: 'same-origin' });
    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await client.send('GET', '/x')).toEqual({ reached: false, status: 0, readable: false, body: undefined });
    answer(() => new Response('<html>bad gateway</html>', { status: 502 }));
    expect(await client.send('GET', '/x')).toEqual({ reached: true, status: 502, readable: false, body: undefined });
  });
});
