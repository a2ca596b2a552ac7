import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import RepayOrNotPage from './pages/RepayOrNotPage';
import * as bridge from '../../lib/bridge';
import { pageLocation } from '../../lib/page-query';
import { safePayUrl } from './pay-flow';
import { openAt, payHooks } from './test/pay-api';

const setup = () => userEventLib.setup({ pointerEventsCheck: 0 });
const sandbox = '/medium/payments/sandbox/KW81-8f9d?deviceId=123&orderId=81&productId=2&sessionId=demo-a';

const open = (query: Record<string, string>) => openAt(`/repayOrNot?${new URLSearchParams(query)}`, <RepayOrNotPage />);

const full = { productId: '2', orderId: '81', payUrl: sandbox, amountText: '₱12,890.00', channel: 'GCash', payCode: 'SBX62HUBJ77L', expiresAt: 'Nov 25, 2026' };

payHooks();

describe('safePayUrl', () => {
  it('follows this site and https addresses only', () => {
    expect(safePayUrl(sandbox)).toBe(`${window.location.origin}${sandbox}`);
    expect(safePayUrl(`${window.location.origin}/x`)).toBe(`${window.location.origin}/x`);
    expect(safePayUrl('https://gw.dragonpay.ph/Pay.aspx?tokenid=abc')).toBe('https://gw.dragonpay.ph/Pay.aspx?tokenid=abc');
    for (const bad of [undefined, '', '  ', 'javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,hi', 'http://evil.example/pay', '//evil.example/pay', 'ftp://x/y', 'https://']) {
      expect([bad, safePayUrl(bad)]).toEqual([bad, undefined]);
    }
  });
});

describe('RepayOrNotPage', () => {
  it('shows the amount, the channel, the reference and what happens next', () => {
    open(full);
    expect(screen.getByRole('heading', { name: 'Confirm your payment' })).toBeTruthy();
    expect(screen.getByText('₱12,890.00')).toBeTruthy();
    expect(screen.getByText('GCash')).toBeTruthy();
    expect(screen.getByText('SBX62HUBJ77L')).toBeTruthy();
    expect(screen.getByText('Nov 25, 2026')).toBeTruthy();
    expect(screen.getByText(`You continue to the payment page at ${window.location.host}.`)).toBeTruthy();
    expect(screen.getByText('Pay exactly ₱12,890.00 with your reference number.')).toBeTruthy();
  });

  it('says until when the code holds when the server says it, instead of the last day', () => {
    open({ ...full, payBy: 'Pay by 11:59 pm today' });
    expect(screen.getByText('Pay by 11:59 pm today', { selector: '.pay-hero-line' })).toBeTruthy();
    expect(screen.queryByText('Nov 25, 2026')).toBeNull();
  });

  it('Continue goes to the pay URL', async () => {
    const user = setup();
    const assign = vi.spyOn(pageLocation, 'assign').mockImplementation(() => {});
    open(full);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}${sandbox}`);
  });

  it("names the provider's host for an https pay URL", async () => {
    const user = setup();
    const assign = vi.spyOn(pageLocation, 'assign').mockImplementation(() => {});
    open({ ...full, payUrl: 'https://test.dragonpay.ph/Pay.aspx?tokenid=abc' });
    expect(screen.getByText('You continue to the payment page at test.dragonpay.ph.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(assign).toHaveBeenCalledWith('https://test.dragonpay.ph/Pay.aspx?tokenid=abc');
  });

  it('Cancel closes the page (back, in a browser)', async () => {
    const user = setup();
    const close = vi.spyOn(bridge, 'closeWebView').mockImplementation(() => {});
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
    open(full);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(close).toHaveBeenCalled();
  });

  it('Cancel in a tab with no history goes to the order', async () => {
    const user = setup();
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    open(full);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(openPage).toHaveBeenCalledWith('loanDetail', 'productId=2&orderId=81');
  });

  for (const payUrl of ['javascript:alert(document.cookie)', 'http://evil.example/pay', '//evil.example/pay', '']) {
    it(`refuses the pay URL ${JSON.stringify(payUrl)}`, async () => {
      const user = setup();
      const assign = vi.spyOn(pageLocation, 'assign').mockImplementation(() => {});
      const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
      open({ ...full, payUrl });
      expect(screen.getByText('This payment link cannot be opened')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Back to my order' }));
      expect(openPage).toHaveBeenCalledWith('loanDetail', 'productId=2&orderId=81');
      expect(assign).not.toHaveBeenCalled();
    });
  }
});
