import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router, useLocation } from '../../lib/router';
import type { SiteConfig } from '../../lib/site-config';
import AboutUsPage from './pages/AboutUsPage';
import PrivacyPolicyPage, { PrivacyPolicyContent } from './pages/PrivacyPolicyPage';
import LoanTermsPage, { LoanTermsContent } from './pages/LoanTermsPage';
import OfficialSitePage from './pages/OfficialSitePage';
import * as toast from '../../lib/toast';

const site = vi.hoisted(() => {
  const ph = {
    appName: 'Kwarta',
    companyName: 'Kwarta Lending Corporation',
    companyAddress: '12 Ayala Avenue, Makati City, Metro Manila',
    website: 'https://kwarta.ph',
    supportEmail: 'help@kwarta.ph',
    supportPhone: '+63 2 8123 4567',
    market: 'ph',
    currency: 'PHP',
    currencySymbol: '₱',
    brandColor: '#0a7d5a',
    brandGradient: 'linear-gradient(135deg, #0a7d5a 0%, #19a974 100%)',
    fontColor: '#ffffff',
    grievanceOfficer: {
      name: 'Maria Santos',
      email: 'dpo@kwarta.ph',
      phone: '+63 917 555 0100',
      address: '12 Ayala Avenue, Makati City (Attn: Data Protection Officer)',
    },
    iosStoreUrl: 'https://apps.apple.com/app/kwarta',
    androidStoreUrl: '',
    appScheme: 'kwarta://',
  };
  return { ph, current: ph as typeof ph | undefined };
});

vi.mock('../../lib/site-config', () => ({
  useSiteConfig: () => site.current,
}));

const india: SiteConfig = { ...site.ph, market: 'in', currency: 'INR', currencySymbol: '₹' };

beforeEach(() => {
  site.current = site.ph;
  window.history.replaceState(null, '', '/');
});

/** text is the element's text with whitespace collapsed, for phrases split across elements. */
function text(el: HTMLElement): string {
  return (el.textContent ?? '').replace(/\s+/g, ' ');
}

