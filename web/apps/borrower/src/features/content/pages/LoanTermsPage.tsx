// Loan terms and conditions: the lender's name, address and website, and
// every loan figure. The text is data: the built-in one of the market until
// an admin publishes a version on the console's Content screen
// (../legal.tsx). The built-in figures match the loan engine (internal/loan):
// term 91..365 days, late interest 5%/4%/2% a day, penalty 1,000 / 800 once,
// prepayment from max(half the term, 7 days), payment order penalty → late
// interest → fees → interest → principal. The official site's "Loan terms and
// conditions" tab shows the same text.
import { Page } from '../../../components/Page';
import { LegalContent } from '../legal';

export default function LoanTermsPage() {
  return (
    <Page title="Loan terms and conditions">
      <div className="card">
        <LegalContent kind="terms" />
      </div>
    </Page>
  );
}
