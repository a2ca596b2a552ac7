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
  invalidEmail: 'Please enter a valid email address.',
  invalidTelephone: 'Please enter a valid telephone number.',
  contactThanks: 'Thank you! We have received your message and will contact you soon.',
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
  // Registration and sign-in (seed 001 sections 4, 5, 8). The landing page
  // (web/landing/src/i18n.ts) carries the same texts under the same keys.
  getVerificationCode: 'Get verification code',
  countdown: '{n}s',
  phoneInvalid: 'Please enter a correct phone number',
  captchaInvalid: 'Please enter the picture code correctly!',
  smsCodeInvalid: 'Please enter the SMS code correctly!',
  noResend: 'Please do not request the code again yet!',
  smsSent: 'The verification code has been sent. Please check your phone!',
  registered: 'Registration successful',
  alreadyRegistered: 'You are already registered. Please download the app and log in!',
  mobileNumber: 'Mobile number',
  pictureCode: 'Picture code',
  newPictureCode: 'Picture code: tap for a new one',
  smsCode: 'SMS code',
  // The web app's sign-in page.
  signInTitle: 'Sign in',
  signInLead: 'Sign in with your mobile number to continue.',
  phoneHint: '09XX XXX XXXX',
  pictureCodeHint: '4 digits',
  smsCodeHint: '6 digits',
  signIn: 'Sign in',
  signInNote: 'A new number is registered when you sign in. By continuing you agree to our terms and privacy policy.',
  // Shared buttons.
  next: 'Next',
  cancel: 'Cancel',
  agree: 'Agree',
  confirm: 'Confirm',
  submit: 'Submit',
  close: 'Close',
  // Loan confirmation (seed 001 sections 2.10, 2.11).
  confirmLoanTitle: 'Confirm your loan',
  loanAmount: 'Loan amount',
  termDays: '{n} days',
  repaymentPlan: 'Repayment plan',
  keyFacts: 'Key Fact Statement',
  apr: 'Annual percentage rate (APR)',
  agreeToAgreements: 'I have read and agree to',
  loanAgreement: 'Loan Agreement',
  // Order details and the failure page (seed 001 sections 2.12, 2.13).
  orderDetailsTitle: 'Order Details',
  recommendedTitle: 'You may also like',
  viewMoreProducts: 'Click to view more products',
  serviceLine: 'Questions about this order? Call',
  repayCaps: 'REPAY',
  repayment: 'Repayment',
  shortOfMoney: 'Short of money?',
  rolloverRepayment: 'Rollover Repayment',
  borrowAgain: 'Borrow Again',
  withdrawNow: 'Withdraw Now',
  kindTips: 'Kind tips',
  goBindCard: 'Go and bind the card',
  // Order details rating.
  rateTitle: 'Rate Kwarta',
  rateText: 'How was borrowing with us?',
  starLabel: '{n} star',
  starsLabel: '{n} stars',
  chooseStars: 'Please choose a rating',
  ratingThanksTitle: 'Thank you for your feedback',
  ratingThanks: 'We read every rating and will keep making borrowing easier.',
};

export type MessageKey = keyof typeof en;
export type Catalogue = Partial<Record<MessageKey, string>>;

// The seed's Chinese word for word; the other Chinese texts are translations.
export const zh: Catalogue = {
  loading: '加载中...',
  selectCardFirst: '请先选择付款银行卡！',
  enterCorrectCode: '请输入正确的验证码',
  phoneInvalid: '请正确输入手机号！',
  captchaInvalid: '请正确输入图形验证码！',
  smsCodeInvalid: '请正确输入短信验证码！',
  noResend: '请勿重复发送验证码!',
  smsSent: '验证码已发送，请在手机上查看！',
  registered: '注册成功',
  alreadyRegistered: '您已注册,请直接下载APP登录！',
  getVerificationCode: '获取验证码',
  mobileNumber: '手机号',
  pictureCode: '图形验证码',
  newPictureCode: '图形验证码：点击刷新',
  smsCode: '短信验证码',
  signInTitle: '登录',
  signInLead: '请使用手机号登录以继续。',
  pictureCodeHint: '4位数字',
  smsCodeHint: '6位数字',
  signIn: '登录',
  signInNote: '未注册的手机号将在登录时自动注册。继续即表示您同意我们的条款和隐私政策。',
  next: '下一步',
  cancel: '取消',
  agree: '同意',
  confirm: '确认',
  submit: '提交',
  close: '关闭',
  confirmLoanTitle: '确认借款',
  loanAmount: '借款金额',
  termDays: '{n}天',
  repaymentPlan: '还款计划',
  keyFacts: '关键信息说明',
  apr: '年化利率 (APR)',
  agreeToAgreements: '我已阅读并同意',
  loanAgreement: '借款协议',
  orderDetailsTitle: '订单详情',
  recommendedTitle: '为您推荐',
  viewMoreProducts: '点击查看更多产品',
  serviceLine: '对订单有疑问？请致电',
  repayCaps: '还款',
  repayment: '还款',
  shortOfMoney: '资金紧张？',
  rolloverRepayment: '展期还款',
  borrowAgain: '再借一笔',
  withdrawNow: '立即提现',
  kindTips: '温馨提示',
  goBindCard: '去绑卡',
  rateTitle: '为我们评分',
  rateText: '您对本次借款体验满意吗？',
  starLabel: '{n}星',
  starsLabel: '{n}星',
  chooseStars: '请选择评分',
  ratingThanksTitle: '感谢您的反馈',
  ratingThanks: '我们会认真阅读每一条评价，持续改进借款体验。',
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
