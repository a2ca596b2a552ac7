// The landing page's rules that need no browser: the carried query, the
// phone check, the locale and the countdown.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from './api';
import { countdown } from './countdown';
import { fill, messages, pickLocale } from './i18n';
import { carriedQuery, clientType, maskPhone, readRoute, routeHash, validPhone } from './query';

describe('query', () => {
  it('reads the seed parameters from the page and the hash, the hash winning', () => {
    const r = readRoute('?id=1&user_from=fb&utm_tag=a&links_id=L1&invite_code=INV&UC=7&other=x', '#/agreementTemplate?utm_tag=b');
    expect(r.path).toBe('/agreementTemplate');
    expect(r.query).toEqual({ id: '1', user_from: 'fb', utm_tag: 'b', links_id: 'L1', invite_code: 'INV', UC: '7' });
    expect(readRoute('', '').path).toBe('/');
  });
  it('carries app_from, user_from, utm_tag, id and links_id or down_id', () => {
    expect(carriedQuery({ id: '1', app_from: 'k', user_from: 'fb', utm_tag: 't', links_id: 'L', down_id: 'D', invite_code: 'I' }))
      .toBe('app_from=k&user_from=fb&utm_tag=t&id=1&links_id=L');
    expect(carriedQuery({ id: '2', down_id: 'D' })).toBe('id=2&down_id=D');
    expect(routeHash('/downloadTemplate', {})).toBe('#/downloadTemplate');
  });
  it('checks phones by market', () => {
    expect(validPhone('09171234567')).toBe(true);
    expect(validPhone('0917123456')).toBe(false);
    expect(validPhone('13812345678')).toBe(false);
    expect(validPhone('13812345678', 'cn')).toBe(true);
    expect(validPhone('9876543210', 'in')).toBe(true);
    expect(maskPhone('09170000001')).toBe('0917****001');
  });
  it('tells iOS from Android', () => {
    expect(clientType('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(clientType('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15)', 5)).toBe('ios');
    expect(clientType('Mozilla/5.0 (Linux; Android 13; SM-A145F)')).toBe('android');
  });
});

describe('messages', () => {
  it('is English by default and keeps the seed texts in zh', () => {
    expect(pickLocale('', 'en-PH')).toBe('en');
    expect(pickLocale('?lang=zh', 'en-PH')).toBe('zh');
    expect(pickLocale('', 'zh-CN')).toBe('zh');
    const zh = messages('zh');
    expect([zh.phoneInvalid, zh.captchaInvalid, zh.smsInvalid, zh.noResend, zh.registered, zh.smsSent, zh.registerOK, zh.networkError])
      .toEqual(['请正确输入手机号！', '请正确输入图形验证码！', '请正确输入短信验证码！', '请勿重复发送验证码!', '您已注册,请直接下载APP登录！', '验证码已发送，请在手机上查看！', '注册成功', 'error']);
    expect(messages('en').getCode).toBe('Get verification code');
    expect(fill('Download {app}', { app: 'Kwarta' })).toBe('Download Kwarta');
  });
  it('takes 00 and 0 as success', () => {
    expect(ok({ code: '00', message: '', data: null })).toBe(true);
    expect(ok({ code: '0', message: '', data: null })).toBe(true);
    expect(ok({ code: '101', message: '', data: null })).toBe(false);
  });
});

describe('countdown', () => {
  afterEach(() => { vi.useRealTimers(); });
  it('ticks from 60 each second, then resets', () => {
    vi.useFakeTimers();
    const ticks: number[] = [];
    let done = 0;
    const c = countdown((n) => ticks.push(n), () => { done++; });
    c.start();
    expect(c.running).toBe(true);
    vi.advanceTimersByTime(59_000);
    expect(ticks[0]).toBe(60);
    expect(ticks[ticks.length - 1]).toBe(1);
    expect(ticks).toHaveLength(60);
    expect(done).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(done).toBe(1);
    expect(c.running).toBe(false);
    expect(c.left).toBe(0);
  });
});
