import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import RepayPage from './pages/RepayPage';
import * as bridge from '../../lib/bridge';
import { setCommonParams } from '../../lib/common-params';
import { setLocale } from '../../i18n/i18n';
import { mockApi, ok } from '../loan/test/mock-api';
import { loadRepaymentInfo } from './repayment-info';
import { BANK_TIP_FLAG } from './pay-flow';
import { BANK_TIP_FLAG as DETAILS_BANK_TIP_FLAG } from '../loan/pages/OrderDetailsPage';
import { hasSessionFlag } from '../../lib/session-flag';
import { channels, instalment, issued, openCode } from './test/pay-fixtures';
import type { Instalment } from './api/types';

// antd's popups animate with pointer-events off; the checks would refuse every tap during the animation.
const setup = () => userEventLib.setup({ pointerEventsCheck: 0 });

function serve(over: Partial<Instalment> = {}, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ '/v3/repay/loan-play-detail': ok(instalment(over)), ...extra });
}

function open() {
  window.history.replaceState(null, '', '/repay?productId=2&orderId=81');
  return render(<RepayPage />);
}

const payment = () => screen.getByRole('button', { name: 'Payment' });

beforeEach(() => {
  setCommonParams({ sessionId: 'demo-a', deviceId: '123' });
  setLocale('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RepayPage', () => {
  it('asks loan-play-detail for the order and shows the date, the amount due now and the product', async () => {
    const api = serve();
    open();
    expect(await screen.findByText('₱12,890.00')).toBeTruthy();
    expect(screen.getByText('Amount due now')).toBeTruthy();
    expect(screen.getByText('Nov 13, 2026', { selector: '.pay-hero-line strong' })).toBeTruthy();
    expect(screen.getByText('Sahod Saver')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Repayment' })).toBeTruthy();
    const [call] = api.called('/v3/repay/loan-play-detail');
    expect(call.method).toBe('GET');
    expect(call.params.get('productId')).toBe('2');
    expect(call.params.get('orderId')).toBe('81');
    expect(call.params.get('sessionId')).toBe('demo-a');
  });

  it("sets order details' showBankTip flag, however the page was reached", async () => {
    expect(BANK_TIP_FLAG).toBe(DETAILS_BANK_TIP_FLAG);
    serve();
    open();
    await screen.findByText('₱12,890.00');
    expect(hasSessionFlag('showBankTip')).toBe(true);
  });

  it('shows a loading state first', async () => {
    serve();
    open();
    expect(screen.getByRole('status', { name: 'loading...' })).toBeTruthy();
    await screen.findByText('₱12,890.00');
    expect(screen.queryByRole('status', { name: 'loading...' })).toBeNull();
  });

  it('folds the detail rows to 2, with more and hide', async () => {
    const user = setup();
    serve();
    open();
    await screen.findByText('Order number');
    expect(screen.getByText('Due date')).toBeTruthy();
    expect(screen.queryByText('Penalty')).toBeNull();
    const more = screen.getByRole('button', { name: 'More' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(screen.getByText('Penalty')).toBeTruthy();
    expect(screen.getByText('Late interest')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByText('Penalty')).toBeNull();
  });

  it('has no toggle when there are 2 rows or fewer', async () => {
    serve({ detail: [{ text: 'Order number', value: 'KW1' }] });
    open();
    await screen.findByText('Order number');
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('shows the tip image when isShowReyTop is 1, leading to the instructions page', async () => {
    const user = setup();
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    serve();
    open();
    await user.click(await screen.findByRole('button', { name: /How to pay with a reference number/ }));
    expect(openPage).toHaveBeenCalledWith('dragonpayPaymentInstructions', 'productId=2&orderId=81');
  });

  it('hides the tip image when isShowReyTop is not 1', async () => {
    serve({ isShowReyTop: 0 });
    open();
    await screen.findByText('₱12,890.00');
    expect(screen.queryByRole('button', { name: /How to pay with a reference number/ })).toBeNull();
  });

  it('says how to get a code while there is none', async () => {
    serve();
    open();
    expect(await screen.findByText('Tap Payment to get your reference number.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Barcode/ })).toBeNull();
  });

  it('copies the open code with a copy success toast', async () => {
    const user = setup();
    serve({ defDetail: openCode() });
    open();
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('copy success')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('SBX62HUBJ77L');
  });

  it('saves repaymentInfo and opens /repaymentOfCode2 when the code box is tapped', async () => {
    const user = setup();
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    serve({ defDetail: openCode() });
    open();
    await user.click(await screen.findByRole('button', { name: /SBX62HUBJ77L/ }));
    expect(openPage).toHaveBeenCalledWith('repaymentOfCode2', 'productId=2&orderId=81');
    const info = loadRepaymentInfo();
    expect(info).toMatchObject({ payCode: 'SBX62HUBJ77L', logo: '/medium/payments/channels/gcash.svg', title: 'GCash reference number', repayAmount: '₱12,890.00' });
    expect(info?.delayAmount).toBeUndefined();
    expect(Object.keys(info?.payNotice ?? {})).toEqual(['E-wallet', 'Over the counter']);
  });

  it('shows the code as a Code 128 barcode in a modal', async () => {
    const user = setup();
    serve({ defDetail: openCode() });
    open();
    await user.click(await screen.findByRole('button', { name: /Barcode/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Show this barcode at the counter' });
    const svg = await within(dialog).findByRole('img', { name: 'SBX62HUBJ77L' });
    await waitFor(() => expect(svg.querySelectorAll('rect').length).toBeGreaterThan(10));
    expect(within(dialog).getByText('SBX62HUBJ77L')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Show this barcode at the counter' })).toBeNull());
  });

  it('preselects the first channel, lets the borrower choose another, and pays with it', async () => {
    const user = setup();
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    const api = serve({}, { '/v3/repay/generate-pay-code': ok(issued) });
    open();
    const method = await screen.findByRole('button', { name: /Payment Method/ });
    expect(method.textContent).toContain('GCash');
    await user.click(method);
    const picker = await screen.findByRole('dialog', { name: 'Choose a payment method' });
    for (const c of channels) expect(within(picker).getByText(c.name)).toBeTruthy();
    // The chosen channel carries the check mark.
    expect(picker.querySelectorAll('.adm-check-list-item-extra svg')).toHaveLength(1);
    await user.click(within(picker).getByText('Maya'));
    await waitFor(() => expect(screen.getByRole('button', { name: /Payment Method/ }).textContent).toContain('Maya'));

    await user.click(payment());
    await waitFor(() => expect(openPage).toHaveBeenCalled());
    const [call] = api.called('/v3/repay/generate-pay-code');
    expect(call.method).toBe('POST');
    expect(Object.fromEntries([...call.params].filter(([k]) => ['productId', 'orderId', 'amount', 'channelNumber', 'isDelay'].includes(k)))).toEqual({
      productId: '2', orderId: '81', amount: '1289000', channelNumber: 'PYMY',
    });
    const [target, arg] = openPage.mock.calls[0];
    expect(target).toBe('repayOrNot');
    const q = new URLSearchParams(arg);
    expect(Object.fromEntries(q)).toEqual({
      productId: '2', orderId: '81', payUrl: issued.payUrl, amountText: '₱12,890.00', channel: 'Maya', payCode: 'SBX62HUBJ77L', expiresAt: 'Nov 25, 2026',
    });
  });

  it('stays on the page when the server refuses the code, with its message', async () => {
    const user = setup();
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    serve({}, { '/v3/repay/generate-pay-code': { code: '100400', success: false, message: 'The amount to pay now is ₱12,900.00; please reload the page.' } });
    open();
    await screen.findByText('₱12,890.00');
    await user.click(payment());
    expect(await screen.findByText('The amount to pay now is ₱12,900.00; please reload the page.')).toBeTruthy();
    expect(openPage).not.toHaveBeenCalled();
  });

  it('disables Payment and shows noticeMsg when canPayNow is 0', async () => {
    const user = setup();
    const api = serve({ canPayNow: 0, noticeMsg: 'Repaying the whole loan early is allowed from Dec 29, 2026.' });
    open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Repaying the whole loan early is allowed from Dec 29, 2026.');
    expect(payment().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Amount due')).toBeTruthy();
    expect(screen.queryByText('Amount due now')).toBeNull();
    expect(screen.getByText('Your reference number is issued once this amount can be paid.')).toBeTruthy();
    await user.click(payment());
    expect(api.called('/v3/repay/generate-pay-code')).toHaveLength(0);
  });

  it('links to /repayChoose when the whole loan may be paid off now', async () => {
    const user = setup();
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    serve({ canPayOff: 1 });
    open();
    await user.click(await screen.findByRole('button', { name: 'Pay off the whole loan (₱35,930.00)' }));
    expect(openPage).toHaveBeenCalledWith('repayChoose', 'productId=2&orderId=81');
  });

  it('has no pay-off link when canPayOff is 0', async () => {
    serve();
    open();
    await screen.findByText('₱12,890.00');
    expect(screen.queryByRole('button', { name: /Pay off the whole loan/ })).toBeNull();
  });

  it('shows a failure with its message and tries again', async () => {
    const user = setup();
    let calls = 0;
    mockApi({
      '/v3/repay/loan-play-detail': () => (++calls === 1 ? { code: '100409', success: false, message: 'Order KW1 takes no payment: it is settled.' } : ok(instalment())),
    });
    open();
    expect(await screen.findByText('We could not load this page.')).toBeTruthy();
    expect(screen.getByText('Order KW1 takes no payment: it is settled.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('₱12,890.00')).toBeTruthy();
  });
});
