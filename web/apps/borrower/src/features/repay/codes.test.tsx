// The code pages (/repaymentOfCode, /repaymentOfCode2), the provider's
// guidance page and the receipt page.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { Router } from '../../lib/router';
import type { ReactNode } from 'react';
import RepaymentOfCodePage from './pages/RepaymentOfCodePage';
import RepaymentOfCode2Page from './pages/RepaymentOfCode2Page';
import PaymentInstructionsPage from './pages/PaymentInstructionsPage';
import ReceiptPage from './pages/ReceiptPage';
import { ok, openAt, payHooks, servePay } from './test/pay-api';
import { saveRepaymentInfo, type RepaymentInfo } from './repayment-info';
import { decodedImageParam, safeImageUrl } from '../../lib/safe-image';
import type { Receipt } from './api/receipt';

// antd's popups animate with pointer-events off; the checks would refuse every tap during the animation.
const setup = () => userEventLib.setup({ pointerEventsCheck: 0 });

const open = (url: string, page: ReactNode) => openAt(url, <Router>{page}</Router>);

const code = (q: Record<string, string>) => `/repaymentOfCode?${new URLSearchParams(q)}`;

payHooks();

describe('safeImageUrl', () => {
  it('takes this site and https addresses only', () => {
    expect(safeImageUrl('/medium/payments/channels/gcash.svg')).toBe('/medium/payments/channels/gcash.svg');
    expect(safeImageUrl(`${window.location.origin}/a.png`)).toBe(`${window.location.origin}/a.png`);
    expect(safeImageUrl('https://cdn.example/channel.png')).toBe('https://cdn.example/channel.png');
    for (const bad of ['http://evil.example/a.png', 'javascript:alert(1)', 'data:image/svg+xml,<svg/>', '//evil.example/a.png', '', undefined]) {
      expect([bad, safeImageUrl(bad)]).toEqual([bad, undefined]);
    }
  });

  it('decodes an address encoded twice', () => {
    expect(decodedImageParam('https%3A%2F%2Fcdn.example%2Fa.png')).toBe('https://cdn.example/a.png');
    expect(decodedImageParam('%2Fmedium%2Fa.png')).toBe('/medium/a.png');
    expect(decodedImageParam('/medium/a.png')).toBe('/medium/a.png');
  });
});

