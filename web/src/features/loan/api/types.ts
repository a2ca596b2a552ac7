// The loan pages' data, as the API sends it (internal/loan in Go). Money
// arrives formatted for display; amounts the pages send back are integer
// minor units.

/** Row is one label and value line. */
export interface Row {
  text: string;
  value: string;
}

/** PlanRow is one instalment of the repayment plan. */
export interface PlanRow {
  description: string;
  title: string;
  amount: string;
  pay_time: string;
}

/** Confirmation is the loan confirmation page's data (loan.Confirmation). */
export interface Confirmation {
  productId: number;
  amount: number;
  amountText: string;
  periods: number;
  termUnit: number;
  details: Row[];
  repay_plans: PlanRow[];
  firstPayTime: string;
  firstPeriodDay: number;
  pRateDsc: string;
  sendSms: number;
  isPopType: number;
  popTitle: string;
  popContent: string;
  popAgreementUrl: string;
  comProductLogo: string;
  comProductName: string;
  buttonText: string;
  promoTitle: string;
  promoText: string;
  apr: string;
  keyFacts: Row[];
}

/** Agreement is one document the borrower agrees to. */
export interface Agreement {
  title: string;
  position: number;
}

/** Recommendation is another product to try, under plain names (wire.ts maps them). */
export interface Recommendation {
  id: number;
  logo: string;
  name: string;
  buttonText: string;
  range: string;
  rangeDesc: string;
  rate: string;
  description: string;
  tags: string[];
  /** Failure page: false shows the product disabled. */
  enabled: boolean;
  /** Order details: false shows a grey button that does nothing. */
  clickable: boolean;
  target: string;
}

/** OrderDetails is the order details page's data (loan.Details), recommendations renamed. */
export interface OrderDetails {
  orderId: number;
  orderNo: string;
  productId: number;
  orderStatus: number;
  noticeStatusText: string;
  noticeDesText: string;
  recProducts: Recommendation[];
  productName: string;
  productLogo: string;
  userOrderDetail: { detail: Row[] };
  inside: string;
  h5Url: string;
  isDelay: string;
  telephone: string;
  isScore: string;
  playeduL: string;
  reyMsg: string;
  KindTipsMsg?: string;
  cardNeedPop: number;
  cardPopTitle: string;
  cardPopMsg: string;
}

/** LoanInProgress is a loan of the borrower's that keeps its product from being applied for again. */
export interface LoanInProgress {
  orderId: number;
  productId: number;
  productName: string;
}

/** FailNotice is the joint-login failure page's data. */
export interface FailNotice {
  noticeMsg: string;
  errorMsg: string;
  /** The loans the borrower can apply for now. */
  recProducts: Recommendation[];
  inProgress: LoanInProgress[];
}

/** Offers is the recommend list page's data. */
export interface Offers {
  products: Recommendation[];
  inProgress: LoanInProgress[];
}
