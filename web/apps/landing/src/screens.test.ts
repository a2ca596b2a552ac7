// The landing page's screens in a page (jsdom) over a mocked API: the
// register screen keeps its state across hash routes, a wrong picture code
// on register draws a new picture, and register sends every field.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, getByRole, queryByRole } from '@testing-library/dom';
import { startLanding } from './app';
import { defaultBrand } from './brand';
import { messages } from './i18n';
import { registerScreen, type PageContext } from './register';

type Answer = { code: string; message?: string; data?: unknown };
let answers: Record<string, (body: URLSearchParams) => Answer>;
const calls: Array<{ path: string; query: URLSearchParams; body: URLSearchParams }> = [];

const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
  const url = new URL(input, 'http://localhost');
  const path = url.pathname.replace('/medium', '');
  const body = new URLSearchParams(init?.body ? String(init.body) : '');
  calls.push({ path, query: url.searchParams, body });
  const answer = answers[path]?.(body) ?? { code: '00', message: 'success', data: {} };
  return { json: async () => answer } as Response;
});

const template = {
  name: 'Payday green', headline: 'Cash up to ₱20,000 before payday', subheadline: '', highlights: [], bannerUrl: '',
  primaryColor: '#0a7d5a', backgroundColor: '#eefaf4', textColor: '#11342a', buttonText: 'Apply now', appName: 'Kwarta',
  iosUrl: '', androidUrl: '', appScheme: '', companyName: 'Kwarta Lending Corporation', companyAddress: '', supportEmail: '',
  supportPhone: '', website: '', market: 'ph',
};

let sids = 0;

