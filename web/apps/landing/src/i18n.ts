// The landing page's own message table (it cannot load the app's i18n):
// English by default; the original Chinese texts word for word in zh.
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
  loading: 'loading...',
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

/** Picks zh for ?lang=zh or a Chinese browser, English otherwise. */
export function pickLocale(search: string, browserLang: string): 'en' | 'zh' {
  const lang = new URLSearchParams(search).get('lang') ?? browserLang;
  return lang.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

export function messages(locale: 'en' | 'zh'): Messages {
  return locale === 'zh' ? zh : en;
}

/** Fills {name} placeholders. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
}
