// About us: Mission, Advantages, Team and Contact, with
// the lender's details from the site config. AboutUsContent is also the
// official site's "About us" tab, and AdvantageList its home page's
// advantages, so both say the same thing.
import { Page } from '../../../components/Page';
import { useSiteConfig, type SiteConfig } from '../../../lib/site-config';

/** The four advantages, each with one sentence. */
const ADVANTAGES = [
  {
    key: 'approval',
    title: 'Quick approval',
    text: 'Apply in minutes from your phone and get a decision within 1 day; approved funds reach you within 1 to 3 calendar days.',
  },
  {
    key: 'fees',
    title: 'Transparent fees',
    text: 'Every fee, the interest and the full repayment schedule are shown before you accept, with no hidden charges.',
  },
  {
    key: 'repayment',
    title: 'Flexible repayment',
    text: 'Choose a term from 91 to 365 days, pay through e-wallets, banks or payment centres, and repay early once half the term has passed.',
  },
  {
    key: 'safety',
    title: 'Safe and reliable',
    text: 'Your data is encrypted in transit, used only to serve your loan, and never sold to anyone.',
  },
] as const;

function Icon({ name }: { name: (typeof ADVANTAGES)[number]['key'] }) {
  const paths: Record<typeof name, string> = {
    approval: 'M13 2 4 14h7l-1 8 9-12h-7z',
    fees: 'M4 4h16v16H4zM8 9h8M8 13h8M8 17h5',
    repayment: 'M4 12a8 8 0 0 1 14-5.3M20 12a8 8 0 0 1-14 5.3M18 3v4h-4M6 21v-4h4',
    safety: 'M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5zM8.5 12l2.5 2.5 4.5-5',
  };
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export interface AdvantageListProps {
  /** "list" for the in-app page, "cards" for the official site's grid. */
  variant?: 'list' | 'cards';
  /** The heading level of each advantage's title. */
  headingLevel?: 3 | 4;
}

/** AdvantageList shows quick approval, transparent fees, flexible repayment and safe and reliable. */
export function AdvantageList({ variant = 'list', headingLevel = 3 }: AdvantageListProps) {
  const H = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ul className={`advantages advantages-${variant}`} style={variant === 'list' ? { listStyle: 'none', padding: 0 } : undefined}>
      {ADVANTAGES.map((a) => (
        <li key={a.key} className="advantage" style={variant === 'list' ? { display: 'flex', gap: 12, alignItems: 'flex-start' } : undefined}>
          <span className="advantage-icon" style={variant === 'list' ? { color: 'var(--kw-primary)', paddingTop: 2 } : undefined}>
            <Icon name={a.key} />
          </span>
          <div>
            <H style={variant === 'list' ? { margin: '0 0 2px' } : undefined}>{a.title}</H>
            <p>{a.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function country(config: SiteConfig | undefined): string {
  return config?.market === 'in' ? 'India' : 'the Philippines';
}

/** AboutUsContent is the text of About us, under h2 section headings. */
export function AboutUsContent() {
  const config = useSiteConfig();
  const app = config?.appName || 'our app';
  const company = config?.companyName || 'our company';
  const email = config?.supportEmail;
  return (
    <div className="prose about-us">
      <section aria-labelledby="about-mission">
        <h2 id="about-mission">Mission</h2>
        <p>
          {app} is operated by {company}. Our mission is to give people in {country(config)} fast, fair and
          transparent access to cash when they need it — a small loan for school fees, a medical bill, a repair or
          the gap before payday — without queues, paperwork or surprises.
        </p>
        <p>
          We believe borrowing should be simple to understand: you see what you will receive, what you will pay
          and when, before you say yes.
        </p>
      </section>

      <section aria-labelledby="about-advantages">
        <h2 id="about-advantages">Advantages</h2>
        <AdvantageList variant="list" />
      </section>

      <section aria-labelledby="about-team">
        <h2 id="about-team">Team</h2>
        <p>
          Our team brings together people from consumer finance, risk management, technology and customer care.
          Our credit specialists review applications quickly and responsibly, our engineers keep the app secure
          and reliable, and our customer service staff are here to help you at every step — from your first
          application to your final repayment.
        </p>
      </section>

      <section aria-labelledby="about-contact">
        <h2 id="about-contact">Contact</h2>
        <p>Questions, suggestions or concerns? Write to us and we will get back to you as soon as possible.</p>
        <p>
          Email:{' '}
          {email ? (
            <a href={`mailto:${email}`}>{email}</a>
          ) : (
            <span className="muted">{config ? 'not available' : 'loading…'}</span>
          )}
        </p>
        {config?.supportPhone && (
          <p>
            Telephone: <a href={`tel:${config.supportPhone.replace(/[^\d+]/g, '')}`}>{config.supportPhone}</a>
          </p>
        )}
      </section>
    </div>
  );
}

export default function AboutUsPage() {
  return (
    <Page title="About us">
      <div className="card">
        <AboutUsContent />
      </div>
    </Page>
  );
}
