// The one route table: every page of both seeds. Readable paths are exactly
// as the seeds give them; the named targets whose paths the seeds do not show
// got the paths below. The native shell opens these with the common query.
import { commonQuery } from '../lib/common-params';

export const paths = {
  // Seed 000, readable paths.
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
  bindBank: '/bindBank',
  login: '/login',
  productDetail: '/productDetail',
  repaymentInstructions: '/repaymentInstructions',
  repayByCard: '/repayByCard',
} as const;

export type PathKey = keyof typeof paths;

/** href builds an in-app link that carries the common session query. */
export function href(path: string, extra: Record<string, string | number | undefined> = {}): string {
  const q = commonQuery(extra).toString();
  return q ? `${path}?${q}` : path;
}

/** pathOf maps a bridge target (a key of the table or a path) to a path. */
export function pathOf(target: string): string | undefined {
  if (target.startsWith('/')) return target;
  return (paths as Record<string, string>)[target];
}
