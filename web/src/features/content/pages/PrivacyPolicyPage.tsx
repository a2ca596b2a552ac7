// Privacy policy (seed 000 section 2): a long legal text covering collection
// of information, representation, use, disclosure, cookies, device
// information, minors, password security, changes, opt-out rights and the
// grievance officer, with the lender's details from the site config. The
// market decides the law: the Philippines' Data Privacy Act and National
// Privacy Commission by default, India's Digital Personal Data Protection
// Act, 2023 and its Data Protection Board for the India market.
// ?embed=1 renders it without the title bar for the official site's frame.
import type { ReactNode } from 'react';
import { Page } from '../../../components/Page';
import { useSiteConfig, type SiteConfig } from '../../../lib/site-config';

const LAST_UPDATED = 'November 2026';

/** Value shows a config value, a loading mark while the config loads, or a dash when it is not set. */
function Value({ config, value }: { config: SiteConfig | undefined; value: string | undefined }) {
  if (!config) return <span className="muted">…</span>;
  return <>{value?.trim() || '—'}</>;
}

function websiteHref(site: string): string {
  return /^https?:\/\//i.test(site) ? site : `https://${site}`;
}

function Website({ config }: { config: SiteConfig | undefined }) {
  const site = config?.website?.trim();
  if (!site) return <Value config={config} value={site} />;
  return (
    <a href={websiteHref(site)} target="_blank" rel="noopener noreferrer">
      {site}
    </a>
  );
}

function Email({ config, value }: { config: SiteConfig | undefined; value: string | undefined }) {
  const email = value?.trim();
  if (!email) return <Value config={config} value={email} />;
  return <a href={`mailto:${email}`}>{email}</a>;
}

