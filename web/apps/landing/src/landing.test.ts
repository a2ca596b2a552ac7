// The landing page's rules that need no page: the carried query, the
// phone check, the locale, the countdown and the app-or-store hand-off.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agreementText } from './agreement';
import { captchaUrl, ok } from './api';
import { defaultBrand } from './brand';
import { countdown } from './countdown';
import { openAppOrStore, schemeWaitMs } from './download';
import { chooseLocale, fill, htmlLang, messages, pickLocale } from './i18n';
import { carriedQuery, cleanValue, clientType, fullQuery, maskPhone, readRoute, routeHash, validPhone } from './query';

describe('query', () => {
  it('reads the landing parameters from the page and the hash, the hash winning', () => {
    const r = readRoute('?id=1&user_from=fb&utm_tag=a&links_id=L1&invite_code=INV&UC=7&other=x', '#/agreementTemplate?utm_tag=b');
    expect(r.path).toBe('/agreementTemplate');
    expect(r.query).toEqual({ id: '1', user_from: 'fb', utm_tag: 'b', links_id: 'L1', invite_code: 'INV', UC: '7' });
    expect(readRoute('', '').path).toBe('/');
  });
  it('carries app_from, user_from, utm_tag, id and links_id or down_id to the download page', () => {
    const q = { id: '1', app_from: 'k', user_from: 'fb', utm_tag: 't', links_id: 'L', down_id: 'D', invite_code: 'I', UC: 'U' };
    expect(carriedQuery(q)).toBe('app_from=k&user_from=fb&utm_tag=t&id=1&links_id=L');
    expect(routeHash('/downloadTemplate', q)).toBe('#/downloadTemplate?app_from=k&user_from=fb&utm_tag=t&id=1&links_id=L');
    expect(carriedQuery({ id: '2', down_id: 'D' })).toBe('id=2&down_id=D');
    expect(routeHash('/downloadTemplate', {})).toBe('#/downloadTemplate');
  });
  it('carries every landing key to the agreement and back, so no attribution is lost', () => {
    const q = { id: '1', app_from: 'k', user_from: 'fb', utm_tag: 't', links_id: 'L', down_id: 'D', invite_code: 'I', UC: 'U' };
    const all = 'id=1&user_from=fb&app_from=k&utm_tag=t&links_id=L&down_id=D&invite_code=I&UC=U';
    expect(fullQuery(q)).toBe(all);
    expect(routeHash('/agreementTemplate', q)).toBe(`#/agreementTemplate?${all}`);
    expect(routeHash('/', q)).toBe(`#/?${all}`);
    // A visitor whose query was only in the hash goes to the agreement and back with everything.
    const start = readRoute('', `#/?${all}`).query;
    const agreement = readRoute('', routeHash('/agreementTemplate', start));
    expect(agreement.path).toBe('/agreementTemplate');
    const back = readRoute('', routeHash('/', agreement.query));
    expect(back).toEqual({ path: '/', query: q });
  });
  it('cuts tracking values to the server limits and drops an id that is not a number', () => {
    const long = 'x'.repeat(300);
    const r = readRoute(`?id=12abc&user_from=${long}&app_from=${long}&utm_tag=${long}&links_id=${long}&down_id=${long}&invite_code=${long}&UC=${long}`, '');
    expect(r.query.id).toBeUndefined();
    for (const k of ['user_from', 'app_from', 'links_id', 'down_id', 'invite_code', 'UC'] as const) expect(r.query[k]).toHaveLength(64);
    expect(r.query.utm_tag).toHaveLength(128);
    expect(cleanValue('id', ' 42 ')).toBe('42');
    expect(cleanValue('id', '1'.repeat(19))).toBeUndefined();
    expect(cleanValue('id', '-1')).toBeUndefined();
    expect(cleanValue('user_from', '   ')).toBeUndefined();
    // Counted as the server counts, by characters: an emoji is never split in two.
    const emoji = cleanValue('UC', '😀'.repeat(70)) ?? '';
    expect(Array.from(emoji)).toHaveLength(64);
    expect(emoji).toBe('😀'.repeat(64));
  });
  it('checks phones by market', () => {
    expect(validPhone('09171234567')).toBe(true);
    expect(validPhone('0917123456')).toBe(false);
    expect(validPhone('13812345678')).toBe(false);
    expect(validPhone('13812345678', 'cn')).toBe(true);
    expect(validPhone('9876543210', 'in')).toBe(true);
    expect(maskPhone('09170000001')).toBe('0917***0001');
  });
  it('tells iOS from Android', () => {
    expect(clientType('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(clientType('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15)', 5)).toBe('ios');
    expect(clientType('Mozilla/5.0 (Linux; Android 13; SM-A145F)')).toBe('android');
  });
});

describe('messages', () => {
  it('is English by default and keeps the original texts in zh', () => {
    expect(pickLocale('', 'en-PH')).toBe('en');
    expect(pickLocale('?lang=zh', 'en-PH')).toBe('zh');
    expect(pickLocale('', 'zh-CN')).toBe('zh');
    const zh = messages('zh');
    expect([zh.phoneInvalid, zh.captchaInvalid, zh.smsCodeInvalid, zh.noResend, zh.alreadyRegistered, zh.smsSent, zh.registered, zh.error])
      .toEqual(['请正确输入手机号！', '请正确输入图形验证码！', '请正确输入短信验证码！', '请勿重复发送验证码!', '您已注册,请直接下载APP登录！', '验证码已发送，请在手机上查看！', '注册成功', 'error']);
    expect(messages('en').getVerificationCode).toBe('Get verification code');
    expect(fill('Download {app}', { app: 'Kwarta' })).toBe('Download Kwarta');
  });
  it('speaks Filipino for ?lang=fil or tl or a Filipino browser, else the market default', () => {
    expect(pickLocale('?lang=fil', 'en-PH')).toBe('fil');
    expect(pickLocale('?lang=tl', ['en-US'])).toBe('fil');
    expect(pickLocale('?lang=fil-PH', ['zh-CN'])).toBe('fil');
    expect(pickLocale('', ['ja', 'fil-PH', 'en'])).toBe('fil');
    expect(pickLocale('', ['en-PH', 'fil'])).toBe('en');
    expect(pickLocale('', ['ja'], 'cn')).toBe('zh');
    expect(pickLocale('', ['ja'], 'ph')).toBe('en');
    expect(pickLocale('', [], 'somewhere')).toBe('en');
    expect(chooseLocale('?lang=en', ['fil'])).toEqual({ locale: 'en', asked: true });
    expect(chooseLocale('', ['fil'])).toEqual({ locale: 'fil', asked: false });
    expect(htmlLang('fil')).toBe('fil');
    expect(htmlLang('zh')).toBe('zh-CN');
    expect(messages('fil').apply).toBe('Mag-apply ngayon');
    expect(fill(messages('fil').downloadText, { app: 'Kwarta' })).toMatch(/^I-download ang Kwarta /);
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

describe('countdown while its screen is hidden', () => {
  afterEach(() => { vi.useRealTimers(); });
  it('runs no timer while paused and resumes from its deadline', () => {
    vi.useFakeTimers();
    const ticks: number[] = [];
    let idle = 0;
    const c = countdown((n) => ticks.push(n), () => { idle++; });
    c.start();
    vi.advanceTimersByTime(10_000);
    expect(ticks[ticks.length - 1]).toBe(50);
    c.pause();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(20_000);
    expect(ticks[ticks.length - 1]).toBe(50);
    expect(c.running).toBe(true);
    expect(c.left).toBe(30);
    c.resume();
    expect(ticks[ticks.length - 1]).toBe(30);
    vi.advanceTimersByTime(1000);
    expect(ticks[ticks.length - 1]).toBe(29);
    c.pause();
    vi.advanceTimersByTime(60_000);
    c.resume();
    expect(idle).toBe(1);
    expect(c.running).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
  it('goes idle on stop', () => {
    let idle = 0;
    const c = countdown(() => {}, () => { idle++; });
    c.start();
    c.stop();
    expect(idle).toBe(1);
    expect(c.running).toBe(false);
  });
});

describe('captchaUrl', () => {
  it('asks for a new picture on every call, even within one millisecond', () => {
    const a = new URL(captchaUrl('s1', 1000), 'http://x');
    const b = new URL(captchaUrl('s1', 1000), 'http://x');
    expect(a.pathname).toBe('/medium/api/v2/youmi/promotion/get-captcha');
    expect(a.searchParams.get('sid')).toBe('s1');
    expect(a.search).not.toBe(b.search);
  });
});

describe('openAppOrStore', () => {
  afterEach(() => { vi.useRealTimers(); });

  function fakeWindow() {
    const listeners: Array<() => void> = [];
    const win = {
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
      clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
      document: { hidden: false, addEventListener: (_: string, fn: () => void) => listeners.push(fn) },
      location: { href: 'https://kwarta.ph/landing/' },
    };
    return { win, hide() { win.document.hidden = true; listeners.forEach((fn) => fn()); } };
  }

  it('tries the app first, then the store once the wait is over', () => {
    vi.useFakeTimers();
    const { win } = fakeWindow();
    openAppOrStore('kwarta://', 'https://apps.apple.com/app/kwarta', win as unknown as Window);
    expect(win.location.href).toBe('kwarta://open');
    vi.advanceTimersByTime(schemeWaitMs - 1);
    expect(win.location.href).toBe('kwarta://open');
    vi.advanceTimersByTime(1);
    expect(win.location.href).toBe('https://apps.apple.com/app/kwarta');
  });

  it('stays with the app when it opened (the page was hidden)', () => {
    vi.useFakeTimers();
    const { win, hide } = fakeWindow();
    openAppOrStore('kwarta://', 'https://apps.apple.com/app/kwarta', win as unknown as Window);
    hide();
    vi.advanceTimersByTime(schemeWaitMs * 2);
    expect(win.location.href).toBe('kwarta://open');
  });

  it('goes straight to the store without a scheme', () => {
    const { win } = fakeWindow();
    openAppOrStore('', 'https://play.google.com/store/apps/details?id=ph.kwarta', win as unknown as Window);
    expect(win.location.href).toBe('https://play.google.com/store/apps/details?id=ph.kwarta');
  });
});

describe('the agreement', () => {
  const text = (market: string) => agreementText({ ...defaultBrand, market }).flatMap(([h, ps]) => [h, ...ps]).join(' ');
  it('names the nationality and the law of the market, the Philippines by default', () => {
    expect(text('ph')).toContain('You must be a Filipino citizen, over 18 years of age');
    expect(text('ph')).toContain('Data Privacy Act of 2012 (Republic Act No. 10173)');
    expect(text('ph')).toContain('governed by the laws of the Republic of the Philippines');
    expect(text('in')).toContain('You must be an Indian citizen, over 18 years of age');
    expect(text('in')).toContain('Digital Personal Data Protection Act, 2023');
    expect(text('in')).toContain('governed by the laws of India');
    expect(text('in')).not.toMatch(/Filipino|Philippines|Data Privacy Act/);
    expect(text('')).toContain('a Filipino citizen');
  });
});
