import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import RepayChoosePage from './pages/RepayChoosePage';
import * as bridge from '../../lib/bridge';
import { issued, openCode } from './test/pay-fixtures';
import { ok, openAt, payHooks, serveInstalment as serve, servePay } from './test/pay-api';

const setup = () => userEventLib.setup({ pointerEventsCheck: 0 });

const open = () => openAt('/repayChoose?productId=2&orderId=81', <RepayChoosePage />);

payHooks();

describe('RepayChoosePage', () => {
  it('offers what is due now, leading to /repay', async () => {
    const user = setup();
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    serve();
    open();
    const due = await screen.findByRole('button', { name: /Pay what is due now/ });
    expect(due.textContent).toContain('₱12,890.00');
    expect(due.textContent).toContain('Due Nov 13, 2026');
    await user.click(due);
    expect(openPage).toHaveBeenCalledWith('repay', 'productId=2&orderId=81');
  });

  it('says from when the whole loan may be paid off, with no Payment, when canPayOff is 0', async () => {
    serve({ canPayOff: 0 });
    open();
    expect(await screen.findByText('You can repay the whole loan from Dec 13, 2026.')).toBeTruthy();
    expect(screen.getByText('₱35,930.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay off/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Payment Method/ })).toBeNull();
  });

  it('pays off the whole loan with payoffAmount when canPayOff is 1', async () => {
    const user = setup();
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    const api = serve({ canPayOff: 1 }, { '/v3/repay/generate-pay-code': ok({ ...issued, amount: 3593000, amountText: '₱35,930.00' }) });
    open();
    expect(await screen.findByText('Pays everything you owe and closes the loan.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Payment Method/ }).textContent).toContain('GCash');
    await user.click(screen.getByRole('button', { name: 'Pay off ₱35,930.00' }));
    await waitFor(() => expect(openPage).toHaveBeenCalled());
    const [call] = api.called('/v3/repay/generate-pay-code');
    expect(call.params.get('amount')).toBe('3593000');
    expect(call.params.get('channelNumber')).toBe('GCSH');
    expect(call.params.has('isDelay')).toBe(false);
    expect(openPage.mock.calls[0][0]).toBe('repayOrNot');
    expect(new URLSearchParams(openPage.mock.calls[0][1]).get('amountText')).toBe('₱35,930.00');
  });

  it('offers the extension only when isDelay is "1"', async () => {
    const user = setup();
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    serve({ isDelay: '1' });
    open();
    await user.click(await screen.findByRole('button', { name: /Extend the due date/ }));
    expect(openPage).toHaveBeenCalledWith('repayDelay', 'productId=2&orderId=81');
  });

  it('has no extension when isDelay is not "1"', async () => {
    serve({ isDelay: '0' });
    open();
    await screen.findByRole('button', { name: /Pay what is due now/ });
    expect(screen.queryByRole('button', { name: /Extend the due date/ })).toBeNull();
  });

  it("says why what is due cannot be paid yet when canPayNow is 0", async () => {
    serve({ canPayNow: 0, noticeMsg: 'Repaying the whole loan early is allowed from Dec 29, 2026.' });
    open();
    const due = await screen.findByRole('button', { name: /Pay what is due now/ });
    expect(due.textContent).toContain('Repaying the whole loan early is allowed from Dec 29, 2026.');
  });

  it('shows a failure', async () => {
    servePay({ '/v3/repay/loan-play-detail': { code: '100404', success: false, message: 'Order 99 not found.' } });
    open();
    expect(await screen.findByText('We could not load this page.')).toBeTruthy();
    expect(screen.getByText('Order 99 not found.')).toBeTruthy();
  });

  it("starts the pay-off picker on the open code's channel", async () => {
    const user = setup();
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    const api = serve({ canPayOff: 1, defDetail: { ...openCode(), channelNumber: 'PYMY' } }, { '/v3/repay/generate-pay-code': ok({ ...issued, amount: 3593000, amountText: '₱35,930.00' }) });
    open();
    expect((await screen.findByRole('button', { name: /Payment Method/ })).textContent).toContain('Maya');
    await user.click(screen.getByRole('button', { name: 'Pay off ₱35,930.00' }));
    await waitFor(() => expect(openPage).toHaveBeenCalled());
    expect(api.called('/v3/repay/generate-pay-code')[0].params.get('channelNumber')).toBe('PYMY');
  });
});
