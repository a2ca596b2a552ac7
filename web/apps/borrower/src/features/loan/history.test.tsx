// The payment history on order details: every payment of the order, each
// leading to its receipt; nothing when there is none or the call fails.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import OrderDetailsPage from './pages/OrderDetailsPage';
import * as bridge from '../../lib/bridge';
import { setCommonParams } from '../../lib/common-params';
import { resetSiteConfig } from '../../lib/site-config';
import { setLocale } from '../../i18n/i18n';
import { mockApi, ok } from '../../test/mock-api';
import type { Payment } from './api/payments';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

function order(status: number) {
  return {
    orderId: 82, orderNo: 'KW261026000082', productId: 5, orderStatus: status, noticeStatusText: 'Repaying', noticeDesText: '', recProducts: [],
    productName: 'Bayanihan Cash', productLogo: '', userOrderDetail: { detail: [] }, inside: '1', h5Url: '', isDelay: '0', telephone: '+63 2 8888 5927',
    isScore: '0', playeduL: '', reyMsg: '', cardNeedPop: 0, cardPopTitle: '', cardPopMsg: '',
  };
}

const payments: Payment[] = [
  {
    id: 12, orderId: 82, orderNo: 'KW261026000082', kind: 'payment', note: '', reversed: false, purpose: 'extension', title: 'Extension', amount: 125000, amountText: '₱1,250.00', channel: 'Maya',
    refNo: 'SBXL6D5KT2MU', receivedAt: 'Nov 24, 2026, 9:05 AM', applied: [{ text: 'Fees', value: '₱1,250.00' }],
  },
  {
    id: 7, orderId: 82, orderNo: 'KW261026000082', kind: 'payment', note: '', reversed: false, purpose: 'due', title: 'Repayment', amount: 345250, amountText: '₱3,452.50', channel: 'GCash',
    refNo: 'SBXA4YZ5GV5Y', receivedAt: 'Nov 23, 2026, 7:52 PM',
    applied: [{ text: 'Fees', value: '₱250.00' }, { text: 'Interest', value: '₱202.50' }, { text: 'Principal', value: '₱3,000.00' }],
  },
];

function serve(status: number, history: Parameters<typeof mockApi>[0][string]) {
  return mockApi({ '/v3/loan-details/loan-details': ok(order(status)), '/v3/site/config': ok({}), '/v3/repay/payments': history });
}

function open() {
  window.history.replaceState(null, '', '/loanDetail?productId=5&orderId=82');
  return render(<OrderDetailsPage />);
}

beforeEach(() => {
  setCommonParams({ sessionId: 'demo-a', deviceId: '123' });
  resetSiteConfig();
  setLocale('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('payment history on order details', () => {
  it("lists the order's payments, newest first, with date, channel, reference, amount and how each was applied", async () => {
    const api = serve(170, ok(payments));
    open();
    const history = await screen.findByRole('region', { name: 'Payment history' });
    const [call] = api.called('/v3/repay/payments');
    expect(call.method).toBe('GET');
    expect(call.params.get('orderId')).toBe('82');
    expect(call.params.get('sessionId')).toBe('demo-a');
    const lines = within(history).getAllByRole('button');
    expect(lines.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Extension, ₱1,250.00, Nov 24, 2026, 9:05 AM, reference SBXL6D5KT2MU: open the receipt',
      'Repayment, ₱3,452.50, Nov 23, 2026, 7:52 PM, reference SBXA4YZ5GV5Y: open the receipt',
    ]);
    const second = lines[1];
    for (const text of ['Repayment', '₱3,452.50', 'Nov 23, 2026, 7:52 PM', 'GCash · Ref. SBXA4YZ5GV5Y', 'Fees ₱250.00 · Interest ₱202.50 · Principal ₱3,000.00']) {
      expect(within(second).getByText(text)).toBeTruthy();
    }
  });

  it('lists what the lender did in time order with the payments, in plain words, with no receipt to open', async () => {
    const waiver: Payment = {
      id: 0, orderId: 82, orderNo: 'KW261026000082', kind: 'waiver', purpose: '', title: 'Waived by the lender', amount: 0, amountText: '',
      channel: '', refNo: '', receivedAt: 'Nov 23, 2026, 10:00 PM', applied: null, reversed: false,
      note: '₱250.00 of late charges and fees waived by the lender (fees ₱250.00): typhoon hardship',
    };
    serve(170, ok([payments[0], waiver, payments[1]]));
    open();
    const history = await screen.findByRole('region', { name: 'Payment history' });
    const items = within(history).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.startsWith('Waived by the lender'))).toEqual([false, true, false]);
    for (const text of ['Nov 23, 2026, 10:00 PM', waiver.note]) {
      expect(within(items[1]).getByText(text)).toBeTruthy();
    }
    expect(within(items[1]).queryByRole('button')).toBeNull();
    expect(within(history).getAllByRole('button')).toHaveLength(2);
  });

  it("opens a payment's receipt", async () => {
    serve(200, ok(payments));
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    open();
    await userEvent.click(await screen.findByRole('button', { name: /^Repayment, ₱3,452.50/ }));
    expect(openPage).toHaveBeenCalledWith('receipt', 'paymentId=7&orderId=82');
  });

  it('shows nothing without payments, or when the history cannot be read (no toast either)', async () => {
    serve(174, ok([]));
    const { unmount } = open();
    await screen.findByText('Bayanihan Cash');
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByRole('region', { name: 'Payment history' })).toBeNull();
    unmount();
    serve(180, { code: '500', success: false, message: 'Something went wrong.' });
    open();
    await screen.findByText('Bayanihan Cash');
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByRole('region', { name: 'Payment history' })).toBeNull();
    expect(screen.queryByText('Something went wrong.')).toBeNull();
  });

  it('does not ask for orders that cannot have payments', async () => {
    for (const status of [21, 110, 151]) {
      const api = serve(status, ok(payments));
      const { unmount } = open();
      await screen.findByText('Bayanihan Cash');
      expect([status, api.called('/v3/repay/payments')]).toEqual([status, []]);
      unmount();
    }
  });
});
