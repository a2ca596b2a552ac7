import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import LoginPage, { backTo } from './pages/LoginPage';
import * as bridge from '../../lib/bridge';
import * as toast from '../../lib/toast';
import { commonParams, setCommonParams } from '../../lib/common-params';
import { resetSiteConfig } from '../../lib/site-config';
import { setLocale } from '../../i18n/i18n';

const fetchMock = vi.fn();
const navigate = vi.fn();

function envelope(data: unknown, code = '00', message = '') {
  return new Response(JSON.stringify({ code, success: code === '00', message, data }));
}

function route(calls: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (url: string) => {
    const path = new URL(url, 'http://x').pathname.replace('/medium', '');
    const answer = calls[path];
    if (!answer) throw new Error(`unexpected ${path}`);
    return answer();
  });
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  bridge.setNavigate(navigate);
  resetSiteConfig();
  setCommonParams({ deviceId: 'dev-1' });
  window.history.replaceState(null, '', '/login?redirect=%2FloanDetail%3ForderId%3D86%26sessionId%3Dold');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  fetchMock.mockReset();
  navigate.mockReset();
  setLocale('en');
});

function sids() {
  return fetchMock.mock.calls.filter(([u]) => String(u).includes('get-sid')).length;
}

describe('LoginPage', () => {
  it('links the loan terms and the privacy policy it asks the borrower to agree to', async () => {
    route({
      '/v3/site/config': () => envelope({ market: 'ph' }),
      '/api/v2/youmi/promotion/get-sid': () => envelope({ sid: 'sid-1' }),
    });
    render(<LoginPage />);
    const terms = await screen.findByRole('link', { name: 'loan terms' });
    expect(terms.getAttribute('href')).toBe('/loanTerms?deviceId=dev-1');
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacyPolicy?deviceId=dev-1');
    expect(terms.closest('p')?.textContent).toBe(
      'A new number is registered when you sign in. By continuing you agree to our loan terms and privacy policy.',
    );
  });

  it('links the text message settings: sign in first without a session, straight there with one', async () => {
    route({
      '/v3/site/config': () => envelope({ market: 'ph' }),
      '/api/v2/youmi/promotion/get-sid': () => envelope({ sid: 'sid-1' }),
    });
    const { unmount } = render(<LoginPage />);
    const link = await screen.findByRole('link', { name: 'Text message settings' });
    expect(link.getAttribute('href')).toBe('/login?redirect=%2FsmsSettings');
    expect(backTo(new URL(link.getAttribute('href')!, 'http://x').search, 's')).toBe('/smsSettings?sessionId=s&deviceId=dev-1');
    unmount();
    setCommonParams({ sessionId: 'demo-a', deviceId: '123' });
    render(<LoginPage />);
    expect((await screen.findByRole('link', { name: 'Text message settings' })).getAttribute('href')).toBe('/smsSettings?sessionId=demo-a&deviceId=123');
  });

  it('checks every field before calling, then signs in and goes back with the new session', async () => {
    const shown = vi.spyOn(toast, 'show').mockImplementation(() => {});
    let sids = 0;
    route({
      '/v3/site/config': () => envelope({ market: 'ph' }),
      '/api/v2/youmi/promotion/get-sid': () => envelope({ sid: `sid-${++sids}` }),
      '/v3/auth/sms-code': () => envelope({ sent: true }),
      '/v3/auth/sms-login': () => envelope({ userId: 7, sessionId: 'new-session', newBorrower: false }),
    });
    render(<LoginPage />);
    await screen.findByAltText('Picture code');

    fireEvent.click(screen.getByRole('button', { name: 'Get verification code' }));
    expect(shown).toHaveBeenLastCalledWith('Please enter a correct phone number');
    type('Mobile number', '0917-000-0001 extra');
    // The shared phone input: digits only, at most 11, shown 3-4-4; the call gets the digits.
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('091 7000 0001');
    fireEvent.click(screen.getByRole('button', { name: 'Get verification code' }));
    expect(shown).toHaveBeenLastCalledWith('Please enter the picture code correctly!');
    type('Picture code', '000012');
    expect((screen.getByLabelText('Picture code') as HTMLInputElement).value).toBe('0000');

    fireEvent.click(screen.getByRole('button', { name: 'Get verification code' }));
    await screen.findByRole('button', { name: '60s' });
    expect(shown).toHaveBeenLastCalledWith('The verification code has been sent. Please check your phone!');
    fireEvent.click(screen.getByRole('button', { name: '60s' }));
    expect(shown).toHaveBeenLastCalledWith('Please do not request the code again yet!');

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(shown).toHaveBeenLastCalledWith('Please enter the SMS code correctly!');
    type('SMS code', '1234567');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/loanDetail?orderId=86&sessionId=new-session&deviceId=dev-1'));
    expect(commonParams().sessionId).toBe('new-session');
    const login = fetchMock.mock.calls.find(([u]) => String(u).includes('sms-login')) as [string, RequestInit];
    expect(String(login[1].body)).toBe('phone=09170000001&capcode=0000&sid=sid-1&smsCode=123456&deviceId=dev-1');
    expect(new URL(login[0], 'http://x').searchParams.get('deviceId')).toBe('dev-1');
  });

  it('makes, keeps and sends a device id when the page has none', async () => {
    vi.spyOn(toast, 'show').mockImplementation(() => {});
    setCommonParams({});
    route({
      '/v3/site/config': () => envelope({ market: 'ph' }),
      '/api/v2/youmi/promotion/get-sid': () => envelope({ sid: 'sid' }),
      '/v3/auth/sms-code': () => envelope({ sent: true }),
    });
    render(<LoginPage />);
    await screen.findByAltText('Picture code');
    type('Mobile number', '09170000002');
    type('Picture code', '0000');
    fireEvent.click(screen.getByRole('button', { name: 'Get verification code' }));
    await screen.findByRole('button', { name: '60s' });
    const kept = localStorage.getItem('kwarta.deviceId');
    expect(kept).toMatch(/^web-[0-9a-f]{32}$/);
    const send = fetchMock.mock.calls.find(([u]) => String(u).includes('sms-code')) as [string, RequestInit];
    expect(new URLSearchParams(String(send[1].body)).get('deviceId')).toBe(kept);
    expect(new URL(send[0], 'http://x').searchParams.get('deviceId')).toBe(kept);
  });

  it('draws a new picture only for a correct phone number', async () => {
    const shown = vi.spyOn(toast, 'show').mockImplementation(() => {});
    let n = 0;
    route({
      '/v3/site/config': () => envelope({ market: 'ph' }),
      '/api/v2/youmi/promotion/get-sid': () => envelope({ sid: `sid-${++n}` }),
    });
    render(<LoginPage />);
    await screen.findByAltText('Picture code');
    const tap = () => fireEvent.click(screen.getByRole('button', { name: 'Picture code: tap for a new one' }));
    tap();
    expect(shown).toHaveBeenLastCalledWith('Please enter a correct phone number');
    type('Mobile number', '0917123');
    tap();
    expect(shown).toHaveBeenCalledTimes(2);
    expect(sids()).toBe(1);
    type('Mobile number', '09171234567');
    tap();
    await waitFor(() => expect(screen.getByAltText('Picture code').getAttribute('src')).toContain('sid=sid-2'));
    expect(shown).toHaveBeenCalledTimes(2);
  });

  it('speaks Chinese with the original texts in the zh locale', async () => {
    const shown = vi.spyOn(toast, 'show').mockImplementation(() => {});
    setLocale('zh');
    route({
      '/v3/site/config': () => envelope({ market: 'ph' }),
      '/api/v2/youmi/promotion/get-sid': () => envelope({ sid: 'sid' }),
    });
    render(<LoginPage />);
    await screen.findByAltText('图形验证码');
    expect(screen.getByRole('heading', { name: '登录' })).toBeTruthy();
    expect(screen.getByLabelText('手机号')).toBeTruthy();
    expect(screen.getByLabelText('短信验证码')).toBeTruthy();
    expect(screen.getByText('请使用手机号登录以继续。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(shown).toHaveBeenLastCalledWith('请正确输入手机号！');
    fireEvent.click(screen.getByRole('button', { name: '图形验证码：点击刷新' }));
    expect(shown).toHaveBeenLastCalledWith('请正确输入手机号！');
    type('手机号', '09171234567');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(shown).toHaveBeenLastCalledWith('请正确输入图形验证码！');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(shown).toHaveBeenLastCalledWith('请正确输入图形验证码！');
  });

  it('gets a new picture after a wrong picture code', async () => {
    vi.spyOn(toast, 'show').mockImplementation(() => {});
    let sids = 0;
    route({
      '/v3/site/config': () => envelope({ market: 'ph' }),
      '/api/v2/youmi/promotion/get-sid': () => envelope({ sid: `sid-${++sids}` }),
      '/v3/auth/sms-code': () => envelope(undefined, '101', 'Wrong picture code'),
    });
    render(<LoginPage />);
    const img = await screen.findByAltText('Picture code');
    expect(img.getAttribute('src')).toContain('sid=sid-1');
    type('Mobile number', '09170000001');
    type('Picture code', '9999');
    fireEvent.click(screen.getByRole('button', { name: 'Get verification code' }));
    await waitFor(() => expect(screen.getByAltText('Picture code').getAttribute('src')).toContain('sid=sid-2'));
    expect((screen.getByLabelText('Picture code') as HTMLInputElement).value).toBe('');
  });

  it('counts down each second back to the idle text', async () => {
    vi.spyOn(toast, 'show').mockImplementation(() => {});
    route({
      '/v3/site/config': () => envelope({ market: 'ph' }),
      '/api/v2/youmi/promotion/get-sid': () => envelope({ sid: 'sid' }),
      '/v3/auth/sms-code': () => envelope({ sent: true }),
    });
    render(<LoginPage />);
    await screen.findByAltText('Picture code');
    type('Mobile number', '09170000001');
    type('Picture code', '0000');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Get verification code' }));
    await screen.findByRole('button', { name: '60s' });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '59s' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(59000));
    expect(screen.getByRole('button', { name: 'Get verification code' })).toBeTruthy();
  });
});

describe('backTo', () => {
  it('stays on this site', () => {
    expect(backTo('?redirect=https%3A%2F%2Fevil.example%2F', 's')).toBe('/?sessionId=s&deviceId=dev-1');
    expect(backTo('?redirect=%2F%2Fevil.example', 's')).toBe('/?sessionId=s&deviceId=dev-1');
    expect(backTo('', 's')).toBe('/?sessionId=s&deviceId=dev-1');
  });
});
