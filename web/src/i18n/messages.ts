// The message catalogue. English is the default; the seeds' Chinese,
// Spanish and Indonesian texts are kept word for word in their locales, and
// a locale without a message falls back to English.
export const en = {
  error: 'error',
  loading: 'loading...',
  copySuccess: 'copy success',
  // Customer service (seed 000 section 2).
  customerServiceTitle: 'Customer service',
  customerServiceText: "Whether it's about loan terms or app glitches, contact us anytime and we'll assist.",
  telephone: 'Telephone',
  email: 'E-Mail',
  // Official site contact form.
  completeInformation: 'Please provide complete information!',
  // Complaints.
  uploadSucceeded: 'Upload succeeded!',
  scoreThanks: 'Successful demonstration！',
  fillComments: 'Please fill in your comments and suggestions',
  collectionNotSupported: 'This order does not support complaints of the collection type.',
  // Legacy card repayment.
  selectCardFirst: 'Please select the paying bank card first!',
  enterCorrectCode: 'Please enter the correct verification code',
  wrongVerificationCode: 'wrong verification code',
  noDoublePayment: 'do not submit the payment twice',
  // Registration and sign-in (seed 001 sections 4, 5, 8).
  getVerificationCode: 'Get verification code',
  countdown: '{n}s',
  phoneInvalid: 'Please enter a valid mobile number!',
  captchaInvalid: 'Please enter the picture code correctly!',
  smsCodeInvalid: 'Please enter the SMS code correctly!',
  noResend: 'Please do not request the code again yet!',
  smsSent: 'The code has been sent, please check your phone!',
  registered: 'Registration successful',
  alreadyRegistered: 'You are already registered, please download the app and log in!',
  // Order details rating.
  chooseStars: 'Please choose a rating',
};

export type MessageKey = keyof typeof en;
export type Catalogue = Partial<Record<MessageKey, string>>;

export const zh: Catalogue = {
  selectCardFirst: '请先选择付款银行卡！',
  enterCorrectCode: '请输入正确的验证码',
  phoneInvalid: '请正确输入手机号！',
  captchaInvalid: '请正确输入图形验证码！',
  smsCodeInvalid: '请正确输入短信验证码！',
  noResend: '请勿重复发送验证码!',
  smsSent: '验证码已发送，请在手机上查看！',
  registered: '注册成功',
  alreadyRegistered: '您已注册,请直接下载APP登录！',
};

export const es: Catalogue = {
  collectionNotSupported: 'Este pedido no admite quejas del tipo cobranza.',
};

// The Indonesian text of the rating prompt is the seed's.
export const id: Catalogue = {
  chooseStars: 'Silakan pilih',
};

export const catalogues = { en, zh, es, id } as const;
export type Locale = keyof typeof catalogues;
