// Loan terms and conditions (seed 001 sections 2.4, 5 and 9): static text
// with the lender's name, address and website from the site config, and every
// figure the seed gives. The figures match the loan engine (internal/loan):
// term 91..365 days, late interest 5%/4%/2% a day, penalty 1,000 / 800 once,
// prepayment from max(half the term, 7 days), payment order penalty → late
// interest → fees → interest → principal. LoanTermsContent is also the
// official site's "Loan terms and conditions" tab.
import type { CSSProperties, ReactNode } from 'react';
import { Page } from '../../../components/Page';
import { useSiteConfig, type SiteConfig } from '../../../lib/site-config';

/** The one-time default penalty, in major units of the market currency. */
const PENALTY_NEW_CLIENT = 1000;
const PENALTY_REPEAT_CLIENT = 800;

/** Late interest per day on the unpaid amount, by day of lateness. */
const LATE_RATES = [
  { days: 'Day 1 to day 30', rate: '5%' },
  { days: 'Day 31 to day 90', rate: '4%' },
  { days: 'Day 91 onwards', rate: '2%' },
] as const;

function money(config: SiteConfig | undefined, amount: number): string {
  return `${config?.currencySymbol ?? ''}${amount.toLocaleString('en-US')}`;
}

function Value({ config, value }: { config: SiteConfig | undefined; value: string | undefined }) {
  if (!config) return <span className="muted">…</span>;
  return <>{value?.trim() || '—'}</>;
}

