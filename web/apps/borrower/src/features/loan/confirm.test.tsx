import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';

// antd's popups animate with pointer-events off; the checks would refuse every tap during the animation.
const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
import type { ReactNode } from 'react';
import { Router, useLocation, useNavigationType } from '../../lib/router';
import ConfirmLoanPage from './pages/ConfirmLoanPage';
import ConfirmLoan2Page from './pages/ConfirmLoan2Page';
import * as bridge from '../../lib/bridge';
import { setCommonParams } from '../../lib/common-params';
import { mockApi, ok } from '../../test/mock-api';
import { installShell, uninstallShell } from '../../test/shell';
import type { Confirmation } from './api/types';

const confirmation: Confirmation = {
  productId: 1, amount: 2000000, amountText: '₱20,000.00', periods: 91, termUnit: 1,
  details: [{ text: 'Instalments', value: '3' }, { text: 'Total to repay', value: '₱20,753.33' }],
  repay_plans: [
    { description: '1st of 3 instalments', title: 'Principal ₱6,666.66 + interest ₱300.00 + service fee ₱150.00', amount: '₱7,116.66', pay_time: 'Dec 2, 2026' },
    { description: '2nd of 3 instalments', title: 'Principal ₱6,666.66 + interest ₱200.00', amount: '₱6,866.66', pay_time: 'Jan 1, 2027' },
  ],
  firstPayTime: 'Dec 2, 2026', firstPeriodDay: 30, pRateDsc: 'Interest 0.05% a day', sendSms: 0,
  isPopType: 1, popTitle: 'Point out', popContent: 'Do you want to stay and finish your application?', popAgreementUrl: '',
  comProductLogo: '/medium/files/logo.svg', comProductName: 'Kwarta Flex', buttonText: 'Borrow now', promoTitle: 'No hidden charges',
  promoText: 'Nothing is deducted.', apr: '22.79%',
  keyFacts: [{ text: 'Annual percentage rate (APR)', value: '22.79%' }, { text: 'Default penalty', value: '₱1,000.00 once' }],
};

const agreements = { data: [{ title: 'Loan Agreement', position: 1 }, { title: 'Key Fact Statement', position: 2 }] };

function Landed() {
  const location = useLocation();
  return <p data-testid="landed" data-nav={useNavigationType()}>{location.pathname + location.search}</p>;
}

/** The confirmation page, until it moves on to order details. */
function At({ page }: { page: ReactNode }) {
  return useLocation().pathname === '/loanDetail' ? <Landed /> : page;
}

function renderAt(path: string, page = <ConfirmLoanPage />) {
  window.history.replaceState(null, '', path);
  return render(
    <Router>
      <At page={page} />
    </Router>,
  );
}

function v3Api(over: Partial<Confirmation> = {}) {
  return mockApi({
    '/v3/loan/loan-detail-confirm': ok({ ...confirmation, ...over }),
    '/v3/contract/contract-list': ok(agreements),
    '/v3/contract/contract-jump': (p) => ok({ contract_url: `/medium/v3/contract/document?position=${p.get('position')}&productId=1&scene=3` }),
    '/v3/loan/loan-detail-push': ok({ orderId: 88, orderNo: 'KW261123000088', lendDetailsUrl: '/loanDetail?productId=1&orderId=88' }),
  });
}

