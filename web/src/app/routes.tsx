// The pages behind the route table (config/paths.ts). Each page is its own
// chunk, loaded when the borrower opens it.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { paths } from '../config/paths';

type Page = LazyExoticComponent<ComponentType>;

const OfficialSite = lazy(() => import('../features/content/pages/OfficialSitePage'));
const AboutUs = lazy(() => import('../features/content/pages/AboutUsPage'));
const PrivacyPolicy = lazy(() => import('../features/content/pages/PrivacyPolicyPage'));
const LoanTerms = lazy(() => import('../features/content/pages/LoanTermsPage'));
const CustomerService = lazy(() => import('../features/support/pages/CustomerServicePage'));
const Login = lazy(() => import('../features/auth/pages/LoginPage'));
const TestPreview = lazy(() => import('../features/dev/pages/TestPreviewPage'));
const ConfirmLoan = lazy(() => import('../features/loan/pages/ConfirmLoanPage'));
const ConfirmLoan2 = lazy(() => import('../features/loan/pages/ConfirmLoan2Page'));
const OrderDetails = lazy(() => import('../features/loan/pages/OrderDetailsPage'));
const Failure = lazy(() => import('../features/loan/pages/FailurePage'));
const RecommendList = lazy(() => import('../features/loan/pages/RecommendListPage'));
const RepaymentOfCode = lazy(() => import('../features/repay/pages/RepaymentOfCodePage'));
const RepaymentOfCode2 = lazy(() => import('../features/repay/pages/RepaymentOfCode2Page'));
const PaymentInstructions = lazy(() => import('../features/repay/pages/PaymentInstructionsPage'));
const Receipt = lazy(() => import('../features/repay/pages/ReceiptPage'));
const Repay = lazy(() => import('../features/repay/pages/RepayPage'));
const RepayDelay = lazy(() => import('../features/repay/pages/RepayDelayPage'));
const RepayChoose = lazy(() => import('../features/repay/pages/RepayChoosePage'));
const RepayOrNot = lazy(() => import('../features/repay/pages/RepayOrNotPage'));
const RepayByCard = lazy(() => import('../features/repay/pages/RepayByCardPage'));
const Complaint = lazy(() => import('../features/complaints/pages/ComplaintPage'));
const ComplainForm = lazy(() => import('../features/complaints/pages/ComplainFormPage'));
const ComplaintList = lazy(() => import('../features/complaints/pages/ComplaintListPage'));
const ComplainDetails = lazy(() => import('../features/complaints/pages/ComplainDetailsPage'));
const BindBank = lazy(() => import('../features/bank/pages/BindBankPage'));
const SmsSettings = lazy(() => import('../features/notices/pages/SmsSettingsPage'));

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