function Phone({ config, value }: { config: SiteConfig | undefined; value: string | undefined }) {
  const phone = value?.trim();
  if (!phone) return <Value config={config} value={phone} />;
  return <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`privacy-${id}`}>
      <h2 id={`privacy-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

/** PrivacyPolicyContent is the whole policy text, under h2 headings. */
export function PrivacyPolicyContent() {
  const config = useSiteConfig();
  const india = config?.market === 'in';
  const company = config?.companyName?.trim() || 'the Company';
  const app = config?.appName?.trim() || 'our app';
  const country = india ? 'India' : 'the Philippines';
  const officer = config?.grievanceOfficer;

  return (
    <div className="prose privacy-policy">
      <p className="muted">Last updated: {LAST_UPDATED}</p>

      <Section id="intro" title="About this policy">
        <p>
          This privacy policy explains how {company} (&quot;we&quot;, &quot;us&quot; or &quot;our&quot;), the operator
          of the {app} mobile application and of the website <Website config={config} />, collects, uses, shares,
          stores and protects your personal information when you visit our website, download or use our app, apply
          for a loan, or otherwise deal with us. Our registered address is{' '}
          <Value config={config} value={config?.companyAddress} />, and you can write to us at any time at{' '}
          <Email config={config} value={config?.supportEmail} />.
        </p>
        <p>
          {india ? (
            <>
              We process personal data in accordance with the Digital Personal Data Protection Act, 2023 of India
              and the rules made under it, together with the directions of the Reserve Bank of India on digital
              lending
            </>
          ) : (
            <>
              We process personal data in accordance with the Data Privacy Act of 2012 of the Philippines (Republic
              Act No. 10173), its Implementing Rules and Regulations and the issuances of the National Privacy
              Commission
            </>
          )}
          . We follow the principles of transparency, legitimate purpose and proportionality: we tell you what we
          collect and why, we use it only for the purposes described here, and we collect no more than we need.
        </p>
        <p>
          Please read this policy carefully. By creating an account, applying for a loan or continuing to use our
          services, you confirm that you have read and understood it and, where the law requires your consent, you
          give that consent for the processing described below. If you do not agree, please do not use our
          services.
        </p>
      </Section>

      <Section id="collection" title="Collection of information">
        <p>We collect the following information, directly from you or with your permission from your device:</p>
        <ul>
          <li>
            <strong>Identity information:</strong> your full name, date of birth, gender, nationality, civil status,
            government-issued identification (type, number and photographs of the document) and a selfie used to
            confirm that the identification belongs to you.
          </li>
          <li>
            <strong>Contact information:</strong> your mobile number, email address and home address.
          </li>
          <li>
            <strong>Employment and financial information:</strong> your employer or source of income, monthly
            income, the bank account or e-wallet you ask us to pay your loan into, and the information you give
            us to assess whether you can afford a loan.
          </li>
          <li>
            <strong>Loan and transaction information:</strong> your applications, the loans we grant, repayment
            schedules, payments, payment reference numbers, extensions, complaints, ratings and your
            communications with our customer service.
          </li>
          <li>
            <strong>Device and usage information:</strong> described in the section &quot;Device information&quot;
            below, together with the pages you open and the actions you take in the app, so we can keep the
            service working and secure.
          </li>
        </ul>
        <p>
          We may also receive information about you from third parties where the law allows it: credit bureaus and
          credit information companies, identity verification services, fraud prevention databases, payment
          providers confirming your payments, and the partner that referred you to us.
        </p>
        <p>
          We do not access your phone&apos;s contact list, call logs, text messages, photo gallery or files. The
          camera is used only when you choose to take a photograph for verification, and only that photograph is
          sent to us.
        </p>
      </Section>

      <Section id="device" title="Device information">
        <p>When you use the app, and only with the permissions you grant on your device, we collect:</p>
        <ul>
          <li>
            <strong>Camera:</strong> to let you photograph your identification document and take a selfie for
            identity verification and fraud prevention. We never use the camera in the background.
          </li>
          <li>
            <strong>Location (GPS):</strong> the approximate location of your device at the time you register or
            apply, to confirm that you are in {country}, where our service is offered, and to detect fraud. We do
            not track your location continuously.
          </li>
          <li>
            <strong>Advertising ID:</strong> the resettable advertising identifier of your device, to measure which
            advertisements and partners brought you to us and to avoid showing you promotions you have already
            acted on. You can reset or limit it in your device settings at any time.
          </li>
          <li>
            <strong>Network information:</strong> your IP address, mobile carrier, network type (Wi-Fi or mobile
            data) and connection status, to secure your account, keep the service reliable and detect suspicious
            activity.
          </li>
          <li>
            <strong>Device details:</strong> the device model and name, operating system and version, app version,
            language and a device identifier, so that your session is bound to your device and the app works
            correctly on it.
          </li>
        </ul>
        <p>
          You may refuse or withdraw any permission in your device settings. Some features, such as identity
          verification, cannot work without the camera, and we may be unable to process an application without
          the information needed to verify you.
        </p>
      </Section>

      <Section id="representation" title="Representation">
        <p>By giving us information, you represent and warrant that:</p>
        <ul>
          <li>all the information you provide is true, accurate, current and complete, and you will update it when it changes;</li>
          <li>you are at least 18 years old and you are the person named in the identification you submit;</li>
          <li>
            the bank account, e-wallet and mobile number you register are your own, and no one else uses your
            account;
          </li>
          <li>
            where you give us information about another person, such as a reference or an emergency contact, you
            have told that person and obtained their consent to share it with us for the purposes in this policy.
          </li>
        </ul>
        <p>
          We rely on these representations when we decide on your application. Giving false or misleading
          information may lead us to reject your application, close your account and report the matter to the
          proper authorities.
        </p>
      </Section>

      <Section id="use" title="Use of data">
        <p>We use your personal information only for these purposes:</p>
        <ul>
          <li>to create and manage your account and to verify your identity;</li>
          <li>to assess your application, your creditworthiness and your ability to repay, and to decide whether to grant a loan;</li>
          <li>to disburse loans, process repayments and extensions, and keep accurate records of your loans;</li>
          <li>to send you service messages, such as verification codes, payment reminders and notices about your account;</li>
          <li>to answer your questions, handle your complaints and improve our customer service;</li>
          <li>to detect, prevent and investigate fraud, money laundering, identity theft and other unlawful activity;</li>
          <li>to comply with our legal and regulatory obligations, including record keeping and reporting to regulators and credit bureaus;</li>
          <li>to analyse, in aggregated or de-identified form, how our services are used so we can fix problems and improve them;</li>
          <li>
            with your consent, which you may withdraw at any time, to tell you about new products, promotions and
            offers.
          </li>
        </ul>
        <p>
          We do not make a final decision that has legal effects on you based solely on automated processing
          without giving you a way to ask for a human review; you may ask us how a decision about your application
          was made.
        </p>
      </Section>

      <Section id="disclosure" title="Disclosure of information">
        <p>We do not sell or rent your personal information. We share it only with:</p>
        <ul>
          <li>
            <strong>Service providers</strong> that work on our behalf under written contracts requiring them to
            protect your data and use it only for our instructions: hosting and cloud providers, identity
            verification, SMS and messaging gateways, payment processors, banks and e-wallet providers, and
            customer support tools.
          </li>
          <li>
            <strong>Credit bureaus and credit information companies</strong>
            {india
              ? ', to which we report credit information as required under the Credit Information Companies (Regulation) Act, 2005'
              : ', including the Credit Information Corporation, to which lenders submit basic credit data as required by the Credit Information System Act (Republic Act No. 9510)'}
            , and from which we obtain your credit report.
          </li>
          <li>
            <strong>Collection agents</strong> we engage when a loan is overdue. They may contact only you, must
            identify themselves, and must follow the fair debt collection rules that apply to us. We never disclose
            your debt to your family, friends, employer or contacts, and we never publish it.
          </li>
          <li>
            <strong>Regulators, courts and law enforcement</strong>, when the law requires it or when we must
            establish, exercise or defend legal claims.
          </li>
          <li>
            <strong>A buyer or successor</strong> of all or part of our business or of a loan, who will be bound by
            this policy; where a loan is assigned, you will be notified as our loan terms provide.
          </li>
        </ul>
        <p>
          Your information may be stored or processed on servers outside {country}. When it is, we make sure it
          receives a level of protection equivalent to that required by the laws that apply to us.
        </p>
      </Section>

      <Section id="cookies" title="Cookies">
        <p>
          Our website and the pages shown inside our app use cookies and similar browser storage (such as session
          storage and local storage). Strictly necessary storage keeps you signed in, carries your session from
          the app to our pages, remembers choices you made on a page and protects against fraud; the service does
          not work without it. Analytics storage and events tell us which pages are opened and which buttons are
          used, so we can improve the service; we use them in aggregated form.
        </p>
        <p>
          You can block or delete cookies in your browser settings. If you do, some parts of the website may not
          work as intended. Closing the app or the browser clears session storage.
        </p>
      </Section>

      <Section id="retention" title="Storage, retention and security">
        <p>
          We keep your personal information for as long as your account is open and your loans are outstanding,
          and afterwards only for as long as the law requires us to keep records (for example, for tax,
          anti-money-laundering and lending regulations) or as needed to establish or defend legal claims. When
          the information is no longer needed, we delete it or make it anonymous.
        </p>
        <p>
          We protect your information with organisational, physical and technical measures: encrypted connections,
          access limited to staff who need it, staff confidentiality obligations, logging and monitoring, and
          regular reviews of our security. No system is completely secure, but if a personal data breach occurs
          that is likely to harm you, we will notify you and the competent authority as the law requires.
        </p>
      </Section>

      <Section id="password" title="Password security">
        <p>
          {app} has no password for you to remember or for us to store. You sign in with your mobile number and a
          one-time code that we send to it by SMS. Each code works once, expires after 5 minutes and stops working
          after 5 wrong tries, and we limit how many codes a number or a device can request each day.
        </p>
        <p>
          When you sign in, we open a session for you that is bound to the device you signed in on. The session
          cannot be used from another device, it expires 30 days after you sign in, and we keep only a protected,
          non-reversible (hashed) form of it, never the session itself.
        </p>
        <p>
          Never share a one-time code with anyone, including people who say they work for us: our staff will never
          ask you for it by phone, text message, email or social media. Keep your phone locked and your SIM card
          in your own hands, because whoever receives your codes can sign in as you. If you shared a code by
          mistake, lost your phone or believe someone else has accessed your account, contact us immediately at{' '}
          <Email config={config} value={config?.supportEmail} /> so we can end your sessions and secure your
          account.
        </p>
      </Section>

      <Section id="minors" title="Minors">
        <p>
          Our services are intended only for adults. Persons under 18 years of age are not allowed to register,
          apply for a loan or otherwise use our services, and we do not knowingly collect personal information from
          anyone under 18. If we learn that we have collected information from a person under 18, we will close the
          account and delete the information unless the law requires us to keep it. A parent or guardian who
          believes a minor has given us information may contact our grievance officer.
        </p>
      </Section>

      <Section id="rights" title="Your rights and opt-out rights">
        <p>
          {india
            ? 'Under the Digital Personal Data Protection Act, 2023 you have the right to obtain a summary of the personal data we process and the persons we share it with, to have it corrected, completed, updated or erased, to have your grievances redressed by our grievance officer, and to nominate another person to exercise your rights in the event of your death or incapacity; you may complain to the Data Protection Board of India once our grievance process has been used.'
            : 'Under the Data Privacy Act of 2012 you have the right to be informed, to access your personal data, to object to its processing, to have inaccurate data corrected, to have data erased or blocked, to data portability, to claim damages and to lodge a complaint with the National Privacy Commission.'}
        </p>
        <p>You can opt out at any time:</p>
        <ul>
          <li>
            <strong>Marketing:</strong> use the unsubscribe link or the opt-out instructions in our promotional
            messages, or write to us. We will stop sending you promotions; we will still send service messages about
            your account and loans.
          </li>
          <li>
            <strong>Device permissions:</strong> withdraw camera or location permissions, and reset or limit your
            advertising ID, in your device settings.
          </li>
          <li>
            <strong>Consent:</strong> withdraw any consent you have given by writing to our grievance officer.
            Withdrawal does not affect processing that took place before it, and it does not cancel a loan you have
            taken: we will keep the information we need to service and collect that loan and to meet our legal
            obligations.
          </li>
          <li>
            <strong>Account closure:</strong> ask us to close your account once your loans are fully repaid; we will
            then delete or anonymise your information, except what the law requires us to keep.
          </li>
        </ul>
        <p>
          To exercise any of these rights, contact our grievance officer. We may ask you to confirm your identity
          before acting on a request, and we will respond within the period the law requires.
        </p>
      </Section>

      <Section id="changes" title="Changes to this policy">
        <p>
          We may update this policy from time to time, for example when we change our services or when the law
          changes. We will post the updated policy in the app and on our website with a new &quot;last updated&quot;
          date and, if the changes are significant, we will tell you in the app or by message before they take
          effect. Where the law requires your consent to a change, we will ask for it. Your continued use of our
          services after a change takes effect means you accept the updated policy.
        </p>
      </Section>

      <Section id="grievance" title="Grievance officer">
        <p>
          If you have a question, a request or a complaint about how we handle your personal information, please
          contact our grievance officer
          {india
            ? ', appointed under the Digital Personal Data Protection Act, 2023 to answer your questions and redress your grievances:'
            : ' (data protection officer):'}
        </p>
        <dl className="grievance-officer">
          <div>
            <dt>Name</dt>
            <dd>
              <Value config={config} value={officer?.name} />
            </dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>
              <Email config={config} value={officer?.email} />
            </dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>
              <Phone config={config} value={officer?.phone} />
            </dd>
          </div>
          <div>
            <dt>Address</dt>
            <dd>
              <Value config={config} value={officer?.address} />
            </dd>
          </div>
        </dl>
        <p>
          We acknowledge every complaint promptly and aim to resolve it within 30 days. If you are not satisfied
          with our answer, you may bring your complaint
          {india
            ? ' to the Data Protection Board of India; complaints about a loan itself may also be raised under the Reserve Bank of India Integrated Ombudsman Scheme'
            : ' to the National Privacy Commission of the Philippines'}
          .
        </p>
      </Section>

      <Section id="contact" title="Contact us">
        <p>
          {company}
          <br />
          Address: <Value config={config} value={config?.companyAddress} />
          <br />
          Website: <Website config={config} />
          <br />
          Email: <Email config={config} value={config?.supportEmail} />
          {config?.supportPhone ? (
            <>
              <br />
              Telephone: <Phone config={config} value={config.supportPhone} />
            </>
          ) : null}
        </p>
      </Section>
    </div>
  );
}

function isEmbedded(): boolean {
  return new URLSearchParams(window.location.search).get('embed') === '1';
}

export default function PrivacyPolicyPage() {
  const bare = isEmbedded();
  return (
    <Page title="Privacy Policy" bare={bare} className={bare ? 'privacy-embed' : undefined}>
      {bare && <h1 className="visually-hidden">Privacy Policy</h1>}
      <div className="card">
        <PrivacyPolicyContent />
      </div>
    </Page>
  );
}
