// The pages behind the route table (config/paths.ts). Each page is its own
// chunk, loaded when the borrower opens it together with app/setup.ts,
// what every page needs first. The server preloads both for the address
// asked for (docs/PERFORMANCE.md, "Preloading").
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { paths } from '../config/paths';

type Page = LazyExoticComponent<ComponentType>;

/** page loads a page's chunk and, at the same time, the set-up every page needs. */
function page(load: () => Promise<{ default: ComponentType }>): Page {
  return lazy(() => Promise.all([load(), import('./setup').then((s) => s.ready)]).then(([m]) => m));
}

/** NotFound answers an address the route table does not hold. */
export const NotFound = page(() => import('../features/support/pages/NotFoundPage'));

const OfficialSite = page(() => import('../features/content/pages/OfficialSitePage'));
const AboutUs = page(() => import('../features/content/pages/AboutUsPage'));
const PrivacyPolicy = page(() => import('../features/content/pages/PrivacyPolicyPage'));
const LoanTerms = page(() => import('../features/content/pages/LoanTermsPage'));
const CustomerService = page(() => import('../features/support/pages/CustomerServicePage'));
const Login = page(() => import('../features/auth/pages/LoginPage'));
const TestPreview = page(() => import('../features/dev/pages/TestPreviewPage'));
const ConfirmLoan = page(() => import('../features/loan/pages/ConfirmLoanPage'));
const ConfirmLoan2 = page(() => import('../features/loan/pages/ConfirmLoan2Page'));
const OrderDetails = page(() => import('../features/loan/pages/OrderDetailsPage'));
const Failure = page(() => import('../features/loan/pages/FailurePage'));
const RecommendList = page(() => import('../features/loan/pages/RecommendListPage'));
const RepaymentOfCode = page(() => import('../features/repay/pages/RepaymentOfCodePage'));
const RepaymentOfCode2 = page(() => import('../features/repay/pages/RepaymentOfCode2Page'));
const PaymentInstructions = page(() => import('../features/repay/pages/PaymentInstructionsPage'));
const Receipt = page(() => import('../features/repay/pages/ReceiptPage'));
const Repay = page(() => import('../features/repay/pages/RepayPage'));
const RepayDelay = page(() => import('../features/repay/pages/RepayDelayPage'));
const RepayChoose = page(() => import('../features/repay/pages/RepayChoosePage'));
const RepayOrNot = page(() => import('../features/repay/pages/RepayOrNotPage'));
const RepayByCard = page(() => import('../features/repay/pages/RepayByCardPage'));
const Complaint = page(() => import('../features/complaints/pages/ComplaintPage'));
const ComplainForm = page(() => import('../features/complaints/pages/ComplainFormPage'));
const ComplaintList = page(() => import('../features/complaints/pages/ComplaintListPage'));
const ComplainDetails = page(() => import('../features/complaints/pages/ComplainDetailsPage'));
const BindBank = page(() => import('../features/bank/pages/BindBankPage'));
const SmsSettings = page(() => import('../features/notices/pages/SmsSettingsPage'));

/** routes maps each built page's path to its component. */
export const routes: Array<{ path: string; page: Page }> = [
  { path: paths.officialSite, page: OfficialSite },
  { path: paths.aboutUs, page: AboutUs },
  { path: paths.privacyPolicy, page: PrivacyPolicy },
  { path: paths.loanTerms, page: LoanTerms },
  { path: paths.customerService, page: CustomerService },
  { path: paths.testPreview, page: TestPreview },
  { path: paths.login, page: Login },
  { path: paths.confirmLoan, page: ConfirmLoan },
  { path: paths.confirmLoan2, page: ConfirmLoan2 },
  { path: paths.loanDetail, page: OrderDetails },
  { path: paths.error, page: Failure },
  { path: paths.recommendList, page: RecommendList },
  { path: paths.repaymentOfCode, page: RepaymentOfCode },
  { path: paths.repaymentOfCode2, page: RepaymentOfCode2 },
  { path: paths.dragonpayPaymentInstructions, page: PaymentInstructions },
  { path: paths.receipt, page: Receipt },
  { path: paths.repay, page: Repay },
  { path: paths.repayDelay, page: RepayDelay },
  { path: paths.repayChoose, page: RepayChoose },
  { path: paths.repayOrNot, page: RepayOrNot },
  { path: paths.repayByCard, page: RepayByCard },
  { path: paths.complaint, page: Complaint },
  { path: paths.complainPageNext, page: ComplainForm },
  { path: paths.complaintList, page: ComplaintList },
  { path: paths.complainDetails, page: ComplainDetails },
  { path: paths.bindBank, page: BindBank },
  { path: paths.smsSettings, page: SmsSettings },
];
