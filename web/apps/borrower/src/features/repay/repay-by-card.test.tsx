import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import RepayByCardPage from './pages/RepayByCardPage';
import RepayPage from './pages/RepayPage';
import * as bridge from '../../lib/bridge';
import * as toast from '../../lib/toast';
import { pageLocation } from '../../lib/page-query';
import { instalment } from './test/pay-fixtures';
import { cardDebit, fail, ok, openAt, payHooks, serveCard as serve, servePay, way } from './test/pay-api';
import { STATUS_POLL_SECONDS } from './pages/RepayByCardPage';

const open = (query = 'orderId=81&productId=2') => openAt(`/repayByCard?${query}`, <RepayByCardPage />);

const getCode = () => screen.getByRole('button', { name: 'Get verification code' });
const codeBox = () => screen.getByRole('textbox', { name: 'SMS code' });

async function chooseAndSend(name = /GCash/) {
  fireEvent.click(await screen.findByRole('radio', { name }));
  fireEvent.click(getCode());
  await screen.findByRole('textbox', { name: 'SMS code' });
}

payHooks();
let shown: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  shown = vi.spyOn(toast, 'show').mockImplementation(() => {});
  vi.spyOn(toast, 'success').mockImplementation(() => {});
  vi.spyOn(toast, 'info').mockImplementation(() => {});
  vi.spyOn(toast, 'loading').mockImplementation(() => () => {});
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RepayByCardPage', () => {
  it('loads repayment-way for the order and lists the accounts (masked) and the amount', async () => {
    const api = serve();
    open();
    expect(await screen.findByText('₱12,890.00')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pay from my account' })).toBeTruthy();
    expect(screen.getByText('Order KW261014000081')).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(radios[0].textContent).toContain('GCash');
    expect(radios[0].textContent).toContain('•••• 4567');
    expect(radios[0].textContent).toContain('Default');
    expect(radios.every((r) => r.getAttribute('aria-checked') === 'false')).toBe(true);
    const [call] = api.called('/legacy/repayment/repayment-way');
    expect(call.method).toBe('POST');
    expect(call.params.get('orderId')).toBe('81');
    expect(call.params.get('sessionId')).toBe('demo-a');
    // No code entry before a code is sent.
    expect(screen.queryByRole('textbox', { name: 'SMS code' })).toBeNull();
  });

  it('asks to choose an account first', async () => {
    const api = serve();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Get verification code' }));
    expect(shown).toHaveBeenCalledWith('Please choose the account to pay from first.');
    expect(api.called('/legacy/repayment/repayment-commit')).toHaveLength(0);
  });

  it('sends repayment-commit with the chosen card and sendMsg=1, shows the entry and counts down 60 s', async () => {
    const api = serve();
    open();
    fireEvent.click(await screen.findByRole('radio', { name: /BPI/ }));
    expect(screen.getByRole('radio', { name: /BPI/ }).getAttribute('aria-checked')).toBe('true');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(getCode());
    expect(await screen.findByRole('textbox', { name: 'SMS code' })).toBeTruthy();
    expect(screen.getByText('Enter the 6-digit code we sent to 0917 *** 4567.')).toBeTruthy();
    const [c] = api.called('/legacy/repayment/repayment-commit');
    expect(Object.fromEntries([...c.params].filter(([k]) => !['sessionId', 'deviceId'].includes(k)))).toEqual({
      amount: '1289000', bankName: 'BPI', cardId: '12', cardNo: '•••• 7890', couponId: '', orderId: '81', repayToken: 'tok-1', bankCode: '90011', sendMsg: '1',
    });
    expect(screen.getByRole('button', { name: '60s' }).hasAttribute('disabled')).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '59s' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(59000));
    expect(getCode().hasAttribute('disabled')).toBe(false);
    // The resend carries the fresh token from the commit's answer.
    fireEvent.click(getCode());
    await waitFor(() => expect(api.called('/legacy/repayment/repayment-commit')).toHaveLength(2));
    expect(api.called('/legacy/repayment/repayment-commit')[1].params.get('repayToken')).toBe('tok-2');
  });

  it('Cancel hides the entry but keeps counting the server\'s minute, then offers a code again (issue 28)', async () => {
    const api = serve();
    open();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await chooseAndSend();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('button', { name: '55s' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'SMS code' })).toBeNull();
    // Not a fresh button: the server would refuse a code for 55 s more.
    expect(screen.queryByRole('button', { name: 'Get verification code' })).toBeNull();
    const waiting = screen.getByRole('button', { name: '55s' });
    expect(waiting.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/You can ask for a new one when the countdown on the button ends/)).toBeTruthy();
    fireEvent.click(waiting);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '54s' }).hasAttribute('disabled')).toBe(true);
    act(() => vi.advanceTimersByTime(53_000));
    expect(screen.getByRole('button', { name: '1s' }).hasAttribute('disabled')).toBe(true);
    expect(api.called('/legacy/repayment/repayment-commit')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(getCode().hasAttribute('disabled')).toBe(false);
    expect(screen.getByText(/We send a 6-digit code/)).toBeTruthy();
    fireEvent.click(getCode());
    await screen.findByRole('textbox', { name: 'SMS code' });
    expect(api.called('/legacy/repayment/repayment-commit')).toHaveLength(2);
    expect(api.called('/legacy/repayment/repayment-commit')[1].params.get('repayToken')).toBe('tok-2');
  });

  it('choosing another account keeps the countdown too', async () => {
    serve();
    open();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await chooseAndSend();
    act(() => vi.advanceTimersByTime(10_000));
    fireEvent.click(screen.getByRole('radio', { name: /BPI/ }));
    expect(screen.queryByRole('textbox', { name: 'SMS code' })).toBeNull();
    expect(screen.getByRole('button', { name: '50s' }).hasAttribute('disabled')).toBe(true);
  });

  it('opened while the server still counts (waitSeconds), the button counts down what is left', async () => {
    const api = serve({}, way({ waitSeconds: 42 }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    open();
    fireEvent.click(await screen.findByRole('radio', { name: /GCash/ }));
    expect(screen.queryByRole('button', { name: 'Get verification code' })).toBeNull();
    expect(screen.getByRole('button', { name: '42s' }).hasAttribute('disabled')).toBe(true);
    act(() => vi.advanceTimersByTime(41_000));
    expect(screen.getByRole('button', { name: '1s' }).hasAttribute('disabled')).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(getCode().hasAttribute('disabled')).toBe(false);
    expect(api.called('/legacy/repayment/repayment-commit')).toHaveLength(0);
  });

  it('a send the server refuses within its minute (110429) counts down the wait it gives', async () => {
    const message = 'A code was just sent. Please wait 37 seconds before asking for another one.';
    const api = serve({ '/legacy/repayment/repayment-commit': fail('110429', message, { waitSeconds: 37 }) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    open();
    fireEvent.click(await screen.findByRole('radio', { name: /GCash/ }));
    fireEvent.click(getCode());
    expect(await screen.findByRole('button', { name: '37s' })).toBeTruthy();
    expect(shown).toHaveBeenCalledWith(message);
    expect(screen.getByRole('button', { name: '37s' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'SMS code' })).toBeNull();
    act(() => vi.advanceTimersByTime(37_000));
    expect(getCode().hasAttribute('disabled')).toBe(false);
    expect(api.called('/legacy/repayment/repayment-commit')).toHaveLength(1);
  });

  it('the day\'s limit (110429 without a wait) says so and leaves the button as it was', async () => {
    const message = 'You have asked for 10 payment codes today. Please try again tomorrow.';
    serve({ '/legacy/repayment/repayment-commit': fail('110429', message) });
    open();
    fireEvent.click(await screen.findByRole('radio', { name: /GCash/ }));
    fireEvent.click(getCode());
    await waitFor(() => expect(shown).toHaveBeenCalledWith(message));
    expect(getCode().hasAttribute('disabled')).toBe(false);
  });

  it('refuses a code shorter than 6 digits', async () => {
    const api = serve();
    open();
    await chooseAndSend();
    fireEvent.change(codeBox(), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(shown).toHaveBeenCalledWith('Please enter the correct verification code');
    expect(api.called('/legacy/repayment/repayment-confirm')).toHaveLength(0);
  });

  it('confirms with the code and opens the borrow detail', async () => {
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    const api = serve();
    open();
    await chooseAndSend();
    fireEvent.change(codeBox(), { target: { value: '12a3 456789' } });
    expect((codeBox() as HTMLInputElement).value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(openPage).toHaveBeenCalledWith('loanDetail', 'productId=2&orderId=81'));
    const [c] = api.called('/legacy/repayment/repayment-confirm');
    expect(c.params.get('orderId')).toBe('81');
    expect(c.params.get('verifyCode')).toBe('123456');
    expect(c.params.get('repaymentRecordId')).toBe('501');
    expect(toast.success).toHaveBeenCalledWith('Paid ₱12,890.00');
  });

  it.each([
    ['800006 with the server\'s detail', fail('800006', 'wrong verification code: 4 tries left.'), 'wrong verification code: 4 tries left.'],
    ['800006 without a message', fail('800006'), 'wrong verification code'],
    ['800005', fail('800005', 'anything'), 'do not submit the payment twice'],
  ])('says why a confirm failed: %s', async (_name, answer, text) => {
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    serve({ '/legacy/repayment/repayment-confirm': answer });
    open();
    await chooseAndSend();
    fireEvent.change(codeBox(), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(shown).toHaveBeenCalledWith(text));
    expect(openPage).not.toHaveBeenCalled();
    expect(codeBox()).toBeTruthy(); // the entry stays for another try
  });

  it('says why a debit was declined and hides the used code, the countdown still running', async () => {
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    serve({ '/legacy/repayment/repayment-confirm': fail('120409', 'GCash •••• 4567 declined the payment: Insufficient funds.') });
    open();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await chooseAndSend();
    fireEvent.change(codeBox(), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(shown).toHaveBeenCalledWith('GCash •••• 4567 declined the payment: Insufficient funds.'));
    expect(openPage).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox', { name: 'SMS code' })).toBeNull();
    expect(screen.getByRole('button', { name: /^\d+s$/ }).hasAttribute('disabled')).toBe(true);
  });

  it('says do not submit twice when the token was used, and error when there is no answer', async () => {
    serve({ '/legacy/repayment/repayment-commit': fail('800005', 'do not submit the payment twice') });
    open();
    fireEvent.click(await screen.findByRole('radio', { name: /GCash/ }));
    fireEvent.click(getCode());
    await waitFor(() => expect(shown).toHaveBeenCalledWith('do not submit the payment twice'));
    expect(screen.queryByRole('textbox', { name: 'SMS code' })).toBeNull();

    vi.stubGlobal('fetch', vi.fn(async () => {
      throw new TypeError('offline');
    }));
    fireEvent.click(getCode());
    await waitFor(() => expect(shown).toHaveBeenCalledWith('error'));
  });

  it('without a linked account offers to link one, coming back here', async () => {
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    serve({}, way({ bankCards: [] }));
    open();
    expect(await screen.findByRole('heading', { name: 'No linked account yet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Get verification code' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Link an account' }));
    expect(openPage).toHaveBeenCalledWith('bindBank', 'productId=2&orderId=81&source=repayByCard');
  });

  it('pays another way through repayment-huichao with the userId', async () => {
    const assign = vi.spyOn(pageLocation, 'assign').mockImplementation(() => {});
    const api = serve({ '/legacy/repayment/repayment-huichao': ok({ url: '/medium/payments/sandbox/KW81-1?sessionId=demo-a' }) });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay another way' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(assign.mock.calls[0][0]).toContain('/medium/payments/sandbox/KW81-1');
    const [c] = api.called('/legacy/repayment/repayment-huichao');
    expect([c.params.get('userId'), c.params.get('orderId'), c.params.get('amount')]).toEqual(['1', '81', '1289000']);
  });

  it('does not follow a pay page address that is not safe', async () => {
    const assign = vi.spyOn(pageLocation, 'assign').mockImplementation(() => {});
    serve({ '/legacy/repayment/repayment-huichao': ok({ url: 'javascript:alert(1)' }) });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay another way' }));
    await waitFor(() => expect(shown).toHaveBeenCalledWith('error'));
    expect(assign).not.toHaveBeenCalled();
  });

  describe('a card debit under way or not known yet', () => {
    const underWay = 'Your card payment of ₱12,890.00 from GCash •••• 4567 is being confirmed with your bank. '
      + "We will update this page; you don't need to pay again.";
    // One round of asking: the page's timer (set by an effect React may run
    // a moment after the text shows) fires within the poll and a second.
    const poll = async () => {
      await act(async () => {
        await vi.advanceTimersByTimeAsync((STATUS_POLL_SECONDS + 1) * 1000);
      });
    };

    it('opened while one is under way: says so instead of the form, and follows it until paid', async () => {
      const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
      let status = ok(cardDebit());
      const api = serve({ '/legacy/repayment/repayment-status': () => status }, way({ debit: cardDebit() }));
      vi.useFakeTimers({ shouldAdvanceTime: true });
      open();
      expect(await screen.findByText(underWay)).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Payment being confirmed' })).toBeTruthy();
      // No form, no other way to pay: nothing invites a second payment.
      expect(screen.queryAllByRole('radio')).toHaveLength(0);
      expect(screen.queryByRole('button', { name: 'Get verification code' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Pay another way' })).toBeNull();
      expect(shown).not.toHaveBeenCalled();
      // Asked again every STATUS_POLL_SECONDS while it is under way.
      await poll();
      await waitFor(() => expect(api.called('/legacy/repayment/repayment-status')).toHaveLength(1));
      expect(api.called('/legacy/repayment/repayment-status')[0].params.get('orderId')).toBe('81');
      expect(screen.getByText(underWay)).toBeTruthy();
      expect(openPage).not.toHaveBeenCalled();
      status = ok(cardDebit({ state: 'paid', underWay: 0, refNo: 'SBD23456789A' }));
      await poll();
      await waitFor(() => expect(openPage).toHaveBeenCalledWith('loanDetail', 'productId=2&orderId=81'));
      expect(toast.success).toHaveBeenCalledWith('Paid ₱12,890.00');
      // Ended: no more asking.
      const asked = api.called('/legacy/repayment/repayment-status').length;
      await poll();
      expect(api.called('/legacy/repayment/repayment-status')).toHaveLength(asked);
    });

    it('a commit refused because one is under way (121409) shows it, not a refusal', async () => {
      serve({ '/legacy/repayment/repayment-commit': fail('121409', 'Your card payment is being confirmed with your bank.', cardDebit()) });
      open();
      fireEvent.click(await screen.findByRole('radio', { name: /GCash/ }));
      fireEvent.click(getCode());
      expect(await screen.findByText(underWay)).toBeTruthy();
      expect(shown).not.toHaveBeenCalled();
      expect(screen.queryByRole('button', { name: 'Get verification code' })).toBeNull();
    });

    it('a confirm the bank did not answer (state debiting) stays here and says it is being confirmed', async () => {
      const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
      serve({
        '/legacy/repayment/repayment-confirm': ok({ orderId: 81, status: 180, state: 'debiting', paid: 0, paidText: '', refNo: '', paymentId: 0, accountName: 'GCash •••• 4567' }),
        '/legacy/repayment/repayment-status': ok(cardDebit()),
      });
      open();
      await chooseAndSend();
      fireEvent.change(codeBox(), { target: { value: '123456' } });
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText(underWay)).toBeTruthy();
      expect(openPage).not.toHaveBeenCalled();
      expect(shown).not.toHaveBeenCalled();
      expect(screen.queryByRole('textbox', { name: 'SMS code' })).toBeNull();
    });

    it('not known after the tries: says our team is checking with the bank', async () => {
      serve({}, way({ debit: cardDebit({ state: 'unknown' }) }));
      open();
      expect(await screen.findByText('Your bank has not confirmed your card payment of ₱12,890.00 from GCash •••• 4567 yet. '
        + "Our team is checking it with them. We will update this page; you don't need to pay again.")).toBeTruthy();
    });

    it('declined in the end: says so and offers the form again', async () => {
      let w = way({ debit: cardDebit() });
      const api = serve({
        '/legacy/repayment/repayment-way': () => ok(w),
        '/legacy/repayment/repayment-status': ok(cardDebit({ state: 'declined', underWay: 0, reason: 'Insufficient funds' })),
      });
      vi.useFakeTimers({ shouldAdvanceTime: true });
      open();
      await screen.findByText(underWay);
      w = way({ repayToken: 'tok-9' });
      await poll();
      await waitFor(() => expect(shown).toHaveBeenCalledWith('GCash •••• 4567 declined the payment: Insufficient funds. Nothing was taken; you can pay again.'));
      expect(await screen.findByRole('button', { name: 'Get verification code' })).toBeTruthy();
      expect(screen.queryByText(underWay)).toBeNull();
      expect(api.called('/legacy/repayment/repayment-way')).toHaveLength(2);
    });
  });

  it('shows the failure of repayment-way with a retry', async () => {
    serve({ '/legacy/repayment/repayment-way': fail('100409', 'Order KW261014000086 takes no payment: it is settled.') });
    open('orderId=86');
    expect(await screen.findByText('Order KW261014000086 takes no payment: it is settled.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy();
  });
});

describe('RepayPage link', () => {
  it('leads to /repayByCard only when the channel can debit', async () => {
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    servePay({ '/v3/repay/loan-play-detail': ok(instalment({ cardPay: 1 })) });
    window.history.replaceState(null, '', '/repay?productId=2&orderId=81');
    const { unmount } = render(<RepayPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay from my linked account' }));
    expect(openPage).toHaveBeenCalledWith('repayByCard', 'productId=2&orderId=81');
    unmount();

    servePay({ '/v3/repay/loan-play-detail': ok(instalment({ cardPay: 0 })) });
    render(<RepayPage />);
    await screen.findByText('₱12,890.00', { selector: '.pay-hero-amount' });
    expect(screen.queryByRole('button', { name: 'Pay from my linked account' })).toBeNull();
  });
});
