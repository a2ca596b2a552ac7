import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import RepayDelayPage from './pages/RepayDelayPage';
import * as bridge from '../../lib/bridge';
import { loadRepaymentInfo } from './repayment-info';
import { issued, openCode } from './test/pay-fixtures';
import { ok, openAt, payHooks, serveExtension as serve, servePay } from './test/pay-api';

const setup = () => userEventLib.setup({ pointerEventsCheck: 0 });

const open = () => openAt('/repayDelay?productId=5&orderId=82', <RepayDelayPage />);

payHooks();

describe('RepayDelayPage', () => {
  it("shows the title, the extension amount and the next payment date from the 'ordinary' call", async () => {
    const api = serve();
    open();
    expect(await screen.findByText('₱370.25')).toBeTruthy();
    expect(screen.getByText('Extend your due date by 15 days')).toBeTruthy();
    expect(screen.getByText('Your next payment date is Dec 10, 2026')).toBeTruthy();
    expect(screen.getByText('Bayanihan Cash')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Rollover Repayment' })).toBeTruthy();
    const [call] = api.called('/v3/repay/ordinary');
    expect(call.method).toBe('GET');
    expect(call.params.get('productId')).toBe('5');
    expect(call.params.get('orderId')).toBe('82');
  });

  it('lists the plan: remark, title, amount and time', async () => {
    serve();
    open();
    const plan = (await screen.findByRole('heading', { name: 'Plan' })).closest('section') as HTMLElement;
    const items = within(plan).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    for (const text of ['Extension fee', 'Moves your due date by 15 days', '₱350.00', 'Now']) expect(within(items[0]).getByText(text)).toBeTruthy();
    for (const text of ['Then due', '₱3,452.50', 'Dec 10, 2026']) expect(within(items[1]).getByText(text)).toBeTruthy();
  });

  it('has the same tip image, code box and picker as the instalment page', async () => {
    serve({ defDetail: openCode() });
    open();
    expect(await screen.findByRole('button', { name: /How to pay with a reference number/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Payment Method/ }).textContent).toContain('GCash');
  });

  it('saves repaymentInfo with the extension amount when the code box is tapped', async () => {
    const user = setup();
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    serve({ defDetail: { ...openCode(), amount: 37025, amountText: '₱370.25' } });
    open();
    await user.click(await screen.findByRole('button', { name: /SBX62HUBJ77L/ }));
    expect(openPage).toHaveBeenCalledWith('repaymentOfCode2', 'productId=5&orderId=82');
    const info = loadRepaymentInfo();
    expect(info).toMatchObject({ payCode: 'SBX62HUBJ77L', delayAmount: '₱370.25' });
    expect(info?.repayAmount).toBeUndefined();
  });

  it('asks for the code with isDelay=1 and the extension amount, then confirms', async () => {
    const user = setup();
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    const api = serve({}, { '/v3/repay/generate-pay-code': ok({ ...issued, amount: 37025, amountText: '₱370.25' }) });
    open();
    await screen.findByText('₱370.25');
    await user.click(screen.getByRole('button', { name: 'Payment' }));
    await waitFor(() => expect(openPage).toHaveBeenCalled());
    const [call] = api.called('/v3/repay/generate-pay-code');
    expect(call.params.get('amount')).toBe('37025');
    expect(call.params.get('isDelay')).toBe('1');
    expect(call.params.get('channelNumber')).toBe('GCSH');
    expect(call.params.get('orderId')).toBe('82');
    const [target, arg] = openPage.mock.calls[0];
    expect(target).toBe('repayOrNot');
    expect(new URLSearchParams(arg).get('amountText')).toBe('₱370.25');
    expect(new URLSearchParams(arg).get('channel')).toBe('GCash');
  });

  it('shows a failure (no extension on this order) with a way to try again', async () => {
    servePay({ '/v3/repay/ordinary': { code: '100409', success: false, message: 'A loan can be extended only when a payment is due or overdue; this one is repaying.' } });
    open();
    expect(await screen.findByText('We could not load this page.')).toBeTruthy();
    expect(screen.getByText(/can be extended only when/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Payment' })).toBeNull();
  });

  it("starts the picker on the open extension code's channel and asks with it", async () => {
    const user = setup();
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    const api = serve({ defDetail: { ...openCode(), channelNumber: '711', amount: 37025, amountText: '₱370.25' } }, {
      '/v3/repay/generate-pay-code': ok({ ...issued, amount: 37025, amountText: '₱370.25' }),
    });
    open();
    const method = await screen.findByRole('button', { name: /Payment Method/ });
    expect(method.textContent).toContain('7-Eleven');
    await user.click(screen.getByRole('button', { name: 'Payment' }));
    await waitFor(() => expect(openPage).toHaveBeenCalled());
    const [call] = api.called('/v3/repay/generate-pay-code');
    expect(call.params.get('channelNumber')).toBe('711');
    expect(call.params.get('isDelay')).toBe('1');
  });

  it('offers no part-payment: an extension costs its one amount', async () => {
    serve();
    open();
    await screen.findByText('₱370.25');
    expect(screen.queryByRole('radio', { name: 'Pay a different amount' })).toBeNull();
  });
});
