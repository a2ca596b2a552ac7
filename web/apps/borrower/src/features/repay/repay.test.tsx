import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import RepayPage from './pages/RepayPage';
import * as bridge from '../../lib/bridge';
import { loadRepaymentInfo } from './repayment-info';
import { BANK_TIP_FLAG } from './pay-flow';
import { BANK_TIP_FLAG as DETAILS_BANK_TIP_FLAG } from '../../lib/session-flag';
import { hasSessionFlag } from '../../lib/session-flag';
import { channels, instalment, issued, openCode } from './test/pay-fixtures';
import { ok, openAt, payHooks, serveInstalment as serve, servePay } from './test/pay-api';

// antd's popups animate with pointer-events off; the checks would refuse every tap during the animation.
const setup = () => userEventLib.setup({ pointerEventsCheck: 0 });

const open = () => openAt('/repay?productId=2&orderId=81', <RepayPage />);

const payment = () => screen.getByRole('button', { name: 'Payment' });

payHooks();

describe('RepayPage', () => {
  it('asks loan-play-detail for the order and shows the date, the amount due now and the product', async () => {
    const api = serve();
    open();
    expect(await screen.findByText('₱12,890.00', { selector: '.pay-hero-amount' })).toBeTruthy();
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
    await screen.findByText('₱12,890.00', { selector: '.pay-hero-amount' });
    expect(hasSessionFlag('showBankTip')).toBe(true);
  });

  it('shows a loading state first', async () => {
    serve();
    open();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    await screen.findByText('₱12,890.00', { selector: '.pay-hero-amount' });
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
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
    await screen.findByText('₱12,890.00', { selector: '.pay-hero-amount' });
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
      payBy: 'Pay by 11:59 pm today',
    });
  });

  it('stays on the page when the server refuses the code, with its message', async () => {
    const user = setup();
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    serve({}, { '/v3/repay/generate-pay-code': { code: '100400', success: false, message: 'The amount to pay now is ₱12,900.00; please reload the page.' } });
    open();
    await screen.findByText('₱12,890.00', { selector: '.pay-hero-amount' });
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
    await screen.findByText('₱12,890.00', { selector: '.pay-hero-amount' });
    expect(screen.queryByRole('button', { name: /Pay off the whole loan/ })).toBeNull();
  });

  it('shows a failure with its message and tries again', async () => {
    const user = setup();
    let calls = 0;
    servePay({
      '/v3/repay/loan-play-detail': () => (++calls === 1 ? { code: '100409', success: false, message: 'Order KW1 takes no payment: it is settled.' } : ok(instalment())),
    });
    open();
    expect(await screen.findByText('We could not load this page.')).toBeTruthy();
    expect(screen.getByText('Order KW1 takes no payment: it is settled.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('₱12,890.00', { selector: '.pay-hero-amount' })).toBeTruthy();
  });
});

describe('RepayPage: the open code', () => {
  it("starts the picker on the open code's channel, so Payment reuses that code", async () => {
    const user = setup();
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    const api = serve({ defDetail: { ...openCode(), channelNumber: 'PYMY', logo: '/medium/payments/channels/maya.svg', title: 'Maya reference number' } }, {
      '/v3/repay/generate-pay-code': ok(issued),
    });
    open();
    const method = await screen.findByRole('button', { name: /Payment Method/ });
    expect(method.textContent).toContain('Maya');
    expect(method.textContent).not.toContain('GCash');
    await user.click(payment());
    await waitFor(() => expect(openPage).toHaveBeenCalled());
    expect(api.called('/v3/repay/generate-pay-code')[0].params.get('channelNumber')).toBe('PYMY');
  });

  it('starts on the first channel when the open code has none, or one no longer offered', async () => {
    const { unmount } = (serve({ defDetail: { ...openCode(), channelNumber: 'GONE' } }), open());
    expect((await screen.findByRole('button', { name: /Payment Method/ })).textContent).toContain('GCash');
    unmount();
    serve();
    open();
    expect((await screen.findByRole('button', { name: /Payment Method/ })).textContent).toContain('GCash');
  });

  it("shows the code's own amount and until when it holds, and saves those for the code page", async () => {
    const user = setup();
    vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    // Yesterday's code for ₱12,890.00 under today's ₱13,293.00.
    serve({ repayAmount: 1329300, repayAmountText: '₱13,293.00', maxAmount: 1329300, maxAmountText: '₱13,293.00', defDetail: { ...openCode(), payBy: 'Pay by 11:59 pm, Nov 24, 2026' } });
    open();
    const box = (await screen.findByTestId('repay-code')).closest('section') as HTMLElement;
    expect(within(box).getByText('Amount ₱12,890.00')).toBeTruthy();
    expect(within(box).getByText('Pay by 11:59 pm, Nov 24, 2026')).toBeTruthy();
    expect(screen.getByText('₱13,293.00', { selector: '.pay-hero-amount' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /SBX62HUBJ77L/ }));
    expect(loadRepaymentInfo()).toMatchObject({ repayAmount: '₱12,890.00', payBy: 'Pay by 11:59 pm, Nov 24, 2026' });
  });
});