function Website({ config }: { config: SiteConfig | undefined }) {
  const site = config?.website?.trim();
  if (!site) return <Value config={config} value={site} />;
  const href = /^https?:\/\//i.test(site) ? site : `https://${site}`;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {site}
    </a>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`terms-${id}`}>
      <h2 id={`terms-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

const table: CSSProperties = { width: '100%', borderCollapse: 'collapse', margin: '4px 0 12px', fontSize: 14 };
const cell: CSSProperties = { border: '1px solid var(--kw-line)', padding: '8px 10px', textAlign: 'left' };
const head: CSSProperties = { ...cell, background: 'var(--kw-bg)', fontWeight: 600 };

/** LoanTermsContent is the whole terms text, under h2 headings. */
export function LoanTermsContent() {
  const config = useSiteConfig();
  const india = config?.market === 'in';
  const lender = config?.companyName?.trim() || 'the Lender';
  const app = config?.appName?.trim() || 'our app';
  const m = (n: number) => money(config, n);

  return (
    <div className="prose loan-terms">
      <Section id="lender" title="The lender">
        <p>
          These loan terms and conditions (the &quot;Terms&quot;) apply to every loan granted through {app} by{' '}
          <strong>{lender}</strong> (the &quot;Lender&quot;), with its address at{' '}
          <Value config={config} value={config?.companyAddress} /> and its website at <Website config={config} />.
          &quot;You&quot; and the &quot;Borrower&quot; mean the person who applies for and receives the loan.
        </p>
        <p>
          By accepting a loan you agree to these Terms together with the loan details shown to you before you
          accept: the amount, the term, the interest, the fees, the total amount to repay and the repayment
          schedule
          {india ? ' (your Key Fact Statement)' : ' (your disclosure statement)'}. If these Terms and your loan
          details differ, your loan details prevail for that loan.
        </p>
      </Section>

      <Section id="eligibility" title="Who may apply">
        <p>To apply for a loan you must:</p>
        <ul>
          <li>be {india ? 'an Indian citizen' : 'a Filipino citizen'};</li>
          <li>be over 18 years of age;</li>
          <li>have a valid government-issued identification, a mobile number and a bank account or e-wallet in your own name;</li>
          <li>give true, accurate and complete information in your application.</li>
        </ul>
      </Section>

      <Section id="approval" title="Application, approval and disbursement">
        <ul>
          <li>
            The Lender may approve or reject any application at its discretion.
          </li>
          <li>You will receive a decision within 1 day of submitting a complete application.</li>
          <li>
            Once you accept an approved loan, the funds are credited to the account you nominated within 1 to 3
            calendar days of acceptance.
          </li>
        </ul>
      </Section>

      <Section id="term" title="Loan term and repayment">
        <p>
          The loan term is from 91 to 365 calendar days, counted from the date of disbursement. Your repayment
          schedule shows each due date and the amount due on it; the last due date is the end of the term. You
          may pay through any of the channels shown in the app, using the reference number given to you.
        </p>
        <p>
          No interest or fee is charged unless it was shown to you before you accepted the loan, except the late
          payment charges set out below.
        </p>
      </Section>

      <Section id="prepayment" title="Prepayment">
        <p>
          You may repay the whole loan early (prepay) only after at least half of the loan term has passed, and
          not earlier than 7 calendar days after disbursement. The app shows the amount needed to close the loan
          on the day you pay.
        </p>
      </Section>

      <Section id="late" title="Late payment">
        <p>If an amount due is not paid in full on its due date:</p>
        <ul>
          <li>
            a <strong>default penalty</strong> is charged one time only: {m(PENALTY_NEW_CLIENT)} for new clients
            (your first loan with the Lender) and {m(PENALTY_REPEAT_CLIENT)} for repeat clients (you have fully
            repaid an earlier loan with the Lender);
          </li>
          <li>
            <strong>late interest</strong> is charged for each day of delay on the unpaid amount (the principal,
            interest and fees still unpaid), at the daily rates below. Late interest is not charged on the penalty
            or on earlier late interest.
          </li>
        </ul>
        <table style={table}>
          <caption className="muted" style={{ captionSide: 'bottom', textAlign: 'left', paddingTop: 4, fontSize: 13 }}>
            Late interest per day, as a percentage of the unpaid amount
          </caption>
          <thead>
            <tr>
              <th scope="col" style={head}>
                Days late
              </th>
              <th scope="col" style={head}>
                Late interest per day
              </th>
            </tr>
          </thead>
          <tbody>
            {LATE_RATES.map((r) => (
              <tr key={r.days}>
                <td style={cell}>{r.days}</td>
                <td style={cell}>{r.rate}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section id="order" title="How payments are applied">
        <p>
          Each payment is applied first to the default penalty, then to late interest, then to fees, then to
          interest and finally to principal. Each kind of charge is paid in full before the next one receives
          anything.
        </p>
      </Section>

      <Section id="example" title="Worked example">
        <p>
          Suppose an instalment of {m(2000)} (principal, interest and fees) is not paid on its due date, and this
          is your first loan:
        </p>
        <ul>
          <li>the one-time default penalty is {m(PENALTY_NEW_CLIENT)};</li>
          <li>
            late interest for each of days 1 to 30 is 5% × {m(2000)} = {m(100)}, so after 3 days late interest is{' '}
            {m(300)} and you owe {m(2000)} + {m(PENALTY_NEW_CLIENT)} + {m(300)} = {m(3300)};
          </li>
          <li>
            if you then pay {m(1500)}, it settles the penalty ({m(1000)}) and the late interest ({m(300)}), and the
            remaining {m(200)} goes to fees, then interest, then principal, leaving {m(1800)} of the instalment
            unpaid;
          </li>
          <li>
            had the instalment stayed unpaid for 35 days, late interest would be 30 × {m(100)} + 5 × 4% ×{' '}
            {m(2000)} = {m(3000)} + {m(400)} = {m(3400)}.
          </li>
        </ul>
        <p>
          Prepayment: on a 120-day loan disbursed on 1 March, half the term is 60 days, so you may prepay from
          30 April.
        </p>
      </Section>

      <Section id="obligations" title="Your obligations">
        <ul>
          <li>
            You must inform the Lender of any change of your name, date of birth or address within 3 calendar days
            of the change.
          </li>
          <li>Keep your mobile number and payment details up to date so that notices and payments reach you.</li>
          <li>Do not let anyone else use your account, and keep your verification codes secret.</li>
        </ul>
      </Section>

      <Section id="assignment" title="Assignment">
        <p>
          The Lender may assign or transfer its rights under your loan to another party. It will give you at least
          7 business days&apos; notice before an assignment, telling you who the new creditor is and where to pay.
          You may not assign your obligations under the loan.
        </p>
      </Section>

      <Section id="default" title="Default and judgment">
        <p>
          If you do not pay, the Lender may take lawful steps to collect the amount due, including court action.
          Collection is carried out fairly and respectfully, without threats or harassment and without disclosing
          your debt to third parties. If a court renders a judgment against you for amounts due under the loan,
          you must pay the judgment within 10 days.
        </p>
      </Section>

      <Section id="law" title="Governing law and contact">
        <p>
          These Terms are governed by the laws of {india ? 'India' : 'the Republic of the Philippines'}. For any
          question about your loan, contact {lender} at <Value config={config} value={config?.companyAddress} />,
          through <Website config={config} />
          {config?.supportEmail ? (
            <>
              {' '}
              or by email at <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
            </>
          ) : null}
          .
        </p>
      </Section>
    </div>
  );
}

export default function LoanTermsPage() {
  return (
    <Page title="Loan terms and conditions">
      <div className="card">
        <LoanTermsContent />
      </div>
    </Page>
  );
}
