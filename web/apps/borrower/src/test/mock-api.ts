// A fetch stand-in for the page tests of every feature: answers each /medium path with
// an envelope and records every call (path, method, parameters).
import { vi } from 'vitest';

export interface Call {
  path: string;
  method: string;
  params: URLSearchParams;
}

type Answer = { code: string; success?: boolean; message?: string; data?: unknown; fields?: Record<string, string> };

export function mockApi(routes: Record<string, Answer | ((params: URLSearchParams) => Answer)>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const path = url.pathname.replace(/^\/medium/, '');
    const params = new URLSearchParams(url.search);
    if (init?.body) for (const [k, v] of new URLSearchParams(String(init.body))) params.set(k, v);
    calls.push({ path, method: init?.method ?? 'GET', params });
    const route = routes[path];
    if (!route) return new Response(JSON.stringify({ code: '100404', success: false, message: 'Not found.' }), { status: 404 });
    const answer = typeof route === 'function' ? route(params) : route;
    return new Response(JSON.stringify({ success: answer.code === '00', message: '', ...answer }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, called: (path: string) => calls.filter((c) => c.path === path) };
}

export const ok = (data: unknown): Answer => ({ code: '00', success: true, message: 'success', data });
