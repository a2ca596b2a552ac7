import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router, useLocation } from '../../lib/router';
import AboutUsPage from './pages/AboutUsPage';
import PrivacyPolicyPage from './pages/PrivacyPolicyPage';
import LoanTermsPage from './pages/LoanTermsPage';
import type { LegalDocument } from './legal';
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

/** legal answers GET /medium/v3/site/legal with a document of these blocks (the words are checked in Go: internal/content/legal_test.go). */
function legal(kind: 'privacy' | 'terms', blocks: LegalDocument['blocks'], version = 3) {
  const doc: LegalDocument = { kind, title: '', version, updatedAt: Date.UTC(2026, 10, 20, 9), blocks };
  return new Response(JSON.stringify({ code: '00', success: true, message: 'ok', data: doc }));
}

const privacyBlocks: LegalDocument['blocks'] = [
  { type: 'h2', spans: [{ text: 'Collection of information' }] },
  { type: 'p', spans: [{ text: 'Kwarta Lending Corporation' }, { text: '\n' }, { text: 'Website: ' }, { text: 'kwarta.ph', href: 'https://kwarta.ph' }] },
  { type: 'h3', spans: [{ text: 'Camera' }] },
  { type: 'ul', items: [[{ text: 'Email:', strong: true }, { text: ' ' }, { text: 'dpo@kwarta.ph', href: 'mailto:dpo@kwarta.ph' }], [{ text: '<script>alert(1)</script>' }]] },
  { type: 'h2', spans: [{ text: 'Grievance officer' }] },
];

describe('Privacy policy', () => {
  const fetchMock = vi.fn();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('draws the newest published text from its blocks, under its date', async () => {
    fetchMock.mockResolvedValueOnce(legal('privacy', privacyBlocks));
    const { container } = render(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy(); // loading
    await screen.findByRole('heading', { level: 2, name: 'Collection of information' });
    expect(String(fetchMock.mock.calls[0][0])).toMatch(/^\/medium\/v3\/site\/legal\?kind=privacy(&|$)/);
    expect(screen.getByText('Last updated: 20 November 2026')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Collection of information', 'Grievance officer']);
    expect(screen.getByRole('heading', { level: 3, name: 'Camera' })).toBeTruthy();
    // A line break inside a paragraph is kept.
    expect(container.querySelector('.prose p:not(.muted)')!.innerHTML).toBe('Kwarta Lending Corporation<br>Website: <a href="https://kwarta.ph" target="_blank" rel="noopener noreferrer">kwarta.ph</a>');
    const mail = screen.getByRole('link', { name: 'dpo@kwarta.ph' });
    expect(mail.getAttribute('href')).toBe('mailto:dpo@kwarta.ph');
    expect(mail.getAttribute('target')).toBeNull();
    expect(screen.getByText('Email:').tagName).toBe('STRONG');
    // A text's markup-looking words stay words.
    expect(screen.getByText('<script>alert(1)</script>').tagName).toBe('LI');
    expect(container.querySelector('script')).toBeNull();
  });

  it('offers a retry when the text cannot be loaded', async () => {
    const shown = vi.spyOn(toast, 'show').mockImplementation(() => {});
    fetchMock.mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce(legal('privacy', privacyBlocks));
    render(<PrivacyPolicyPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(shown).toHaveBeenCalledWith('error');
    shown.mockRestore();
    expect(await screen.findByRole('heading', { level: 2, name: 'Grievance officer' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('drops the title bar with ?embed=1', async () => {
    fetchMock.mockResolvedValueOnce(legal('privacy', privacyBlocks));
    window.history.replaceState(null, '', '/privacyPolicy?embed=1');
    const { container } = render(<PrivacyPolicyPage />);
    expect(container.querySelector('.page-bar')).toBeNull();
    expect(await screen.findByRole('heading', { level: 2, name: 'Collection of information' })).toBeTruthy();
  });
});

const termsBlocks: LegalDocument['blocks'] = [
  { type: 'h2', spans: [{ text: 'Late payment' }] },
  {
    type: 'table',
    rows: [
      [[{ text: 'Days late' }], [{ text: 'Late interest per day' }]],
      [[{ text: 'Day 1 to day 30' }], [{ text: '5%' }]],
      [[{ text: 'Day 31 to day 90' }], [{ text: '4%' }]],
    ],
  },
];

describe('Loan terms', () => {
  const fetchMock = vi.fn();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('draws a table with its header row', async () => {
    fetchMock.mockResolvedValueOnce(legal('terms', termsBlocks));
    render(<LoanTermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Loan terms and conditions' })).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(String(fetchMock.mock.calls[0][0])).toMatch(/^\/medium\/v3\/site\/legal\?kind=terms(&|$)/);
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Days late', 'Late interest per day']);
    expect(within(table).getAllByRole('row').slice(1).map((r) => text(r))).toEqual(['Day 1 to day 305%', 'Day 31 to day 904%']);
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
  // The Loan terms tab loads the text.
  beforeEach(() => vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(legal('terms', termsBlocks))));
  afterEach(() => vi.restoreAllMocks());

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
    const fetchSpy = vi.mocked(globalThis.fetch);
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
    expect(await within(screen.getByRole('tabpanel')).findByRole('table')).toBeTruthy();
    expect(String(fetchSpy.mock.calls[0][0])).toMatch(/kind=terms/);
    expect(screen.getByTestId('hash').textContent).toBe('#loan');

    await user.click(screen.getByRole('tab', { name: 'Home' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Kwarta' })).toBeTruthy();
    expect(screen.getByTestId('hash').textContent).toBe('');
  });

  it('opens the tab a shared link names, by hash or by tab query', () => {
    renderSite('/#contact');
    expect(screen.getByRole('tab', { name: 'Contact us' }).getAttribute('aria-selected')).toBe('true');
  });

  it('reads the tab query too', async () => {
    renderSite('/?tab=loan');
    expect(screen.getByRole('tab', { name: 'Loan terms and conditions' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Late payment')).toBeTruthy(); // the tab's terms, loaded
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
    const fetchSpy = vi.mocked(globalThis.fetch);
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