describe('RepayPage: paying a different amount', () => {
  const other = () => screen.getByRole('radio', { name: 'Pay a different amount' });
  const field = () => screen.getByLabelText('Amount you want to pay') as HTMLInputElement;
  const key = (k: string) => fireEvent.click(screen.getByRole('button', { name: k }));
  const type = (keys: string) => [...keys].forEach(key);
  const confirmKey = () => screen.getByRole('button', { name: 'Confirm' });

  async function chooseOther() {
    await screen.findByRole('radio', { name: /Pay what is due now/ });
    fireEvent.click(other());
    await screen.findByLabelText('Amount you want to pay');
    await screen.findByRole('button', { name: 'Confirm' });
  }

  it('pays what is due now by default, with another amount one tap away', async () => {
    serve();
    open();
    const due = await screen.findByRole('radio', { name: /Pay what is due now/ });
    expect((due as HTMLInputElement).checked).toBe(true);
    expect(due.closest('label')?.textContent).toContain('₱12,890.00');
    expect((other() as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByLabelText('Amount you want to pay')).toBeNull();
  });

  it('opens the money keyboard with the range: digits and a point, at most 2 decimals, confirm ignored while empty', async () => {
    const api = serve();
    open();
    await chooseOther();
    expect(screen.getByText('Minimum ₱100.00, up to ₱12,890.00')).toBeTruthy();
    expect(field().readOnly).toBe(true);
    expect(field().getAttribute('aria-describedby')).toBe('pay-amount-range');
    // Empty: confirm does nothing, not even an error.
    await waitFor(() => expect(confirmKey().getAttribute('aria-disabled')).toBe('true'));
    fireEvent.click(confirmKey());
    expect(screen.queryByRole('alert')).toBeNull();
    type('500.555');
    expect(field().value).toBe('500.55');
    key('.');
    expect(field().value).toBe('500.55');
    expect(confirmKey().getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(confirmKey());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.called('/v3/repay/generate-pay-code')).toHaveLength(0);
  });

  it('says beside the field why an amount below the minimum, above the maximum or zero cannot be paid, and asks for no code', async () => {
    const api = serve();
    open();
    await chooseOther();
    const attempt = async (keys: string, want: string) => {
      while (field().value) fireEvent.click(screen.getByRole('button', { name: /delete|删除|backspace/i }));
      type(keys);
      fireEvent.click(confirmKey());
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(want);
      expect(field().getAttribute('aria-invalid')).toBe('true');
      expect(field().getAttribute('aria-describedby')).toBe('pay-amount-error pay-amount-range');
      // Payment refuses the same, before any call.
      fireEvent.click(payment());
      expect(screen.getByRole('alert').textContent).toBe(want);
    };
    await attempt('99.99', 'The least you can pay now is ₱100.00.');
    await attempt('12890.01', 'The most you can pay now is ₱12,890.00.');
    await attempt('0.00', 'Enter the amount you want to pay.');
    expect(api.called('/v3/repay/generate-pay-code')).toHaveLength(0);
    // Typing again clears the message.
    key('5');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when Payment is tapped with nothing typed', async () => {
    const api = serve();
    open();
    await chooseOther();
    fireEvent.click(payment());
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the amount you want to pay.');
    expect(api.called('/v3/repay/generate-pay-code')).toHaveLength(0);
  });

  it('asks for a code for the amount typed, in minor units, and confirms it on /repayOrNot', async () => {
    const user = setup();
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    const api = serve({}, { '/v3/repay/generate-pay-code': ok({ ...issued, amount: 50050, amountText: '₱500.50' }) });
    open();
    await chooseOther();
    type('500.5');
    fireEvent.click(confirmKey());
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(payment());
    await waitFor(() => expect(openPage).toHaveBeenCalled());
    const [call] = api.called('/v3/repay/generate-pay-code');
    expect(call.params.get('amount')).toBe('50050');
    expect(call.params.get('channelNumber')).toBe('GCSH');
    expect(call.params.get('isDelay')).toBeNull();
    const [target, arg] = openPage.mock.calls[0];
    expect(target).toBe('repayOrNot');
    expect(new URLSearchParams(arg).get('amountText')).toBe('₱500.50');
  });

  it("shows the server's refusal of the amount beside the field and stays", async () => {
    const user = setup();
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    serve({}, {
      '/v3/repay/generate-pay-code': { code: '100400', success: false, message: 'Check the amount.', fields: { amount: 'You can pay from ₱100.00 to ₱403.00 now.' } },
    });
    open();
    await chooseOther();
    type('500');
    fireEvent.click(confirmKey());
    await user.click(payment());
    expect((await screen.findByRole('alert')).textContent).toBe('You can pay from ₱100.00 to ₱403.00 now.');
    expect(openPage).not.toHaveBeenCalled();
  });

  it('goes back to what is due now when that is chosen again', async () => {
    const user = setup();
    vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    const api = serve({}, { '/v3/repay/generate-pay-code': ok(issued) });
    open();
    await chooseOther();
    type('500');
    fireEvent.click(screen.getByRole('radio', { name: /Pay what is due now/ }));
    expect(screen.queryByLabelText('Amount you want to pay')).toBeNull();
    await user.click(payment());
    await waitFor(() => expect(api.called('/v3/repay/generate-pay-code')).toHaveLength(1));
    expect(api.called('/v3/repay/generate-pay-code')[0].params.get('amount')).toBe('1289000');
  });

  it('offers no other amount when only one amount can be paid, or none', async () => {
    const { unmount } = (serve({ repayAmount: 4000, repayAmountText: '₱40.00', minAmount: 4000, minAmountText: '₱40.00', maxAmount: 4000, maxAmountText: '₱40.00' }), open());
    await screen.findByText('₱40.00', { selector: '.pay-hero-amount' });
    expect(screen.queryByRole('radio', { name: 'Pay a different amount' })).toBeNull();
    unmount();
    serve({ canPayNow: 0, minAmount: 0, minAmountText: '', maxAmount: 0, maxAmountText: '' });
    open();
    await screen.findByRole('alert');
    expect(screen.queryByRole('radio', { name: 'Pay a different amount' })).toBeNull();
  });
});