describe('RepaymentOfCodePage', () => {
  it('showType 1: the code with Copy, the amount and the channel image', async () => {
    const user = setup();
    open(code({ showType: '1', payCode: 'SBX62HUBJ77L', payCodeImg: '/medium/payments/channels/gcash.svg', repayAmount: '₱3,452.50' }), <RepaymentOfCodePage />);
    expect(screen.getByRole('heading', { name: 'Repayment code' })).toBeTruthy();
    expect(screen.getByTestId('pay-code').textContent).toBe('SBX62HUBJ77L');
    expect(screen.getByText('₱3,452.50')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Payment channel' }).getAttribute('src')).toBe('/medium/payments/channels/gcash.svg');
    expect(screen.queryByText('Tips for scanning')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Copy the Reference number' }));
    expect(await navigator.clipboard.readText()).toBe('SBX62HUBJ77L');
    expect(await screen.findByText('copy success')).toBeTruthy();
  });

  it('showType 1 takes the image address encoded once or twice, and shows none from elsewhere', () => {
    const { unmount } = open(code({ showType: '1', payCode: 'A1', payCodeImg: encodeURIComponent('https://cdn.example/711.png') }), <RepaymentOfCodePage />);
    expect(screen.getByRole('img', { name: 'Payment channel' }).getAttribute('src')).toBe('https://cdn.example/711.png');
    unmount();
    open(code({ showType: '1', payCode: 'A1', payCodeImg: 'http://evil.example/711.png' }), <RepaymentOfCodePage />);
    expect(screen.queryByRole('img', { name: 'Payment channel' })).toBeNull();
    expect(screen.getByTestId('pay-code').textContent).toBe('A1');
  });

  it('any other showType: a QR image of the code and five tips', async () => {
    open(code({ showType: '2', payCode: 'SBX62HUBJ77L' }), <RepaymentOfCodePage />);
    const img = await screen.findByRole('img', { name: 'QR code of the reference number SBX62HUBJ77L' });
    expect(img.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByTestId('pay-code').textContent).toBe('SBX62HUBJ77L');
    const tips = within(screen.getByRole('region', { name: 'Tips for scanning' })).getAllByRole('listitem');
    expect(tips).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /Copy/ })).toBeNull();
    expect(screen.queryByRole('img', { name: 'Payment channel' })).toBeNull();
  });

  it('with no showType the QR image shows too', async () => {
    open(code({ payCode: 'K7RX9Q2M' }), <RepaymentOfCodePage />);
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeTruthy();
  });

  it('says where to get a code when there is none', () => {
    open(code({ showType: '1', payCode: '  ' }), <RepaymentOfCodePage />);
    expect(screen.getByText('No payment code yet')).toBeTruthy();
    expect(screen.getByText('Open your order and tap Repayment to get a reference number.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Copy/ })).toBeNull();
  });

  it('links to the guidance page with the session query', () => {
    open(code({ showType: '1', payCode: 'A1' }), <RepaymentOfCodePage />);
    const link = screen.getByRole('link', { name: 'How to pay with Dragonpay' });
    expect(link.getAttribute('href')).toMatch(/^\/dragonpayPaymentInstructions\?sessionId=demo-a&deviceId=123/);
  });
});

function info(over: Partial<RepaymentInfo> = {}): RepaymentInfo {
  return {
    payCode: 'SBX62HUBJ77L',
    logo: '/medium/payments/channels/gcash.svg',
    title: 'GCash reference number',
    repayAmount: '₱12,890.00',
    payNotice: {
      'E-wallet': [
        { name: 'GCash', steps: ['Open GCash and tap Pay Bills.', 'Choose Payment Solutions, then Dragonpay.'] },
        { name: 'Maya', steps: ['Open Maya and tap Bills.'] },
      ],
      'Over the counter': [{ name: '7-Eleven', steps: ['Tell the cashier you are paying a Dragonpay bill.'] }],
    },
    ...over,
  };
}

describe('RepaymentOfCode2Page', () => {
  it('shows the saved logo, code, total and the notices grouped by name with their steps', async () => {
    const user = setup();
    saveRepaymentInfo(info());
    open('/repaymentOfCode2', <RepaymentOfCode2Page />);
    expect(screen.getByRole('img', { name: 'GCash reference number' }).getAttribute('src')).toBe('/medium/payments/channels/gcash.svg');
    expect(screen.getByTestId('pay-code').textContent).toBe('SBX62HUBJ77L');
    expect(screen.getByText('Total payment')).toBeTruthy();
    expect(screen.getByText('₱12,890.00')).toBeTruthy();
    const wallet = screen.getByRole('region', { name: 'E-wallet' });
    expect(within(wallet).getByRole('heading', { name: 'GCash' })).toBeTruthy();
    expect(within(wallet).getByRole('heading', { name: 'Maya' })).toBeTruthy();
    expect(within(wallet).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Open GCash and tap Pay Bills.', 'Choose Payment Solutions, then Dragonpay.', 'Open Maya and tap Bills.',
    ]);
    const counter = screen.getByRole('region', { name: 'Over the counter' });
    expect(within(counter).getByText('Tell the cashier you are paying a Dragonpay bill.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy the GCash reference number' }));
    expect(await navigator.clipboard.readText()).toBe('SBX62HUBJ77L');
    expect(await screen.findByText('copy success')).toBeTruthy();
  });

  it('says until when the code holds, under the code', () => {
    saveRepaymentInfo(info({ payBy: 'Pay by 11:59 pm today' }));
    open('/repaymentOfCode2', <RepaymentOfCode2Page />);
    const card = screen.getByTestId('pay-code').closest('section') as HTMLElement;
    expect(within(card).getByText('Pay by 11:59 pm today')).toBeTruthy();
  });

  it('names no date for a code saved without one', () => {
    saveRepaymentInfo(info());
    open('/repaymentOfCode2', <RepaymentOfCode2Page />);
    expect(screen.queryByText(/Pay by/)).toBeNull();
  });

  it('shows the extension amount when there is no repayAmount', () => {
    saveRepaymentInfo(info({ repayAmount: undefined, delayAmount: '₱1,250.00' }));
    open('/repaymentOfCode2', <RepaymentOfCode2Page />);
    expect(screen.getByText('₱1,250.00')).toBeTruthy();
  });

  it('leaves out a logo from elsewhere', () => {
    saveRepaymentInfo(info({ logo: 'javascript:alert(1)' }));
    open('/repaymentOfCode2', <RepaymentOfCode2Page />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('pay-code').textContent).toBe('SBX62HUBJ77L');
  });

  it('has an empty state when nothing is saved, or the saved code is empty', () => {
    const { unmount } = open('/repaymentOfCode2', <RepaymentOfCode2Page />);
    expect(screen.getByText('No payment code yet')).toBeTruthy();
    unmount();
    saveRepaymentInfo(info({ payCode: '' }));
    open('/repaymentOfCode2', <RepaymentOfCode2Page />);
    expect(screen.getByText('No payment code yet')).toBeTruthy();
  });
});

