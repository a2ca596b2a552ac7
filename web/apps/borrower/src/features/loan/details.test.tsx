import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';

// antd's popups animate with pointer-events off; the checks would refuse every tap during the animation.
const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
import OrderDetailsPage from './pages/OrderDetailsPage';
import * as apiClient from '../../lib/api-client';
import * as bridge from '../../lib/bridge';
import * as toast from '../../lib/toast';
import { setCommonParams } from '../../lib/common-params';
import { pageLocation } from '../../lib/page-query';
import { resetSiteConfig } from '../../lib/site-config';
import { setLocale } from '../../i18n/i18n';
import { mockApi, ok } from '../../test/mock-api';
import { installShell, uninstallShell } from '../../test/shell';
import type { OrderDetails } from './api/types';
import type { RecommendationWire } from './api/wire';

const rec = (pid: number, clk: string): RecommendationWire => ({
  pid, lgo: '', nme: `Product ${pid}`, btn: 'Apply now', rng: '₱1,000 – ₱20,000', rgd: 'Loan amount', rte: '0.05% a day', dsc: 'A loan', tgs: ['Fast'], enb: Number(clk), clk, tgc: 'productDetail',
});

type Wire = Omit<OrderDetails, 'recProducts'> & { recProducts: RecommendationWire[] };

function order(over: Partial<Wire> = {}): Wire {
  return {
    orderId: 86, orderNo: 'KW261122000086', productId: 1, orderStatus: 170, noticeStatusText: 'Repaying', noticeDesText: 'Your next payment is due.',
    recProducts: [rec(2, '1'), rec(3, '0')], productName: 'Kwarta Flex', productLogo: '', userOrderDetail: { detail: [{ text: 'Order number', value: 'KW261122000086' }] },
    inside: '1', h5Url: '', isDelay: '0', telephone: '+63 2 8888 5927', isScore: '0', playeduL: '', reyMsg: '', cardNeedPop: 0, cardPopTitle: '', cardPopMsg: '',
    ...over,
  };
}

function serve(over: Partial<Wire> = {}, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ '/v3/loan-details/loan-details': ok(order(over)), '/v3/site/config': ok({ supportPhone: '+63 2 1111 2222' }), ...extra });
}

function open() {
  window.history.replaceState(null, '', '/loanDetail?productId=1&orderId=86');
  return render(<OrderDetailsPage />);
}

const actionNames = () =>
  within(document.querySelector('.actions') as HTMLElement)
    .queryAllByRole('button')
    .map((b) => b.textContent);

