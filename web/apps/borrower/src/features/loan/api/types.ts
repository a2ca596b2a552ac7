// The loan pages' data, as the API sends it: the API document's types
// (loan.* in Go; src/api/schema.ts), and the pages' plain-named form of the
// recommendations (wire.ts renames them). Money arrives formatted for
// display; amounts the pages send back are integer minor units.
import type { Schema } from '../../../../../../shared/api/types';

/** Row is one label and value line. */
export type Row = Schema<'loan.Row'>;

/**
 * PlanRow is one instalment of the repayment plan (loan.PlanRow);
 * amountMinor is absent on variant 2's plan (wire.ts), whose wire lacks it.
 */
export type PlanRow = Omit<Schema<'loan.PlanRow'>, 'amountMinor'> & Partial<Pick<Schema<'loan.PlanRow'>, 'amountMinor'>>;

/** Confirmation is the loan confirmation page's data (loan.Confirmation), or variant 2's renamed. */
export type Confirmation = Omit<Schema<'loan.Confirmation'>, 'repay_plans'> & { repay_plans: PlanRow[] | null };

/** Agreement is one document the borrower agrees to. */
export type Agreement = Schema<'loan.Agreement'>;

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
export type OrderDetails = Omit<Schema<'loan.Details'>, 'recProducts'> & { recProducts: Recommendation[] };

/** LoanInProgress is a loan of the borrower's that keeps its product from being applied for again. */
export type LoanInProgress = Schema<'loan.LoanInProgress'>;

/** FailNotice is the joint-login failure page's data (loan.FailNotice); recProducts: the loans the borrower can apply for now, renamed. */
export type FailNotice = Omit<Schema<'loan.FailNotice'>, 'recProducts' | 'inProgress' | 'reasons'> & {
  recProducts: Recommendation[];
  inProgress: LoanInProgress[];
  reasons: string[];
};

/** Offers is the recommend list page's data (loan.Offers), recommendations renamed. */
export type Offers = Omit<Schema<'loan.Offers'>, 'products' | 'inProgress'> & {
  products: Recommendation[];
  inProgress: LoanInProgress[];
};
