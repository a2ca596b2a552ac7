import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeOf, pickLocale, serverLang, setLocale, t } from './i18n';
import { commonQuery, setCommonParams } from '../lib/common-params';
import { apiUrl } from '../lib/api-client';
import { en } from './messages';
import zh from './messages-zh';
import es from './messages-es';
import id from './messages-id';
import fil from './messages-fil';

afterEach(() => setLocale('en'));

describe('messages', () => {
  it('speaks English by default', () => {
    expect(pickLocale('')).toBe('en');
    setLocale(pickLocale(''));
    expect(t('phoneInvalid')).toBe('Please enter a correct phone number');
  });

  it('keeps the original Chinese, Spanish and Indonesian texts word for word', () => {
    setLocale('zh');
    expect(t('phoneInvalid')).toBe('请正确输入手机号！');
    expect(t('captchaInvalid')).toBe('请正确输入图形验证码！');
    expect(t('smsCodeInvalid')).toBe('请正确输入短信验证码！');
    expect(t('noResend')).toBe('请勿重复发送验证码!');
    expect(t('smsSent')).toBe('验证码已发送，请在手机上查看！');
    expect(t('registered')).toBe('注册成功');
    expect(t('alreadyRegistered')).toBe('您已注册,请直接下载APP登录！');
    expect(t('selectCardFirst')).toBe('请先选择付款银行卡！');
    expect(t('enterCorrectCode')).toBe('请输入正确的验证码');
    setLocale('id');
    expect(t('chooseStars')).toBe('Silakan pilih');
    setLocale('es');
    expect(t('collectionNotSupported')).toMatch(/^Este pedido/);
  });

  it('answers in English until a locale is loaded, then in that locale', async () => {
    vi.resetModules();
    const fresh = await import('./i18n');
    fresh.setLocale('es');
    expect(fresh.t('cancel')).toBe(en.cancel);
    await fresh.loadCatalogue();
    expect(fresh.t('cancel')).toBe('Cancelar');
  });

  it('falls back to English and fills placeholders', () => {
    setLocale('zh');
    expect(t('countdown', { n: 42 })).toBe('42s');
    expect(t('customerServiceText')).toBe(en.customerServiceText);
  });

  it('reads ?lang= and remembers it for the tab', () => {
    expect(pickLocale('?lang=zh-CN')).toBe('zh');
    expect(pickLocale('')).toBe('zh');
    expect(pickLocale('?lang=xx')).toBe('zh');
    expect(pickLocale('?lang=es')).toBe('es');
  });

  it('has no locale key English lacks', () => {
    for (const cat of [fil, zh, es, id]) for (const k of Object.keys(cat)) expect(en).toHaveProperty(k);
  });

  it('speaks Filipino for ?lang=fil, tl or fil-PH, and sets <html lang>', () => {
    for (const tag of ['fil', 'FIL-PH', 'tl', 'tl-PH', 'fil_PH']) expect(localeOf(tag)).toBe('fil');
    expect(localeOf('en-PH')).toBe('en');
    expect(localeOf('zh-Hans-CN')).toBe('zh');
    expect(localeOf('ja')).toBeUndefined();
    expect(pickLocale('?lang=fil-PH', ['en-US'])).toBe('fil');
    setLocale('fil');
    expect(document.documentElement.lang).toBe('fil');
    expect(t('next')).toBe('Susunod');
    expect(t('cardRepayCodeSent', { phone: '0917***0001' })).toBe('Ilagay ang 6-digit na code na ipinadala namin sa 0917***0001.');
  });

  it('takes ?lang= first, then the tab, then the browser, then the served page', () => {
    expect(pickLocale('', ['ja-JP', 'fil-PH', 'en-US'], 'en')).toBe('fil');
    expect(pickLocale('', ['en-PH', 'fil'], 'en')).toBe('en');
    expect(pickLocale('', ['ja', 'ko'], 'zh-CN')).toBe('zh');
    expect(pickLocale('', ['ja'], '')).toBe('en');
    expect(pickLocale('', [], 'en')).toBe('en');
    // ?lang= wins over the browser and is kept for the tab.
    expect(pickLocale('?lang=en', ['fil-PH'], 'en')).toBe('en');
    expect(pickLocale('', ['fil-PH'], 'en')).toBe('en');
    expect(pickLocale('?lang=tl', ['en-US'], 'en')).toBe('fil');
    expect(pickLocale('?lang=xx', ['zh-CN'], 'en')).toBe('fil');
  });

  it("sends the page's locale to the server unless the page is English by default", () => {
    setCommonParams({ sessionId: 's', deviceId: '1' });
    setLocale('en');
    expect(serverLang()).toBeUndefined();
    expect(commonQuery().toString()).toBe('sessionId=s&deviceId=1');
    expect(apiUrl('/v3/site/config')).toBe('/medium/v3/site/config?sessionId=s&deviceId=1');
    setLocale('fil');
    expect(commonQuery({ orderId: 86 }).toString()).toBe('sessionId=s&deviceId=1&lang=fil&orderId=86');
    expect(apiUrl('/v3/loan-details/loan-details', { productId: 2 })).toBe('/medium/v3/loan-details/loan-details?sessionId=s&deviceId=1&lang=fil&productId=2');
    // English the borrower asked for (?lang=en) is sent too: the browser may ask the server for another.
    setLocale('en', true);
    expect(serverLang()).toBe('en');
    expect(commonQuery().get('lang')).toBe('en');
  });
});
