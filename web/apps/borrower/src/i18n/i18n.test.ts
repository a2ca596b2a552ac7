import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickLocale, setLocale, t } from './i18n';
import { en } from './messages';
import zh from './messages-zh';
import es from './messages-es';
import id from './messages-id';

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
    for (const cat of [zh, es, id]) for (const k of Object.keys(cat)) expect(en).toHaveProperty(k);
  });
});