describe('About us', () => {
  it('shows the mission, the four advantages, the team and the support email link', () => {
    render(<AboutUsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
    for (const name of ['Mission', 'Advantages', 'Team', 'Contact']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    for (const name of ['Quick approval', 'Transparent fees', 'Flexible repayment', 'Safe and reliable']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
    }
    const link = screen.getByRole('link', { name: 'help@kwarta.ph' });
    expect(link.getAttribute('href')).toBe('mailto:help@kwarta.ph');
  });

  it('shows placeholders while the config loads', () => {
    site.current = undefined;
    render(<AboutUsPage />);
    expect(screen.getByText('loading…')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
  });
});

describe('Privacy policy', () => {
  it('covers every required topic under h2 headings', () => {
    render(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    for (const topic of [
      'Collection of information',
      'Representation',
      'Use of data',
      'Disclosure of information',
      'Cookies',
      'Device information',
      'Minors',
      'Password security',
      'Changes to this policy',
      'Your rights and opt-out rights',
      'Grievance officer',
    ]) {
      expect(headings).toContain(topic);
    }
    const body = text(document.body);
    for (const phrase of [
      'Camera',
      'GPS',
      'Advertising ID',
      'Network information',
      'under 18',
      'Data Privacy Act of 2012',
      'Republic Act No. 10173',
      'Kwarta Lending Corporation',
      '12 Ayala Avenue, Makati City, Metro Manila',
    ]) {
      expect(body).toContain(phrase);
    }
    expect(body).not.toContain('Digital Personal Data Protection Act');
    expect(screen.getAllByRole('link', { name: 'https://kwarta.ph' })[0].getAttribute('href')).toBe('https://kwarta.ph');
    expect(screen.getAllByRole('link', { name: 'help@kwarta.ph' }).length).toBeGreaterThan(0);
    // Real prose, not an outline.
    expect(body.split(' ').filter(Boolean).length).toBeGreaterThan(1500);
  });

  it('names the grievance officer with email, phone and address', () => {
    render(<PrivacyPolicyContent />);
    const section = screen.getByRole('region', { name: 'Grievance officer' });
    expect(within(section).getByText('Maria Santos')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'dpo@kwarta.ph' }).getAttribute('href')).toBe('mailto:dpo@kwarta.ph');
    expect(within(section).getByRole('link', { name: '+63 917 555 0100' }).getAttribute('href')).toBe('tel:+639175550100');
    expect(within(section).getByText('12 Ayala Avenue, Makati City (Attn: Data Protection Officer)')).toBeTruthy();
  });

  it('names India\'s law and its grievance officer, not the Philippine ones, for the India market', () => {
    site.current = india as typeof site.ph;
    render(<PrivacyPolicyContent />);
    const body = text(document.body);
    expect(body).toContain('Digital Personal Data Protection Act, 2023');
    expect(body).toContain('Data Protection Board of India');
    const grievance = text(screen.getByRole('region', { name: 'Grievance officer' }));
    expect(grievance).toContain('grievance officer, appointed under the Digital Personal Data Protection Act, 2023');
    for (const philippine of ['Data Privacy Act', 'Republic Act No. 10173', 'National Privacy Commission']) {
      expect(body).not.toContain(philippine);
    }
  });

  it('explains the security of SMS one-time codes and device-bound sessions, not stored passwords', () => {
    render(<PrivacyPolicyContent />);
    const section = text(screen.getByRole('region', { name: 'Password security' }));
    expect(section).toContain('one-time code that we send to it by SMS');
    expect(section).toContain('bound to the device you signed in on');
    expect(section).toContain('Never share a one-time code with anyone');
    expect(section).not.toMatch(/store passwords|change your password|your password, PIN/);
  });

  it('drops the title bar with ?embed=1', () => {
    window.history.replaceState(null, '', '/privacyPolicy?embed=1');
    const { container } = render(<PrivacyPolicyPage />);
    expect(container.querySelector('.page-bar')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Collection of information' })).toBeTruthy();
  });
});

describe('Loan terms', () => {
  it('shows every term and figure of the seed', () => {
    render(<LoanTermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Loan terms and conditions' })).toBeTruthy();
    const body = text(document.body);
    for (const phrase of [
      '91 to 365 calendar days',
      'within 1 to 3 calendar days of acceptance',
      'decision within 1 day',
      'approve or reject any application at its discretion',
      '₱1,000 for new clients',
      '₱800 for repeat clients',
      'one time only',
      'not earlier than 7 calendar days after disbursement',
      'half of the loan term',
      'a Filipino citizen',
      'be over 18 years of age;',
      'name, date of birth or address within 3 calendar days',
      '7 business days',
      'pay the judgment within 10 days',
      'first to the default penalty, then to late interest, then to fees, then to interest and finally to principal',
      'Kwarta Lending Corporation',
      '12 Ayala Avenue, Makati City, Metro Manila',
    ]) {
      expect(body).toContain(phrase);
    }
    expect(body).not.toContain('Rs.');
    expect(body).not.toContain('18 years old or older');
    expect(screen.getAllByRole('link', { name: 'https://kwarta.ph' }).length).toBeGreaterThan(0);

    const table = screen.getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => text(r));
    expect(rows).toEqual(['Day 1 to day 305%', 'Day 31 to day 904%', 'Day 91 onwards2%']);
  });

  it('uses the rupee sign and Indian citizenship for the India market', () => {
    site.current = india as typeof site.ph;
    render(<LoanTermsContent />);
    const body = text(document.body);
    expect(body).toContain('₹1,000 for new clients');
    expect(body).toContain('₹800 for repeat clients');
    expect(body).toContain('an Indian citizen');
    expect(body).not.toContain('₱');
  });
});

function ShowHash() {
  const { hash } = useLocation();
  return <span data-testid="hash">{hash}</span>;
}

function renderSite(entry = '/') {
  window.history.replaceState(null, '', entry);
  return render(
    <Router>
      <OfficialSitePage />
      <ShowHash />
    </Router>,
  );
}

describe('Official site', () => {
  it('opens on Home with the hero, advantages, steps and download links', () => {
    renderSite();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const tabs = within(nav).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Home',
      'About us',
      'Contact us',
      'Privacy Policy',
      'Loan terms and conditions',
    ]);
    expect(within(nav).getByRole('tab', { name: 'Home' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { level: 1, name: 'Kwarta' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Quick approval' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').filter((li) => li.closest('.os-steps'))).toHaveLength(3);
    expect(screen.getByRole('link', { name: /App Store/ }).getAttribute('href')).toBe('https://apps.apple.com/app/kwarta');
    expect(screen.queryByRole('link', { name: /Google Play/ })).toBeNull();
  });

  it('switches tabs and keeps the tab in the URL', async () => {
    const user = userEvent.setup();
    renderSite();

    await user.click(screen.getByRole('tab', { name: 'About us' }));
    expect(screen.getByRole('tab', { name: 'About us' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Home' }).getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel', { name: 'About us' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mission' })).toBeTruthy();
    expect(screen.getByTestId('hash').textContent).toBe('#about');

    await user.click(screen.getByRole('tab', { name: 'Contact us' }));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Mission' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Privacy Policy' }));
    const frame = screen.getByTitle('Privacy Policy');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('/privacyPolicy?embed=1');

    await user.click(screen.getByRole('tab', { name: 'Loan terms and conditions' }));
    expect(text(screen.getByRole('tabpanel'))).toContain('91 to 365 calendar days');
    expect(screen.getByTestId('hash').textContent).toBe('#loan');

    await user.click(screen.getByRole('tab', { name: 'Home' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Kwarta' })).toBeTruthy();
    expect(screen.getByTestId('hash').textContent).toBe('');
  });

  it('opens the tab a shared link names, by hash or by tab query', () => {
    renderSite('/#contact');
    expect(screen.getByRole('tab', { name: 'Contact us' }).getAttribute('aria-selected')).toBe('true');
  });

  it('reads the tab query too', () => {
    renderSite('/?tab=loan');
    expect(screen.getByRole('tab', { name: 'Loan terms and conditions' }).getAttribute('aria-selected')).toBe('true');
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    renderSite();
    screen.getByRole('tab', { name: 'Home' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'About us' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'About us' }));
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Loan terms and conditions' }).getAttribute('aria-selected')).toBe('true');
  });

  it('asks for complete information when a contact field is missing', async () => {
    const shown = vi.spyOn(toast, 'show').mockImplementation(() => {});
    const user = userEvent.setup();
    renderSite('/#contact');
    await user.type(screen.getByLabelText('Name'), 'Juan dela Cruz');
    await user.type(screen.getByLabelText('Telephone'), '09171234567');
    await user.type(screen.getByLabelText('Email'), 'juan@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert').textContent).toBe('Please provide complete information!');
    expect(shown).toHaveBeenCalledWith('Please provide complete information!');
    shown.mockRestore();
    expect(screen.getByLabelText('Remark').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Thank you! We have received your message and will contact you soon.')).toBeNull();
  });

  it('thanks the visitor for a complete form and sends nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    renderSite('/#contact');
    await user.type(screen.getByLabelText('Name'), 'Juan dela Cruz');
    await user.type(screen.getByLabelText('Telephone'), '0917 123 4567');
    await user.type(screen.getByLabelText('Email'), 'juan@example.com');
    await user.type(screen.getByLabelText('Remark'), 'How do I repay early?');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('status').textContent).toBe(
      'Thank you! We have received your message and will contact you soon.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('rejects an invalid email address', async () => {
    const user = userEvent.setup();
    renderSite('/#contact');
    await user.type(screen.getByLabelText('Name'), 'Juan');
    await user.type(screen.getByLabelText('Telephone'), '09171234567');
    await user.type(screen.getByLabelText('Email'), 'juan-at-example');
    await user.type(screen.getByLabelText('Remark'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address.');
  });

  it('shows the lender in the footer', () => {
    renderSite();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Kwarta Lending Corporation')).toBeTruthy();
    expect(within(footer).getByRole('link', { name: '+63 2 8123 4567' }).getAttribute('href')).toBe('tel:+63281234567');
    expect(within(footer).getByRole('link', { name: 'help@kwarta.ph' }).getAttribute('href')).toBe('mailto:help@kwarta.ph');
    expect(within(footer).getByText('12 Ayala Avenue, Makati City, Metro Manila')).toBeTruthy();
    const year = new Date().getFullYear();
    expect(within(footer).getByText(`© ${year} Kwarta Lending Corporation. All rights reserved.`)).toBeTruthy();
  });
});