describe('PaymentInstructionsPage', () => {
  it('explains the wallet app and the store, and enlarges a picture on tap', async () => {
    const user = setup();
    open('/dragonpayPaymentInstructions', <PaymentInstructionsPage />);
    expect(screen.getByRole('heading', { name: 'How to pay with Dragonpay' })).toBeTruthy();
    const wallet = screen.getByRole('region', { name: 'In a wallet app (GCash, Maya)' });
    expect(within(wallet).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Open your wallet app and tap Pay Bills.',
      'Choose Payment Solutions.',
      'Choose Dragonpay as the biller.',
      'Enter the reference number exactly as shown, check the amount and confirm.',
    ]);
    const store = screen.getByRole('region', { name: "At a store's cashier" });
    expect(within(store).getByText('Tell the cashier you are paying a Dragonpay bill.')).toBeTruthy();
    expect(within(store).getByText('Give the reference number and pay the amount in cash.')).toBeTruthy();

    expect(document.querySelector('.adm-image-viewer-content')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enlarge: Choose Dragonpay as the biller.' }));
    await waitFor(() => expect(document.querySelector('.adm-image-viewer-content')).not.toBeNull());
    // The viewer holds every picture, to swipe through, opened at the one tapped.
    const shown = [...document.querySelectorAll('.adm-image-viewer-content img')].map((img) => img.getAttribute('src'));
    const src = within(wallet).getByRole('img', { name: 'Choose Dragonpay as the biller.' }).getAttribute('src');
    expect(shown).toHaveLength(5);
    expect(shown).toContain(src);
  });
});

function receipt(over: Partial<Receipt> = {}): Receipt {
  return {
    id: 7, orderId: 82, orderNo: 'KW261026000082', kind: 'payment', note: '', reversed: false, purpose: 'due', title: 'Repayment', amount: 345250, amountText: '₱3,452.50', channel: 'GCash',
    refNo: 'SBXA4YZ5GV5Y', receivedAt: 'Nov 23, 2026, 7:52 PM',
    applied: [{ text: 'Fees', value: '₱250.00' }, { text: 'Interest', value: '₱202.50' }, { text: 'Principal', value: '₱3,000.00' }],
    ...over,
  };
}

describe('ReceiptPage', () => {
  it('asks for the payment and shows its receipt', async () => {
    const user = setup();
    const api = servePay({ '/v3/repay/receipt': ok(receipt()) });
    open('/receipt?paymentId=7&orderId=82', <ReceiptPage />);
    expect(await screen.findByText('₱3,452.50', { selector: '.receipt-amount' })).toBeTruthy();
    const [call] = api.called('/v3/repay/receipt');
    expect(call.method).toBe('GET');
    expect(call.params.get('paymentId')).toBe('7');
    expect(call.params.get('sessionId')).toBe('demo-a');
    const details = screen.getByRole('region', { name: 'Details' });
    for (const text of ['KW261026000082', 'Nov 23, 2026, 7:52 PM', 'GCash', 'SBXA4YZ5GV5Y']) expect(within(details).getByText(text)).toBeTruthy();
    const applied = screen.getByRole('region', { name: 'How it was applied' });
    expect(within(applied).getByText('Principal')).toBeTruthy();
    expect(within(applied).getByText('₱3,000.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy the Reference number' }));
    expect(await navigator.clipboard.readText()).toBe('SBXA4YZ5GV5Y');
  });

  it("says so when the payment is not the borrower's or not the order's", async () => {
    servePay({ '/v3/repay/receipt': { code: '100404', success: false, message: 'Payment 9 not found.' } });
    const { unmount } = open('/receipt?paymentId=9&orderId=82', <ReceiptPage />);
    expect(await screen.findByText('Payment 9 not found.', { selector: '.kw-status-title' })).toBeTruthy();
    unmount();
    servePay({ '/v3/repay/receipt': ok(receipt({ orderId: 81 })) });
    open('/receipt?paymentId=7&orderId=82', <ReceiptPage />);
    expect(await screen.findByText('This receipt could not be found')).toBeTruthy();
  });

  it('asks for nothing without a payment id', () => {
    const api = servePay({});
    open('/receipt?orderId=82', <ReceiptPage />);
    expect(screen.getByText('This receipt could not be found')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