beforeEach(() => setCommonParams({ sessionId: 'demo-b', deviceId: '123' }));
afterEach(() => {
  uninstallShell();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ConfirmLoanPage (V3)', () => {
  it('shows the offer, the plan and the key facts, with the agreement box checked', async () => {
    const api = v3Api();
    renderAt('/confirmLoan?productId=1');
    expect(await screen.findByText('₱20,000.00')).toBeTruthy();
    expect(screen.getByText('91 days')).toBeTruthy();
    expect(screen.getByText('Interest 0.05% a day')).toBeTruthy();
    expect(screen.getByText('1st of 3 instalments')).toBeTruthy();
    expect(screen.getByText('Dec 2, 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Key Fact Statement' })).toBeTruthy();
    expect(screen.getByText('22.79%')).toBeTruthy();
    expect(screen.getByText('₱1,000.00 once')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Loan Agreement' })).toBeTruthy();
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect(api.called('/v3/loan/loan-detail-confirm')[0].params.get('productId')).toBe('1');
    expect(api.called('/v3/contract/contract-list')[0].params.get('scene')).toBe('3');
  });

  it('does nothing on Next while the box is unchecked, then places the order and replaces the page', async () => {
    const api = v3Api();
    renderAt('/confirmLoan?productId=1');
    const next = await screen.findByRole('button', { name: 'Next' });
    await userEvent.click(screen.getByRole('checkbox'));
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(next.className).toContain('is-grey');
    await userEvent.click(next);
    expect(api.called('/v3/loan/loan-detail-push')).toHaveLength(0);

    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(next);
    const landed = await screen.findByTestId('landed');
    const [push] = api.called('/v3/loan/loan-detail-push');
    expect(push.method).toBe('POST');
    expect(Object.fromEntries(push.params)).toMatchObject({ amount: '2000000', periods: '91', termUnit: '1', productId: '1' });
    const url = new URL(landed.textContent!, 'http://x');
    expect(url.pathname).toBe('/loanDetail');
    expect(Object.fromEntries(url.searchParams)).toEqual({ productId: '1', orderId: '88', sessionId: 'demo-b', deviceId: '123', from: 'confirm' });
    expect(landed.dataset.nav).toBe('REPLACE');
  });

  it('tells the app shell the loan was confirmed (trackEvent) once the order is placed, not before', async () => {
    const shell = installShell();
    const api = v3Api();
    renderAt('/confirmLoan?productId=1');
    const next = await screen.findByRole('button', { name: 'Next' });
    expect(shell.trackEvent.postMessage).not.toHaveBeenCalled();
    await userEvent.click(next);
    await screen.findByTestId('landed');
    expect(api.called('/v3/loan/loan-detail-push')).toHaveLength(1);
    expect(shell.trackEvent.postMessage).toHaveBeenCalledTimes(1);
    expect(shell.trackEvent.postMessage).toHaveBeenCalledWith([
      'confirmLoan',
      JSON.stringify({ productId: 1, amount: 2000000, periods: 91, termUnit: 1, variant: 'v3' }),
    ]);
  });

  it('tells the app shell nothing when the order is refused', async () => {
    const shell = installShell();
    mockApi({
      '/v3/loan/loan-detail-confirm': ok(confirmation),
      '/v3/contract/contract-list': ok(agreements),
      '/v3/loan/loan-detail-push': { code: '100409', success: false, message: 'You already have a loan in progress.' },
    });
    renderAt('/confirmLoan?productId=1');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' }).className).not.toContain('adm-button-loading'));
    expect(shell.trackEvent.postMessage).not.toHaveBeenCalled();
  });

  it('opens an agreement from its title and Agree checks the box', async () => {
    const api = v3Api();
    renderAt('/confirmLoan?productId=1');
    await screen.findByText('₱20,000.00');
    await userEvent.click(screen.getByRole('checkbox'));
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Key Fact Statement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Key Fact Statement' });
    expect(api.called('/v3/contract/contract-jump')[0].params.get('position')).toBe('2');
    const frame = within(dialog).getByTitle('Key Fact Statement') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/medium/v3/contract/document?position=2&productId=1&scene=3&sessionId=demo-b&deviceId=123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Key Fact Statement' })).toBeNull());
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  it('frames the agreement in the rupee sign when the page has coinciding=1, and says how due dates count', async () => {
    const api = v3Api();
    renderAt('/confirmLoan?productId=1&coinciding=1');
    expect(await screen.findByText('Due dates count from the day the money is sent; they are shown as if it were sent today.')).toBeTruthy();
    expect(api.called('/v3/loan/loan-detail-confirm')[0].params.get('coinciding')).toBe('1');
    await userEvent.click(await screen.findByRole('button', { name: 'Loan Agreement' }));
    await screen.findByRole('dialog', { name: 'Loan Agreement' });
    expect(api.called('/v3/contract/contract-jump')[0].params.get('coinciding')).toBe('1');
  });

  it('opens the agreement by itself when popAgreementUrl is set; Cancel closes it', async () => {
    v3Api({ popAgreementUrl: '/medium/v3/contract/document?position=1&productId=1&scene=3' });
    renderAt('/confirmLoan?productId=1');
    const dialog = await screen.findByRole('dialog', { name: 'Loan Agreement' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Loan Agreement' })).toBeNull());
  });

  it("asks the borrower to stay on the shell's back action when isPopType is 1", async () => {
    v3Api();
    const close = vi.spyOn(bridge, 'closeWebView').mockImplementation(() => {});
    renderAt('/confirmLoan?productId=1');
    await screen.findByText('₱20,000.00');
    let handled = false;
    act(() => {
      handled = window.KwartaShell!.onBack();
    });
    expect(handled).toBe(true);
    expect(await screen.findByText('Point out')).toBeTruthy();
    expect(screen.getByText('Do you want to stay and finish your application?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(close).toHaveBeenCalled();
  });

  it('lets the shell go back when isPopType is 0', async () => {
    v3Api({ isPopType: 0, popTitle: '' });
    renderAt('/confirmLoan?productId=1');
    await screen.findByText('₱20,000.00');
    let handled = true;
    act(() => {
      handled = window.KwartaShell!.onBack();
    });
    expect(handled).toBe(false);
    expect(screen.queryByText('Point out')).toBeNull();
  });

  it('says once why a loan cannot be confirmed, and leads to the loan in progress', async () => {
    mockApi({
      '/v3/loan/loan-detail-confirm': {
        code: '100409',
        success: false,
        message: 'You already have a Kwarta Flex loan in progress.',
        data: { orderId: 81, productId: 1 },
      },
      '/v3/contract/contract-list': ok(agreements),
    });
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    renderAt('/confirmLoan?productId=1');
    // On the page only: the load is quiet, so no toast repeats the sentence.
    expect(await screen.findAllByText('You already have a Kwarta Flex loan in progress.')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'View my loan' }));
    expect(openPage).toHaveBeenCalledWith('loanDetail', 'orderId=81&productId=1');
  });

  it('offers no loan to view when the refusal names none (a partner product)', async () => {
    mockApi({
      '/v3/loan/loan-detail-confirm': { code: '100409', success: false, message: 'Apply on the partner page.' },
      '/v3/contract/contract-list': ok(agreements),
    });
    renderAt('/confirmLoan?productId=7');
    await screen.findByText('Apply on the partner page.');
    expect(screen.queryByRole('button', { name: 'View my loan' })).toBeNull();
  });
});

describe('ConfirmLoan2Page (variant 2)', () => {
  const wire = {
    pid: 1, mnt: 2000000, mtx: '₱20,000.00', prd: 91, unt: 1, dtl: [], pln: [], fpt: '', fpd: 30, rtd: 'Interest 0.05% a day',
    ipt: 1, ptl: 'Point out', pct: 'Stay?', pau: '', plg: '', pnm: 'Kwarta Flex', btx: 'Borrow now', pmt: 'No hidden charges',
    pmc: 'Nothing is deducted.', apr: '22.79%', kfs: [{ tx: 'APR', vl: '22.79%' }],
  };

  it("shows the server's button text and the promotional popup, and places the order over the obfuscated call", async () => {
    const api = mockApi({
      '/gopia/goya/vista': ok(wire),
      '/gopia/goya/pacta': ok({ lst: [{ tl: 'Loan Agreement', ps: 1 }] }),
      '/gopia/goya/firma': ok({ lnk: '/loanDetail?productId=1&orderId=88' }),
    });
    renderAt('/confirmLoan2?productId=1', <ConfirmLoan2Page />);
    const promo = await screen.findByRole('dialog');
    expect(within(promo).getByRole('heading', { name: 'No hidden charges' })).toBeTruthy();
    expect(within(promo).getByText('Nothing is deducted.')).toBeTruthy();
    await userEvent.click(within(promo).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('No hidden charges')).toBeNull());
    expect(api.called('/gopia/goya/vista')[0].params.get('pid')).toBe('1');
    expect(api.called('/gopia/goya/pacta')[0].params.get('scn')).toBe('3');
    const track = vi.spyOn(bridge, 'trackEvent').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Borrow now' }));
    await screen.findByTestId('landed');
    expect(Object.fromEntries(api.called('/gopia/goya/firma')[0].params)).toMatchObject({ pid: '1', mnt: '2000000', prd: '91', unt: '1' });
    expect(track).toHaveBeenCalledWith('confirmLoan', { productId: 1, amount: 2000000, periods: 91, termUnit: 1, variant: 'v2' });
  });

  it('shows a failure as a toast and stays', async () => {
    mockApi({
      '/gopia/goya/vista': ok({ ...wire, pmt: '' }),
      '/gopia/goya/pacta': ok({ lst: [] }),
      '/gopia/goya/firma': { code: '100400', success: false, message: 'The loan term must be at least 91 days.' },
    });
    renderAt('/confirmLoan2?productId=1', <ConfirmLoan2Page />);
    await userEvent.click(await screen.findByRole('button', { name: 'Borrow now' }));
    expect(await screen.findByText('The loan term must be at least 91 days.')).toBeTruthy();
    expect(screen.queryByTestId('landed')).toBeNull();
  });
});
