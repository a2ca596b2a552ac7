// The official site at /: a public marketing site with a
// nav bar of tabs (Home, About us, Contact us, Privacy Policy, Loan terms and
// conditions), a contact form that checks its four fields and sends nothing,
// the privacy page in a frame, the loan terms, and a footer with the lender's
// details. The open tab lives in the URL hash (/#contact), so links to a tab
// can be shared; ?tab=contact is read too.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from '../../../lib/router';
import { useSiteConfig, type SiteConfig } from '../../../lib/site-config';
import * as toast from '../../../lib/toast';
import { t } from '../../../i18n/i18n';
import { AboutUsContent, AdvantageList } from './AboutUsPage';
import { LegalContent } from '../legal';
import './official-site.css';

const TABS = [
  { key: 'home', label: 'Home' },
  { key: 'about', label: 'About us' },
  { key: 'contact', label: 'Contact us' },
  { key: 'privacy', label: 'Privacy Policy' },
  { key: 'loan', label: 'Loan terms and conditions' },
] as const;

type TabKey = (typeof TABS)[number]['key'];

function isTab(v: string | null | undefined): v is TabKey {
  return TABS.some((t) => t.key === v);
}

/** tabOf reads the open tab from the hash (#contact), then the tab query. */
function tabOf(hash: string, search: string): TabKey {
  const fromHash = decodeURIComponent(hash.replace(/^#/, ''));
  if (isTab(fromHash)) return fromHash;
  const fromQuery = new URLSearchParams(search).get('tab');
  return isTab(fromQuery) ? fromQuery : 'home';
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function Val({ config, value }: { config: SiteConfig | undefined; value: string | undefined }) {
  if (!config) return <span className="os-placeholder">…</span>;
  return <>{value?.trim() || '—'}</>;
}

function Logo({ name }: { name: string }) {
  return (
    <span className="os-logo" aria-hidden="true">
      {(name.trim()[0] ?? 'K').toUpperCase()}
    </span>
  );
}

// ---------------------------------------------------------------- Home

function StoreLinks({ config }: { config: SiteConfig | undefined }) {
  if (!config) return <p className="os-placeholder">…</p>;
  const ios = config.iosStoreUrl?.trim();
  const android = config.androidStoreUrl?.trim();
  if (!ios && !android) {
    return <p className="os-store-soon">The {config.appName || 'app'} app is coming soon to the App Store and Google Play.</p>;
  }
  return (
    <div className="os-stores">
      {android && (
        <a className="os-store" href={android} target="_blank" rel="noopener noreferrer">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M4 3.5v17l9-8.5zM13 12l3-3-10.5-6M13 12l3 3-10.5 6M16 9l4 2.2c.9.5.9 1.1 0 1.6L16 15" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
          </svg>
          <span>
            <small>Get it on</small> Google Play
          </span>
        </a>
      )}
      {ios && (
        <a className="os-store" href={ios} target="_blank" rel="noopener noreferrer">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M16.5 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8-.7 0-1.9-.8-3-.8-1.6 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.7zM14.3 5.8c.6-.8 1.1-1.8 1-2.8-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.7-1 2.7 1 .1 2-.5 2.7-1.3z" fill="currentColor" />
          </svg>
          <span>
            <small>Download on the</small> App Store
          </span>
        </a>
      )}
    </div>
  );
}

const STEPS = [
  { title: 'Download and register', text: (app: string) => `Install ${app} and sign up with your mobile number in under a minute.` },
  {
    title: 'Apply and verify',
    text: () => 'Tell us about yourself, verify your identity and choose your amount and term. We decide within 1 day.',
  },
  {
    title: 'Receive your cash',
    text: () => 'Accept the offer and get the money in your account within 1 to 3 calendar days, then repay on schedule in the app.',
  },
] as const;

function HomeTab({ config, onOpen }: { config: SiteConfig | undefined; onOpen: (tab: TabKey) => void }) {
  const app = config?.appName?.trim() || 'Kwarta';
  const country = config?.market === 'in' ? 'India' : 'the Philippines';
  return (
    <>
      <section className="os-hero" aria-labelledby="os-hero-title">
        <div className="os-hero-text">
          <p className="os-eyebrow">Cash loans for {country}</p>
          <h1 id="os-hero-title">{config ? app : <span className="os-placeholder">…</span>}</h1>
          <p className="os-tagline">Fast, fair cash loans — right from your phone.</p>
          <p className="os-lead">
            Borrow for 91 to 365 days, get a decision within 1 day and receive your money within 1 to 3 calendar
            days. Every fee is shown before you accept.
          </p>
          <div className="os-hero-actions">
            <a className="os-button os-button-light" href="#download">
              Download the app
            </a>
            <button type="button" className="os-button os-button-ghost" onClick={() => onOpen('loan')}>
              See loan terms
            </button>
          </div>
        </div>
        <ul className="os-facts" aria-label="Key facts">
          <li>
            <strong>1 day</strong>
            <span>to a decision</span>
          </li>
          <li>
            <strong>1–3 days</strong>
            <span>to receive your cash</span>
          </li>
          <li>
            <strong>91–365 days</strong>
            <span>loan term</span>
          </li>
        </ul>
      </section>

      <section className="os-section" aria-labelledby="os-why">
        <h2 id="os-why">Why choose {app}</h2>
        <AdvantageList variant="cards" />
      </section>

      <section className="os-section" aria-labelledby="os-how">
        <h2 id="os-how">How it works</h2>
        <ol className="os-steps">
          {STEPS.map((s, i) => (
            <li key={s.title}>
              <span className="os-step-number" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{s.title}</h3>
              <p>{s.text(app)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="os-section os-download" id="download" aria-labelledby="os-download">
        <h2 id="os-download">Get the {app} app</h2>
        <p>Apply, follow your loan and repay — all in one app, wherever you are.</p>
        <StoreLinks config={config} />
      </section>
    </>
  );
}

// ---------------------------------------------------------------- Contact

interface ContactForm {
  name: string;
  telephone: string;
  email: string;
  remark: string;
}

const EMPTY: ContactForm = { name: '', telephone: '', email: '', remark: '' };
const REMARK_MAX = 500;

/** check returns the message for the first problem with the form, or undefined. */
function check(form: ContactForm): string | undefined {
  if (Object.values(form).some((v) => v.trim() === '')) return t('completeInformation');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) return t('invalidEmail');
  const digits = form.telephone.replace(/\D/g, '');
  if (!/^\+?[\d\s()-]+$/.test(form.telephone.trim()) || digits.length < 7 || digits.length > 15) {
    return t('invalidTelephone');
  }
  return undefined;
}

function ContactTab({ config }: { config: SiteConfig | undefined }) {
  const id = useId();
  const [form, setForm] = useState<ContactForm>(EMPTY);
  const [error, setError] = useState<string>();
  const [missing, setMissing] = useState<Array<keyof ContactForm>>([]);
  const [sent, setSent] = useState(false);

  const set = (key: keyof ContactForm) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    setSent(false);
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const problem = check(form);
    if (problem) {
      setMissing((Object.keys(form) as Array<keyof ContactForm>).filter((k) => form[k].trim() === ''));
      setError(problem);
      setSent(false);
      toast.show(problem);
      return;
    }
    // The site sends nothing: the message is only acknowledged here.
    setError(undefined);
    setMissing([]);
    setForm(EMPTY);
    setSent(true);
  };

  const field = (key: keyof ContactForm) => ({
    id: `${id}-${key}`,
    name: key,
    value: form[key],
    onChange: set(key),
    'aria-invalid': missing.includes(key) || undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  });

  const phone = config?.supportPhone?.trim();
  const email = config?.supportEmail?.trim();

  return (
    <section className="os-section os-contact" aria-labelledby="os-contact-title">
      <h1 id="os-contact-title">Contact us</h1>
      <p>Have a question about a loan, your account or our app? Leave us a message and we will get back to you.</p>
      <div className="os-contact-grid">
        <form className="os-form" noValidate onSubmit={submit} aria-labelledby="os-contact-title">
          <div className="os-field">
            <label htmlFor={`${id}-name`}>Name</label>
            <input type="text" autoComplete="name" maxLength={100} placeholder="Your full name" {...field('name')} />
          </div>
          <div className="os-field">
            <label htmlFor={`${id}-telephone`}>Telephone</label>
            <input type="tel" inputMode="tel" autoComplete="tel" maxLength={20} placeholder="e.g. 0917 123 4567" {...field('telephone')} />
          </div>
          <div className="os-field">
            <label htmlFor={`${id}-email`}>Email</label>
            <input type="email" inputMode="email" autoComplete="email" maxLength={254} placeholder="you@example.com" {...field('email')} />
          </div>
          <div className="os-field">
            <label htmlFor={`${id}-remark`}>Remark</label>
            <textarea rows={5} maxLength={REMARK_MAX} placeholder="How can we help?" {...field('remark')} />
            <span className="os-counter" aria-hidden="true">
              {form.remark.length}/{REMARK_MAX}
            </span>
          </div>
          <div aria-live="polite">
            {error && (
              <p className="os-form-error" role="alert" id={`${id}-error`}>
                {error}
              </p>
            )}
            {sent && (
              <p className="os-form-success" role="status">
                {t('contactThanks')}
              </p>
            )}
          </div>
          <button type="submit" className="os-button os-button-primary os-submit">
            Submit
          </button>
        </form>
        <aside className="os-contact-card" aria-label="Other ways to reach us">
          <h2>Other ways to reach us</h2>
          <dl>
            <div>
              <dt>Telephone</dt>
              <dd>{phone ? <a href={telHref(phone)}>{phone}</a> : <Val config={config} value={phone} />}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{email ? <a href={`mailto:${email}`}>{email}</a> : <Val config={config} value={email} />}</dd>
            </div>
            <div>
              <dt>Address</dt>
              <dd>
                <Val config={config} value={config?.companyAddress} />
              </dd>
            </div>
          </dl>
        </aside>
      </div>
    </section>
  );
}

// ---------------------------------------------------------------- Policy

/** PolicyFrame shows /privacyPolicy?embed=1 and grows to its content, so the page scrolls once. */
function PolicyFrame() {
  const ref = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number>();

  useEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    let observer: ResizeObserver | undefined;
    let watched: Element | undefined;
    const fit = () => {
      try {
        const doc = frame.contentDocument;
        if (!doc?.body) return;
        const content = doc.querySelector('.page-body');
        if (content && content !== watched && observer) {
          observer.observe(content);
          watched = content;
        }
        const h = content instanceof HTMLElement ? content.offsetTop + content.offsetHeight : doc.body.scrollHeight;
        if (h > 0) setHeight(Math.ceil(h) + 8);
      } catch {
        // Another origin: keep the fixed height and let the frame scroll.
      }
    };
    const onLoad = () => {
      observer?.disconnect();
      watched = undefined;
      try {
        const doc = frame.contentDocument;
        if (doc?.body && typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(fit);
          observer.observe(doc.body);
        }
      } catch {
        observer = undefined;
      }
      fit();
    };
    frame.addEventListener('load', onLoad);
    return () => {
      frame.removeEventListener('load', onLoad);
      observer?.disconnect();
    };
  }, []);

  return (
    <iframe
      ref={ref}
      className="os-frame"
      title="Privacy Policy"
      src="/privacyPolicy?embed=1"
      style={height ? { height } : undefined}
    />
  );
}

// ---------------------------------------------------------------- Footer

function Footer({ config }: { config: SiteConfig | undefined }) {
  const app = config ? 'Kwarta' : '…';
  const year = new Date().getFullYear();
  const company = config?.companyName?.trim();
  const phone = config?.supportPhone?.trim();
  const email = config?.supportEmail?.trim();
  return (
    <footer className="os-footer">
      <div className="os-footer-inner">
        <div className="os-footer-brand">
          <strong>{company || <Val config={config} value={company} />}</strong>
          {config?.appName && <span>Operator of the {config.appName} app</span>}
        </div>
        <ul className="os-footer-contact">
          <li>
            <span className="os-footer-label">Telephone</span>{' '}
            {phone ? <a href={telHref(phone)}>{phone}</a> : <Val config={config} value={phone} />}
          </li>
          <li>
            <span className="os-footer-label">Email</span>{' '}
            {email ? <a href={`mailto:${email}`}>{email}</a> : <Val config={config} value={email} />}
          </li>
          <li>
            <span className="os-footer-label">Address</span> <Val config={config} value={config?.companyAddress} />
          </li>
        </ul>
        <p className="os-copyright">
          © {year} {company || config?.appName || app}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

// ---------------------------------------------------------------- Page

/**
 * useScrollEdges tells whether a horizontally scrolling element hides
 * content to its left and to its right, so the narrow screen's tab bar can
 * fade the edge that has more tabs behind it.
 */
function useScrollEdges(ref: { current: HTMLElement | null }) {
  const [edges, setEdges] = useState({ left: false, right: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const left = el.scrollLeft > 1;
      const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setEdges((e) => (e.left === left && e.right === right ? e : { left, right }));
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      el.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return edges;
}

export default function OfficialSitePage() {
  const config = useSiteConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const tab = tabOf(location.hash, location.search);
  const tabRefs = useRef<Partial<Record<TabKey, HTMLButtonElement | null>>>({});
  const first = useRef(true);
  const navRef = useRef<HTMLElement>(null);
  const edges = useScrollEdges(navRef);

  useEffect(() => {
    const label = TABS.find((t) => t.key === tab)?.label ?? 'Home';
    const app = config?.appName?.trim();
    document.title = tab === 'home' ? app || 'Home' : `${label}${app ? ` | ${app}` : ''}`;
  }, [tab, config?.appName]);

  useEffect(() => {
    // Keep the open tab visible in the scrolling nav and start its content at the top.
    if (first.current) {
      first.current = false;
      return;
    }
    tabRefs.current[tab]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    if (window.scrollY > 0) window.scrollTo({ top: 0 });
  }, [tab]);

  const open = (next: TabKey) => {
    if (next === tab) return;
    const search = new URLSearchParams(location.search);
    search.delete('tab');
    const q = search.toString();
    navigate({ pathname: location.pathname, search: q ? `?${q}` : '', hash: next === 'home' ? '' : `#${next}` });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = TABS.findIndex((t) => t.key === tab);
    let j: number;
    if (e.key === 'ArrowRight') j = (i + 1) % TABS.length;
    else if (e.key === 'ArrowLeft') j = (i - 1 + TABS.length) % TABS.length;
    else if (e.key === 'Home') j = 0;
    else if (e.key === 'End') j = TABS.length - 1;
    else return;
    e.preventDefault();
    const next = TABS[j].key;
    open(next);
    tabRefs.current[next]?.focus();
  };

  const app = config?.appName?.trim() || 'Kwarta';

  return (
    <div className="os">
      <header className="os-header">
        <div className="os-header-inner">
          <button type="button" className="os-brand" onClick={() => open('home')} aria-label={`${app} home`}>
            <Logo name={app} />
            <span>{config ? app : '…'}</span>
          </button>
          <nav aria-label="Main" className="os-nav" ref={navRef} data-more-left={edges.left || undefined} data-more-right={edges.right || undefined}>
            <div role="tablist" aria-label="Site sections" className="os-tabs" onKeyDown={onKeyDown}>
              {TABS.map((t) => (
                <button
                  key={t.key}
                  ref={(el) => {
                    tabRefs.current[t.key] = el;
                  }}
                  type="button"
                  role="tab"
                  id={`os-tab-${t.key}`}
                  aria-selected={t.key === tab}
                  aria-controls={`os-panel-${t.key}`}
                  tabIndex={t.key === tab ? 0 : -1}
                  className="os-tab"
                  onClick={() => open(t.key)}
                >
                  {t.label}
                </button>
              ))}
            </div>
          </nav>
        </div>
      </header>

      <main className="os-main">
        <div
          role="tabpanel"
          id={`os-panel-${tab}`}
          aria-labelledby={`os-tab-${tab}`}
          className={`os-panel os-panel-${tab}`}
        >
          {tab === 'home' && <HomeTab config={config} onOpen={open} />}
          {tab === 'about' && (
            <section className="os-section os-doc">
              <h1>About us</h1>
              <AboutUsContent />
            </section>
          )}
          {tab === 'contact' && <ContactTab config={config} />}
          {tab === 'privacy' && (
            <section className="os-section os-doc os-doc-frame">
              <h1>Privacy Policy</h1>
              <PolicyFrame />
            </section>
          )}
          {tab === 'loan' && (
            <section className="os-section os-doc">
              <h1>Loan terms and conditions</h1>
              <LegalContent kind="terms" />
            </section>
          )}
        </div>
      </main>

      <Footer config={config} />
    </div>
  );
}