beforeEach(() => {
  setCommonParams({ sessionId: 'demo-a', deviceId: '123' });
  resetSiteConfig();
  setLocale('en');
});
afterEach(() => {
  uninstallShell();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OrderDetailsPage', () => {
  it("'Report a problem' opens the complaint home with the order", async () => {
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    serve();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Report a problem' }));
    expect(openPage).toHaveBeenCalledWith('complaint', 'orderId=86');
  });

  const table: Array<{ status: number; isDelay?: string; actions: string[]; recommended: boolean }> = [
    { status: 21, actions: ['Withdraw Now'], recommended: true },
    { status: 151, actions: [], recommended: true },
    { status: 110, actions: [], recommended: true },
    { status: 170, actions: ['Repayment'], recommended: false },
    { status: 174, isDelay: '1', actions: ['REPAY', 'Rollover Repayment'], recommended: false },
    { status: 180, isDelay: '1', actions: ['REPAY', 'Rollover Repayment'], recommended: false },
    { status: 174, isDelay: '0', actions: ['Repayment'], recommended: false },
    { status: 180, isDelay: '0', actions: ['Repayment'], recommended: false },
    { status: 200, actions: ['Borrow Again'], recommended: false },
  ];
  for (const row of table) {
    it(`status ${row.status}${row.isDelay ? ` isDelay ${row.isDelay}` : ''}: ${row.actions.join(', ') || 'no action'}`, async () => {
      serve({ orderStatus: row.status, isDelay: row.isDelay ?? '0', reyMsg: row.status === 21 ? 'Withdraw it now?' : '' });
      const { container } = open();
      await screen.findByText('Kwarta Flex');
      expect(screen.getByRole('heading', { name: 'Order Details' })).toBeTruthy();
      expect(actionNames()).toEqual(row.actions);
      expect(screen.queryByText('Click to view more products') !== null).toBe(row.recommended);
      expect(container.querySelector('.status-art')?.getAttribute('data-status')).toBe(String(row.status));
      if (row.isDelay === '1') expect(screen.getByText('Short of money?')).toBeTruthy();
    });
  }

  it('gives every status its own picture, and an unknown one the settled picture', async () => {
    const { artFor } = await import('./components/StatusArt');
    const colors = [21, 151, 110, 170, 174, 180, 200].map((s) => artFor(s).color);
    expect(new Set(colors).size).toBe(7);
    expect(artFor(999)).toBe(artFor(200));
  });

  it("asks for the order with the 'Loading…' text and a 60 s time-out", async () => {
    const post = vi.spyOn(apiClient, 'post');
    serve();
    open();
    await screen.findByText('Kwarta Flex');
    expect(post).toHaveBeenCalledWith('/v3/loan-details/loan-details', { productId: '1', orderId: '86', coinciding: undefined }, { loading: 'Loading…', timeoutMs: 60000 });
  });

  it('goes to playeduL with the common query, the session id kept on this site', async () => {
    const replace = vi.spyOn(pageLocation, 'replace').mockImplementation(() => {});
    serve({ orderStatus: 170, playeduL: 'https://partner.example/apply?orderNo=KW1' });
    open();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('https://partner.example/apply?orderNo=KW1&deviceId=123'));
    expect(screen.queryByText('Kwarta Flex')).toBeNull();
  });

  it('stays on an approved order even with playeduL', async () => {
    const replace = vi.spyOn(pageLocation, 'replace').mockImplementation(() => {});
    serve({ orderStatus: 21, playeduL: 'https://partner.example/apply', reyMsg: 'Withdraw?' });
    open();
    await screen.findByText('Kwarta Flex');
    expect(replace).not.toHaveBeenCalled();
  });

  it('shows the kind tips once per session and going to repay sets the flag', async () => {
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    serve({ orderStatus: 170, KindTipsMsg: 'Pay only through the channels in this app.' });
    const { unmount } = open();
    expect(await screen.findByText('Kind tips')).toBeTruthy();
    expect(screen.getByText('Pay only through the channels in this app.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await userEvent.click(screen.getByRole('button', { name: 'Repayment' }));
    expect(openPage).toHaveBeenCalledWith('repay', 'productId=1&orderId=86');
    expect(sessionStorage.getItem('showBankTip')).toBe('1');
    unmount();
    open();
    await screen.findByText('Kwarta Flex');
    expect(screen.queryByText('Kind tips')).toBeNull();
  });

  it('opens the roll-over page from Rollover Repayment', async () => {
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    serve({ orderStatus: 180, isDelay: '1' });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Rollover Repayment' }));
    expect(openPage).toHaveBeenCalledWith('repayDelay', 'productId=1&orderId=86');
    await userEvent.click(screen.getByRole('button', { name: 'REPAY' }));
    expect(openPage).toHaveBeenLastCalledWith('repay', 'productId=1&orderId=86');
  });

  it('asks to bind a card and goes to bind bank with source=loanDetail', async () => {
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    serve({ orderStatus: 21, reyMsg: 'Withdraw?', cardNeedPop: 1, cardPopTitle: 'Bind a bank card', cardPopMsg: 'Add the account that receives your loan.' });
    open();
    expect(await screen.findByText('Bind a bank card')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go and bind the card' }));
    expect(openPage).toHaveBeenCalledWith('bindBank', 'productId=1&orderId=86&source=loanDetail');
    await waitFor(() => expect(screen.queryByText('Bind a bank card')).toBeNull());
  });

  it('closes the card prompt with its close icon', async () => {
    serve({ orderStatus: 21, reyMsg: 'Withdraw?', cardNeedPop: 1, cardPopTitle: 'Bind a bank card', cardPopMsg: 'Add it.' });
    open();
    await screen.findByText('Bind a bank card');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Bind a bank card')).toBeNull());
  });

  it('asks to bind a card when the withdrawal is refused for want of a payout account (800007)', async () => {
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    const shown = vi.spyOn(toast, 'show').mockImplementation(() => {});
    mockApi({
      '/v3/loan-details/loan-details': ok(order({ orderStatus: 21, reyMsg: 'Withdraw it now?' })),
      '/v3/loan-details/withdraw': { code: '800007', success: false, message: 'Add the bank account or e-wallet that receives your loan first.' },
      '/v3/site/config': ok({}),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw Now' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw Now' }));
    const prompt = await screen.findByRole('dialog', { name: 'Add your payout account' });
    expect(within(prompt).getByText('Add the bank account or e-wallet that receives your loan first.')).toBeTruthy();
    expect(shown).not.toHaveBeenCalled();
    await userEvent.click(within(prompt).getByRole('button', { name: 'Go and bind the card' }));
    expect(openPage).toHaveBeenCalledWith('bindBank', 'productId=1&orderId=86&source=loanDetail');
  });

  it('toasts any other refusal of the withdrawal', async () => {
    const shown = vi.spyOn(toast, 'show').mockImplementation(() => {});
    mockApi({
      '/v3/loan-details/loan-details': ok(order({ orderStatus: 21, reyMsg: 'Withdraw it now?' })),
      '/v3/loan-details/withdraw': { code: '100409', success: false, message: 'This order cannot be withdrawn now.' },
      '/v3/site/config': ok({}),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw Now' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw Now' }));
    await waitFor(() => expect(shown).toHaveBeenCalledWith('This order cannot be withdrawn now.'));
    expect(screen.queryByRole('button', { name: 'Go and bind the card' })).toBeNull();
  });

  it('confirms the withdrawal from the withdraw prompt', async () => {
    let status = 21;
    const api = mockApi({
      '/v3/loan-details/loan-details': () => ok(order({ orderStatus: status, reyMsg: status === 21 ? 'Your loan is approved. Withdraw it now?' : '', noticeStatusText: status === 21 ? 'Approved' : 'Disbursing' })),
      '/v3/loan-details/withdraw': () => {
        status = 151;
        return ok({ orderId: 86 });
      },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw Now' }));
    const prompt = await screen.findByRole('dialog');
    expect(within(prompt).getByText('Your loan is approved. Withdraw it now?')).toBeTruthy();
    await userEvent.click(within(prompt).getByRole('button', { name: 'Withdraw Now' }));
    expect(await screen.findByText('Disbursing')).toBeTruthy();
    expect(api.called('/v3/loan-details/withdraw')[0].params.get('orderId')).toBe('86');
  });

  it('logs Borrow Again and opens the product detail of the same product', async () => {
    const openPageWithList = vi.spyOn(bridge, 'openPageWithList').mockImplementation(() => {});
    const api = serve({ orderStatus: 200 }, { '/service/event/save': ok({}) });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Borrow Again' }));
    expect(Object.fromEntries(api.called('/service/event/save')[0].params)).toMatchObject({ productId: '1', moduleId: '30', positionId: '0' });
    expect(openPageWithList).toHaveBeenCalledWith('productDetail', ['productId=1', 'moduleId=30', 'positionId=0']);
  });

  it('tells the app shell of Borrow Again: trackEvent beside event/save, then openPageWithList to its product page', async () => {
    const shell = installShell();
    const api = serve({ orderStatus: 200 }, { '/service/event/save': ok({}) });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Borrow Again' }));
    expect(api.called('/service/event/save')).toHaveLength(1);
    expect(shell.trackEvent.postMessage).toHaveBeenCalledTimes(1);
    expect(shell.trackEvent.postMessage).toHaveBeenCalledWith(['borrowAgain', JSON.stringify({ productId: 1, moduleId: 30, positionId: 0 })]);
    expect(shell.openPageWithList.postMessage).toHaveBeenCalledWith(['productDetail', 'productId=1', 'moduleId=30', 'positionId=0']);
    expect(shell.openPage.postMessage).not.toHaveBeenCalled();
  });

  it('without an order to show, leads to the borrower\'s loans in the app\'s mine tab (goMine)', async () => {
    const shell = installShell();
    mockApi({
      '/v3/loan-details/loan-details': { code: '100404', success: false, message: 'Order not found.' },
      '/v3/site/config': ok({}),
    });
    vi.spyOn(toast, 'show').mockImplementation(() => {});
    open();
    expect(await screen.findByText('Order not found.')).toBeTruthy();
    expect(shell.goMine.postMessage).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'My loans' }));
    expect(shell.goMine.postMessage).toHaveBeenCalledWith(['']);
    expect(shell.goHome.postMessage).not.toHaveBeenCalled();
  });

  it('offers no way to the mine tab while the order shows', async () => {
    serve();
    open();
    await screen.findByText('Repaying');
    expect(screen.queryByRole('button', { name: 'My loans' })).toBeNull();
  });

  it('goes home from Click to view more products', async () => {
    const home = vi.spyOn(bridge, 'goHome').mockImplementation(() => {});
    serve({ orderStatus: 151 });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Click to view more products' }));
    expect(home).toHaveBeenCalled();
  });

  it('calls the service phone, falling back to the configured one', async () => {
    const call = vi.spyOn(bridge, 'callPhone').mockImplementation(() => {});
    serve({ telephone: '' });
    open();
    await userEvent.click(await screen.findByRole('button', { name: '+63 2 1111 2222' }));
    expect(call).toHaveBeenCalledWith('+63 2 1111 2222');
  });

  describe('the rating dialog', () => {
    it('refuses no stars, fills stars 1 to n, and below 4 stars thanks the borrower', async () => {
      const goRating = vi.spyOn(bridge, 'goRating').mockImplementation(() => {});
      const api = serve({ orderStatus: 200, isScore: '1' }, { '/v3/loan-details/google-score': ok({}) });
      open();
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Please choose a rating')).toBeTruthy();
      expect(api.called('/v3/loan-details/google-score')).toHaveLength(0);
      await userEvent.click(within(dialog).getByRole('button', { name: '3 stars' }));
      const pressed = within(dialog).getAllByRole('button', { pressed: true }).map((b) => b.getAttribute('aria-label'));
      expect(pressed).toEqual(['1 star', '2 stars', '3 stars']);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Thank you for your feedback')).toBeTruthy();
      expect(Object.fromEntries(api.called('/v3/loan-details/google-score')[0].params)).toMatchObject({ score: '5', stars: '3', orderId: '86' });
      expect(goRating).not.toHaveBeenCalled();
    });

    it("sends 4 or 5 stars on to the app's rating screen", async () => {
      const goRating = vi.spyOn(bridge, 'goRating').mockImplementation(() => {});
      serve({ orderStatus: 200, isScore: '1' }, { '/v3/loan-details/google-score': ok({}) });
      open();
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: '5 stars' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(goRating).toHaveBeenCalled());
      expect(screen.queryByText('Thank you for your feedback')).toBeNull();
    });

    it('does not come back in this session after Cancel', async () => {
      const api = serve({ orderStatus: 200, isScore: '1' });
      const { unmount } = open();
      const dialog = await screen.findByRole('dialog', { name: 'Rate Kwarta' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rate Kwarta' })).toBeNull());
      unmount();
      open();
      await screen.findByText('Kwarta Flex');
      expect(screen.queryByRole('dialog', { name: 'Rate Kwarta' })).toBeNull();
      expect(api.called('/v3/loan-details/google-score')).toHaveLength(0);
    });

    it("says 'Silakan pilih' in the Indonesian locale", async () => {
      setLocale('id');
      serve({ orderStatus: 200, isScore: '1' });
      open();
      const dialog = await screen.findByRole('dialog');
      const buttons = within(dialog).getAllByRole('button');
      await userEvent.click(buttons[buttons.length - 1]);
      expect(await screen.findByText('Silakan pilih')).toBeTruthy();
    });
  });
});