beforeEach(() => {
  sids = 0;
  calls.length = 0;
  answers = {
    '/api/v2/youmi/service/channel/channel-template': () => ({ code: '00', data: { id: 1, template } }),
    '/api/v2/youmi/promotion/get-sid': () => ({ code: '00', data: { sid: `sid-${++sids}` } }),
    '/api/v2/youmi/promotion/get-sms': () => ({ code: '00', message: 'success', data: { countdown: 60 } }),
  };
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

/** Lets the mocked calls and their awaits finish. */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

function type(root: HTMLElement, name: string, value: string): HTMLInputElement {
  const input = getByRole(root, 'textbox', { name }) as HTMLInputElement;
  fireEvent.input(input, { target: { value } });
  return input;
}

describe('the landing router', () => {
  it('keeps the register screen, its fields, picture and countdown across the agreement, with no timer while away', async () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/landing/?id=1&links_id=L1&user_from=fb&invite_code=INV&UC=7');
    const root = document.createElement('div');
    document.body.append(root);
    const app = startLanding(root);
    await app.render();
    await settle();

    const phone = type(root, 'Mobile number', '+63 917 000 0001'); // pasted with the country code: kept as 09…
    const capcode = type(root, 'Picture code', '0000');
    const picture = getByRole(root, 'button', { name: 'Picture code: tap for a new one' }) as HTMLImageElement;
    const src = picture.getAttribute('src');
    expect(src).toContain('sid=sid-1');
    fireEvent.click(getByRole(root, 'button', { name: 'Get verification code' }));
    await settle();
    expect(getByRole(root, 'button', { name: '60s' })).toBeTruthy();

    // To the agreement, by its link, which carries every landing key.
    const link = getByRole(root, 'link', { name: 'Registration and User Agreement' });
    const agreementHash = link.getAttribute('href') ?? '';
    expect(agreementHash).toBe('#/agreementTemplate?id=1&user_from=fb&links_id=L1&invite_code=INV&UC=7');
    window.history.replaceState(null, '', agreementHash);
    await app.render();
    expect(getByRole(root, 'heading', { name: 'Registration and User Agreement' })).toBeTruthy();
    expect(queryByRole(root, 'textbox', { name: 'Mobile number' })).toBeNull();
    vi.advanceTimersByTime(2500); // the toast goes away
    expect(vi.getTimerCount()).toBe(0); // the hidden countdown does not tick
    vi.advanceTimersByTime(2500);

    // Back, which carries every key too.
    const back = getByRole(root, 'link', { name: /Back/ });
    expect(back.getAttribute('href')).toBe('#/?id=1&user_from=fb&links_id=L1&invite_code=INV&UC=7');
    window.history.replaceState(null, '', back.getAttribute('href'));
    await app.render();
    expect(getByRole(root, 'textbox', { name: 'Mobile number' })).toBe(phone);
    expect(phone.value).toBe('09170000001');
    expect(capcode.value).toBe('0000');
    expect(picture.getAttribute('src')).toBe(src);
    expect(calls.filter((c) => c.path.endsWith('/get-sid'))).toHaveLength(1);
    expect(getByRole(root, 'button', { name: '55s' })).toBeTruthy();
    vi.advanceTimersByTime(1000);
    expect(getByRole(root, 'button', { name: '54s' })).toBeTruthy();
  });
});

describe('the register screen', () => {
  function mount(query: PageContext['query']) {
    const root = document.createElement('div');
    document.body.append(root);
    const ctx: PageContext = {
      root, query, brand: { ...defaultBrand, appName: 'Kwarta' }, t: messages('en'), deviceId: 'web-abc', go: vi.fn(),
    };
    const s = registerScreen(ctx);
    root.append(s.el);
    s.show?.();
    return { root, ctx };
  }

  it('draws a new picture and clears the picture code when register answers -1', async () => {
    answers['/api/v2/youmi/promotion/register'] = () => ({ code: '-1', message: 'The picture code is wrong. Please enter the new one.' });
    const { root, ctx } = mount({ id: '1', links_id: 'L1' });
    await settle();
    const picture = getByRole(root, 'button', { name: 'Picture code: tap for a new one' });
    const before = picture.getAttribute('src');
    type(root, 'Mobile number', '09170000001');
    type(root, 'Picture code', '1111');
    type(root, 'SMS code', '123456');
    fireEvent.click(getByRole(root, 'button', { name: 'Apply now' }));
    await settle();
    expect(picture.getAttribute('src')).not.toBe(before);
    expect(picture.getAttribute('src')).toContain('sid=sid-1');
    expect((getByRole(root, 'textbox', { name: 'Picture code' }) as HTMLInputElement).value).toBe('');
    expect(document.getElementById('toast')?.textContent).toBe('The picture code is wrong. Please enter the new one.');
    expect(ctx.go).not.toHaveBeenCalled();
  });

  it('leaves the picture alone on other failures', async () => {
    answers['/api/v2/youmi/promotion/register'] = () => ({ code: '800006', message: 'wrong verification code' });
    const { root } = mount({ id: '1', links_id: 'L1' });
    await settle();
    const picture = getByRole(root, 'button', { name: 'Picture code: tap for a new one' });
    const before = picture.getAttribute('src');
    type(root, 'Mobile number', '09170000001');
    type(root, 'Picture code', '0000');
    type(root, 'SMS code', '123456');
    fireEvent.click(getByRole(root, 'button', { name: 'Apply now' }));
    await settle();
    expect(picture.getAttribute('src')).toBe(before);
    expect(document.getElementById('toast')?.textContent).toBe('wrong verification code');
  });

  it('registers with the device id, the attribution and UC, then goes to the download page', async () => {
    answers['/api/v2/youmi/promotion/register'] = () => ({ code: '00', message: 'success', data: {} });
    const query = { id: '1', user_from: 'fb', app_from: 'kwarta', utm_tag: 'payday', links_id: 'L1', invite_code: 'INV', UC: '7' };
    const { root, ctx } = mount(query);
    await settle();
    type(root, 'Mobile number', '09170000001');
    type(root, 'Picture code', '0000');
    type(root, 'SMS code', '123456');
    fireEvent.click(getByRole(root, 'button', { name: 'Apply now' }));
    await settle();
    const register = calls.find((c) => c.path.endsWith('/register'));
    expect(Object.fromEntries(register?.body ?? [])).toEqual({
      phone: '09170000001', capcode: '0000', sid: 'sid-1', deviceId: 'web-abc', appName: 'Kwarta', app_from: 'kwarta',
      user_from: 'fb', utm_tag: 'payday', id: '1', merchantNumber: '0', userName: '09170000001', smsCode: '123456',
      invite_code: 'INV', links_id: 'L1', UC: '7',
    });
    expect(document.getElementById('toast')?.textContent).toBe('Registration successful');
    expect(ctx.go).toHaveBeenCalledWith('#/downloadTemplate?app_from=kwarta&user_from=fb&utm_tag=payday&id=1&links_id=L1');
  });

  it('sends the device id with the SMS request', async () => {
    const { root } = mount({ id: '1', links_id: 'L1' });
    await settle();
    type(root, 'Mobile number', '09170000001');
    type(root, 'Picture code', '0000');
    fireEvent.click(getByRole(root, 'button', { name: 'Get verification code' }));
    await settle();
    expect(calls.find((c) => c.path.endsWith('/get-sms'))?.body.get('deviceId')).toBe('web-abc');
  });
});

describe('the device id', () => {
  it('is made once and kept in localStorage', async () => {
    const { deviceId } = await import('./app');
    const id = deviceId();
    expect(id).toMatch(/^web-[0-9a-f]{32}$/);
    expect(localStorage.getItem('kwarta.deviceId')).toBe(id);
    expect(deviceId()).toBe(id);
  });
});

describe('the landing locale', () => {
  async function start(search: string): Promise<HTMLElement> {
    window.history.replaceState(null, '', `/landing/${search}`);
    const root = document.createElement('div');
    document.body.append(root);
    await startLanding(root).render();
    await settle();
    return root;
  }

  it('speaks Filipino with ?lang=fil and sends lang=fil with every call', async () => {
    const root = await start('?id=1&links_id=L1&lang=fil');
    expect(document.documentElement.lang).toBe('fil');
    type(root, 'Mobile number', '09170000001');
    type(root, 'Picture code', '0000');
    fireEvent.click(getByRole(root, 'button', { name: 'Kunin ang code' }));
    await settle();
    expect(getByRole(root, 'link', { name: 'Kasunduan sa Pagrehistro at Paggamit' })).toBeTruthy();
    const sms = calls.find((c) => c.path.endsWith('/get-sms'));
    expect(sms?.query.get('lang')).toBe('fil');
    expect(calls.every((c) => c.query.get('lang') === 'fil')).toBe(true);
  });

  it('is English by default with no lang sent, and takes the market default when the browser speaks none of its locales', async () => {
    await start('?id=1&links_id=L1');
    expect(document.documentElement.lang).toBe('en');
    expect(calls.some((c) => c.query.has('lang'))).toBe(false);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja-JP']);
    answers['/api/v2/youmi/service/channel/channel-template'] = () => ({ code: '00', data: { id: 1, template: { ...template, market: 'cn' } } });
    calls.length = 0;
    const root = await start('?id=1&links_id=L1');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(getByRole(root, 'button', { name: '获取验证码' })).toBeTruthy();
  });
});
