// The one route table: every page of the app. Readable paths are exactly
// the ones the app shell already opens; the named targets it opens by name
// only got the paths below. The native shell opens these with the common query
// (href in lib/common-params.ts). Plain data: the entry carries it.
export const paths = {
  // Readable paths.
  officialSite: '/',
  repaymentOfCode: '/repaymentOfCode',
  repaymentOfCode2: '/repaymentOfCode2',
  testPreview: '/testPreview',
  complaintList: '/complaintList',
  complainPageNext: '/complainPageNext',
  complainDetails: '/complainDetails',
  dragonpayPaymentInstructions: '/dragonpayPaymentInstructions',
  // Named targets, paths chosen here.
  error: '/error',
  loanDetail: '/loanDetail',
  order: '/loanDetail',
  confirmLoan: '/confirmLoan',
  confirmLoan2: '/confirmLoan2',
  repayOrNot: '/repayOrNot',
  recommendList: '/recommendList',
  customerService: '/customerService',
  repay: '/repay',
  repayDelay: '/repayDelay',
  repayChoose: '/repayChoose',
  loanAgreement: '/loanTerms',
  loanTerms: '/loanTerms',
  privacyPolicy: '/privacyPolicy',
  aboutUs: '/aboutUs',
  complaint: '/complaint',
  complaintUrl: '/complaint',
  bindBank: '/bindBank',
  login: '/login',
  // The product page is the app's own screen; on the web a product opens
  // on its loan confirmation page.
  productDetail: '/confirmLoan',
  productUrl: '/confirmLoan',
  // The repayment instructions are the payment provider's guidance page.
  repaymentInstructions: '/dragonpayPaymentInstructions',
  repayByCard: '/repayByCard',
  // A payment's receipt, from the payment history on order details.
  receipt: '/receipt',
  // The borrower's SMS notice settings.
  smsSettings: '/smsSettings',
} as const;

/**
 * The rest of the app shell's name table: keys that are not pages, so pathOf
 * never turns them into a route. host is empty because every page is served
 * from this origin; citySelect and day name the native pickers behind the
 * bank form's city-select and day fields.
 */
export const otherTargets = {
  host: '',
  citySelect: 'citySelect',
  day: 'day',
} as const;

export type PathKey = keyof typeof paths;

/** pathOf maps a bridge target (a key of the table or a path) to a path. */
export function pathOf(target: string): string | undefined {
  if (target.startsWith('/')) return target;
  return (paths as Record<string, string>)[target];
}
