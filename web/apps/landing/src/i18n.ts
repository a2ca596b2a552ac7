// The landing page's own message table (it cannot load the app's i18n):
// English by default, Filipino (fil), and the original Chinese texts word
// for word in zh. Every locale has every key (the type says so;
// web/tests/catalogues.test.ts checks the texts and their placeholders).
const en = {
  // The same keys and texts as the web app's catalogue (web/apps/borrower/src/i18n/messages.ts;
  // web/tests/landing-messages.test.ts holds them to it).
  phoneInvalid: 'Please enter a correct phone number',
  captchaInvalid: 'Please enter the picture code correctly!',
  smsCodeInvalid: 'Please enter the SMS code correctly!',
  noResend: 'Please do not request the code again yet!',
  alreadyRegistered: 'You are already registered. Please download the app and log in!',
  smsSent: 'The verification code has been sent. Please check your phone!',
  registered: 'Registration successful',
  error: 'error',
  loading: 'Loading…',
  getVerificationCode: 'Get verification code',
  mobileNumber: 'Mobile number',
  pictureCode: 'Picture code',
  smsCode: 'SMS code',
  newPictureCode: 'Picture code: tap for a new one',
  // The landing page's own texts.
  apply: 'Apply now',
  agreePrefix: 'By applying you agree to the ',
  agreement: 'Registration and User Agreement',
  back: 'Back',
  downloadTitle: 'Your loan is one step away',
  downloadText: 'Download {app} and log in with the mobile number you registered to finish your application.',
  downloadPhone: 'Registered number: {phone}',
  stepDownload: 'Download the app',
  stepLogin: 'Log in with your mobile number',
  stepCash: 'Complete your profile and get your cash',
  downloadAndroid: 'Download on Google Play',
  downloadIOS: 'Download on the App Store',
  openApp: 'Already have the app? Open it',
  otherAndroid: 'Using Android? Get it on Google Play',
  otherIOS: 'Using an iPhone? Get it on the App Store',
};

export type Messages = typeof en;

const zh: Messages = {
  phoneInvalid: '请正确输入手机号！',
  captchaInvalid: '请正确输入图形验证码！',
  smsCodeInvalid: '请正确输入短信验证码！',
  noResend: '请勿重复发送验证码!',
  alreadyRegistered: '您已注册,请直接下载APP登录！',
  smsSent: '验证码已发送，请在手机上查看！',
  registered: '注册成功',
  error: 'error',
  loading: '加载中...',
  getVerificationCode: '获取验证码',
  mobileNumber: '手机号',
  pictureCode: '图形验证码',
  smsCode: '短信验证码',
  newPictureCode: '图形验证码：点击刷新',
  apply: '立即申请',
  agreePrefix: '申请即表示您同意',
  agreement: '《注册与用户协议》',
  back: '返回',
  downloadTitle: '离借款只差一步',
  downloadText: '下载{app}，用注册的手机号登录，完成申请。',
  downloadPhone: '注册手机号：{phone}',
  stepDownload: '下载APP',
  stepLogin: '用手机号登录',
  stepCash: '完善资料，拿到借款',
  downloadAndroid: '在 Google Play 下载',
  downloadIOS: '在 App Store 下载',
  openApp: '已安装？直接打开APP',
  otherAndroid: '安卓手机？在 Google Play 下载',
  otherIOS: 'iPhone？在 App Store 下载',
};

const fil: Messages = {
  phoneInvalid: 'Pakilagay ang tamang phone number',
  captchaInvalid: 'Pakilagay nang tama ang picture code!',
  smsCodeInvalid: 'Pakilagay nang tama ang SMS code!',
  noResend: 'Huwag munang humingi ulit ng code!',
  alreadyRegistered: 'Nakarehistro ka na. Paki-download ang app at mag-log in!',
  smsSent: 'Naipadala na ang verification code. Pakitingnan ang iyong phone!',
  registered: 'Matagumpay na nakapagrehistro',
  error: 'Nagkaroon ng error',
  loading: 'Naglo-load…',
  getVerificationCode: 'Kunin ang code',
  mobileNumber: 'Mobile number',
  pictureCode: 'Picture code',
  smsCode: 'SMS code',
  newPictureCode: 'Picture code: i-tap para sa bago',
  apply: 'Mag-apply ngayon',
  agreePrefix: 'Sa pag-apply, sumasang-ayon ka sa ',
  agreement: 'Kasunduan sa Pagrehistro at Paggamit',
  back: 'Bumalik',
  downloadTitle: 'Isang hakbang na lang para sa iyong loan',
  downloadText: 'I-download ang {app} at mag-log in gamit ang mobile number na inirehistro mo para matapos ang iyong application.',
  downloadPhone: 'Nakarehistrong numero: {phone}',
  stepDownload: 'I-download ang app',
  stepLogin: 'Mag-log in gamit ang iyong mobile number',
  stepCash: 'Kumpletuhin ang iyong profile at kunin ang iyong pera',
  downloadAndroid: 'I-download sa Google Play',
  downloadIOS: 'I-download sa App Store',
  openApp: 'May app ka na? Buksan ito',
  otherAndroid: 'Android ang gamit mo? Kunin ito sa Google Play',
  otherIOS: 'iPhone ang gamit mo? Kunin ito sa App Store',
};

export const locales = ['en', 'fil', 'zh'] as const;
export type Locale = (typeof locales)[number];

const tables: Record<Locale, Messages> = { en, fil, zh };

/** The market's language when neither the link nor the browser names one the page speaks. */
export const marketLocale: Record<string, Locale> = { ph: 'en', in: 'en', cn: 'zh' };

/** localeOf maps a language tag to a locale of the page: en-PH is en, fil, fil-PH, tl are fil, zh-CN is zh. */
export function localeOf(tag: string | null | undefined): Locale | undefined {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  const l = base === 'tl' ? 'fil' : base;
  return (locales as readonly string[]).includes(l) ? (l as Locale) : undefined;
}

/** A locale and whether the link asked for it (?lang=). */
export interface Choice {
  locale: Locale;
  asked: boolean;
}

/**
 * chooseLocale picks the page's locale as the web app does: the link's
 * ?lang= (en, fil, zh; tl and fil-PH count as fil), else the first of the
 * browser's languages the page speaks, else the market's default (the
 * brand's market, ph when not known yet).
 */
export function chooseLocale(search: string, browser: string | readonly string[], market = 'ph'): Choice {
  const asked = localeOf(new URLSearchParams(search).get('lang'));
  if (asked) return { locale: asked, asked: true };
  for (const tag of typeof browser === 'string' ? [browser] : browser) {
    const l = localeOf(tag);
    if (l) return { locale: l, asked: false };
  }
  return { locale: marketLocale[market] ?? 'en', asked: false };
}

/** pickLocale is chooseLocale's locale. */
export function pickLocale(search: string, browser: string | readonly string[], market?: string): Locale {
  return chooseLocale(search, browser, market).locale;
}

/** htmlLang is the page's <html lang> for a locale. */
export function htmlLang(locale: Locale): string {
  return locale === 'zh' ? 'zh-CN' : locale;
}

export function messages(locale: Locale): Messages {
  return tables[locale] ?? en;
}

/** Fills {name} placeholders. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
}
