import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import BindBankPage from './pages/BindBankPage';
import * as bridge from '../../lib/bridge';
import * as toast from '../../lib/toast';
import { setCommonParams } from '../../lib/common-params';
import { setLocale } from '../../i18n/i18n';
import { mockApi, ok } from '../../test/mock-api';
import { phItems } from './test/fixtures';

// antd's popups animate with pointer-events off; the checks would refuse every tap during the animation.
const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

const bound = ok({ accountId: 7, masked: '•••• 4567', isDefault: true });

function open(query = 'productId=6') {
  window.history.replaceState(null, '', `/bindBank?${query}`);
  return render(<BindBankPage />);
}

const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

/** findPicker waits for the open picker (antd's Popup has no dialog role). */
async function findPicker(): Promise<HTMLElement> {
  return waitFor(() => {
    const el = document.querySelector<HTMLElement>('.bank-picker .adm-picker');
    if (!el) throw new Error('no picker open');
    return el;
  });
}

async function pickerClosed() {
  await waitFor(() => expect(document.querySelector('.bank-picker .adm-picker')).toBeNull());
}

/**
 * wheel taps a line of a picker's wheel. A plain click event: user-event's
 * pointer events start the wheel's drag gesture in jsdom, which then eats
 * the tap.
 */
async function wheel(picker: HTMLElement, line: string) {
  const active = () => [...picker.querySelectorAll('.adm-picker-view-column-item-active')].map((e) => e.textContent);
  // The picker settles its columns for a moment after a change (a cascade's second column follows the first): tap again until the line holds.
  await waitFor(
    () => {
      if (!active().includes(line)) fireEvent.click(within(picker).getByText(line));
      expect(active()).toContain(line);
    },
    { timeout: 3000 },
  );
  // The picker hears the wheel through a zero-delay debounce: let it run before Confirm.
  await act(() => new Promise((r) => setTimeout(r, 30)));
}

async function pick(field: RegExp, option: string) {
  await userEvent.click(screen.getByRole('button', { name: field }));
  const picker = await findPicker();
  await wheel(picker, option);
  await userEvent.click(within(picker).getByText('Confirm'));
  await pickerClosed();
}

let flow: string[];
beforeEach(() => {
  setCommonParams({ sessionId: 'demo-a', deviceId: '123' });
  setLocale('en');
  flow = [];
  vi.spyOn(bridge, 'startBankFlow').mockImplementation(() => void flow.push('start'));
  vi.spyOn(bridge, 'endBankFlow').mockImplementation(() => void flow.push('end'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BindBankPage', () => {
  it('asks card-init for the product and shows the e-wallet form of the default channel', async () => {
    const api = mockApi({ '/v3/bind-card/card-init': ok({ items: phItems() }) });
    open('product_id=6');
    expect(await screen.findByRole('heading', { name: 'Payment account information' })).toBeTruthy();
    expect(document.title).toBe('Payment account information');
    expect(api.called('/v3/bind-card/card-init')[0].params.get('product_id')).toBe('6');
    expect(api.called('/v3/bind-card/card-init')[0].params.get('sessionId')).toBe('demo-a');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['E-wallet', 'Bank account']);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'E-wallet GCash' })).toBeTruthy();
    expect(input('GCash number')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Maya number' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Account number' })).toBeNull();
    expect(screen.getByText('The 11-digit mobile number of your GCash account')).toBeTruthy();
    expect(flow).toEqual(['start']);
  });

  it('choosing Maya in the picker shows the Maya field; Cancel keeps the choice', async () => {
    mockApi({ '/v3/bind-card/card-init': ok({ items: phItems() }) });
    open();
    await screen.findByRole('button', { name: 'E-wallet GCash' });
    await userEvent.click(screen.getByRole('button', { name: 'E-wallet GCash' }));
    const picker = await findPicker();
    await wheel(picker, 'Maya');
    await userEvent.click(within(picker).getByText('Cancel'));
    await pickerClosed();
    expect(screen.getByRole('button', { name: 'E-wallet GCash' })).toBeTruthy();

    await pick(/^E-wallet/, 'Maya');
    expect(screen.getByRole('button', { name: 'E-wallet Maya' })).toBeTruthy();
    expect(input('Maya number')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'GCash number' })).toBeNull();
  });

  it('the Bank account tab shows the bank fields and hides the e-wallet ones', async () => {
    mockApi({ '/v3/bind-card/card-init': ok({ items: phItems() }) });
    open();
    await userEvent.click(await screen.findByRole('tab', { name: 'Bank account' }));
    expect(screen.getByRole('tab', { name: 'Bank account' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Bank Choose' })).toBeTruthy();
    expect(input('Account number')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'GCash number' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^E-wallet/ })).toBeNull();
  });

  it("the account number's hint and length follow the chosen bank's rule from card-init", async () => {
    mockApi({ '/v3/bind-card/card-init': ok({ items: phItems() }) });
    open();
    await userEvent.click(await screen.findByRole('tab', { name: 'Bank account' }));
    // No bank yet: the widest range of the banks, and no more digits than its max.
    const hint = () => document.getElementById('bank-account_no-sub')?.textContent;
    expect(hint()).toBe('10 to 13 digits, as on your passbook or app');
    expect(input('Account number').getAttribute('aria-describedby')).toBe('bank-account_no-sub');
    await userEvent.type(input('Account number'), '1234567890123456789');
    expect(input('Account number').value).toBe('1234 5678 9012 3');

    await pick(/^Bank/, 'BDO Unibank');
    expect(hint()).toBe('10 to 12 digits, as on your passbook or app');
    await userEvent.clear(input('Account number'));
    await userEvent.type(input('Account number'), '12345678901234');
    expect(input('Account number').value).toBe('1234 5678 9012');

    await pick(/^Bank/, 'BPI');
    expect(hint()).toBe('10 digits, as on your passbook or app');
  });

  it("refuses on the page what the bank's rule refuses, with the server's words, and sends what it takes", async () => {
    vi.spyOn(bridge, 'closeWebView').mockImplementation(() => {});
    vi.spyOn(toast, 'success').mockImplementation(() => {});
    const api = mockApi({ '/v3/bind-card/card-init': ok({ items: phItems() }), '/v3/bind-card/bind-card-new': bound });
    open();
    await userEvent.click(await screen.findByRole('tab', { name: 'Bank account' }));
    // 13 digits typed before the bank is chosen stay shown, and BDO refuses them.
    await userEvent.type(input('Account number'), '1234567890123');
    await pick(/^Bank/, 'BDO Unibank');
    expect(input('Account number').value).toBe('1234 5678 9012 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Your account number has 10 to 12 digits.')).toBeTruthy();
    expect(input('Account number').getAttribute('aria-invalid')).toBe('true');
    expect(input('Account number').getAttribute('aria-describedby')).toBe('bank-account_no-error bank-account_no-sub');
    expect(api.called('/v3/bind-card/bind-card-new')).toHaveLength(0);

    // Too short, the same message; a 13th digit cannot be typed back once cut to 12.
    await userEvent.clear(input('Account number'));
    expect(screen.queryByText('Your account number has 10 to 12 digits.')).toBeNull();
    await userEvent.type(input('Account number'), '123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Your account number has 10 to 12 digits.')).toBeTruthy();
    expect(api.called('/v3/bind-card/bind-card-new')).toHaveLength(0);
    await userEvent.type(input('Account number'), '0123');
    expect(input('Account number').value).toBe('1234 5678 9012');

    // 12 digits: sent.
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.called('/v3/bind-card/bind-card-new')).toHaveLength(1));
    expect(Object.fromEntries(api.called('/v3/bind-card/bind-card-new')[0].params)).toMatchObject({ card_type: '2', bank: '90011', account_no: '123456789012' });
  });

  it("another bank's rule takes the old rule's message away", async () => {
    mockApi({ '/v3/bind-card/card-init': ok({ items: phItems() }) });
    open();
    await userEvent.click(await screen.findByRole('tab', { name: 'Bank account' }));
    await pick(/^Bank/, 'BPI');
    await userEvent.type(input('Account number'), '123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Your account number has 10 digits.')).toBeTruthy();
    await pick(/^Bank/, 'Metrobank');
    expect(screen.queryByText('Your account number has 10 digits.')).toBeNull();
    expect(document.getElementById('bank-account_no-sub')?.textContent).toBe('13 digits, as on your passbook or app');
  });

  it('Next sends the shown fields (digits only) and closes the web view', async () => {
    const close = vi.spyOn(bridge, 'closeWebView').mockImplementation(() => {});
    const saved = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const api = mockApi({ '/v3/bind-card/card-init': ok({ items: phItems() }), '/v3/bind-card/bind-card-new': bound });
    open();
    await userEvent.type(await screen.findByRole('textbox', { name: 'GCash number' }), '0917-123-4567');
    expect(input('GCash number').value).toBe('091 7123 4567');
    await pick(/^Payday/, '15');
    expect(screen.getByRole('button', { name: 'Payday 15' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(Object.fromEntries(api.called('/v3/bind-card/bind-card-new')[0].params)).toMatchObject({
      card_type: '1', channel: '90006', gcash_no: '09171234567', city: '', payday: '15', product_id: '6',
    });
    expect(api.called('/v3/bind-card/bind-card-new')[0].params.has('maya_no')).toBe(false);
    expect(saved).toHaveBeenCalledWith('Account saved (•••• 4567)');
    expect(flow).toEqual(['start', 'end']);
  });

  it('offers the days 1 to 31', async () => {
    mockApi({ '/v3/bind-card/card-init': ok({ items: phItems() }) });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Payday Choose' }));
    const picker = await findPicker();
    const days = [...picker.querySelectorAll('.adm-picker-view-column-item')].map((d) => d.textContent);
    expect(days).toEqual(Array.from({ length: 31 }, (_, i) => String(i + 1)));
  });

  it('picks a province, then one of its cities', async () => {
    mockApi({ '/v3/bind-card/card-init': ok({ items: phItems() }) });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Province and city Choose' }));
    const picker = await findPicker();
    await within(picker).findByText('Metro Manila');
    await wheel(picker, 'Cebu');
    await wheel(picker, 'Cebu City');
    await userEvent.click(within(picker).getByText('Confirm'));
    expect(await screen.findByRole('button', { name: 'Province and city Cebu / Cebu City' })).toBeTruthy();
  });

  it('shows the server\'s field errors under their fields, and clears one as it is edited', async () => {
    const shown = vi.spyOn(toast, 'show').mockImplementation(() => {});
    mockApi({
      '/v3/bind-card/card-init': ok({ items: phItems() }),
      '/v3/bind-card/bind-card-new': { code: '100400', success: false, message: 'A GCash number is 09 and 9 more digits.', fields: { gcash_no: 'A GCash number is 09 and 9 more digits.', payday: 'Choose the day you are paid.' } } as never,
    });
    open();
    await userEvent.type(await screen.findByRole('textbox', { name: 'GCash number' }), '0917');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('A GCash number is 09 and 9 more digits.')).toBeTruthy();
    expect(screen.getByText('Choose the day you are paid.')).toBeTruthy();
    expect(input('GCash number').getAttribute('aria-invalid')).toBe('true');
    expect(input('GCash number').getAttribute('aria-describedby')).toContain('bank-gcash_no-error');
    expect(shown).not.toHaveBeenCalled();
    await userEvent.type(input('GCash number'), '1');
    expect(screen.queryByText('A GCash number is 09 and 9 more digits.')).toBeNull();
    expect(screen.getByText('Choose the day you are paid.')).toBeTruthy();
    expect(flow).toEqual(['start']);
  });

  it('from order details: bind-card-change for the order, then the order screen with source=loanDetail', async () => {
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    const close = vi.spyOn(bridge, 'closeWebView').mockImplementation(() => {});
    vi.spyOn(toast, 'success').mockImplementation(() => {});
    const api = mockApi({ '/v3/bind-card/card-init': ok({ items: phItems() }), '/v3/bind-card/bind-card-change': bound });
    open('productId=6&orderId=85&source=loanDetail');
    await userEvent.type(await screen.findByRole('textbox', { name: 'GCash number' }), '09171234567');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(openPage).toHaveBeenCalledWith('order', 'productId=6&orderId=85&source=loanDetail'));
    expect(Object.fromEntries(api.called('/v3/bind-card/bind-card-change')[0].params)).toMatchObject({ orderId: '85', gcash_no: '09171234567', product_id: '6' });
    expect(api.called('/v3/bind-card/bind-card-new')).toHaveLength(0);
    expect(close).not.toHaveBeenCalled();
    expect(flow).toEqual(['start', 'end']);
  });

  it('ends the bank flow when the page is left without saving', async () => {
    mockApi({ '/v3/bind-card/card-init': ok({ items: phItems() }) });
    const { unmount } = open();
    await screen.findByRole('textbox', { name: 'GCash number' });
    unmount();
    expect(flow).toEqual(['start', 'end']);
  });

  it('shows a failed card-init with a retry', async () => {
    vi.spyOn(toast, 'show').mockImplementation(() => {});
    let n = 0;
    mockApi({ '/v3/bind-card/card-init': () => (++n === 1 ? { code: '100500', success: false, message: 'Something went wrong.' } : ok({ items: phItems() })) });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'GCash number' })).toBeTruthy();
  });

  it('an IFSC (market in) keeps letters, upper-cased, 11 long', async () => {
    mockApi({
      '/v3/bind-card/card-init': ok({
        items: [
          { code: 'card_type', cate: 'enum', title: 'Account type', value: '1', note: [{ name: 'Bank account', type: 1 }], inputType: 'tabs', cardTypeMi: 0, channelNumber: '' },
          { code: 'ifsc', cate: 'text', title: 'IFSC', value: '', note: [], inputType: 'ifsc', cardTypeMi: 1, channelNumber: '' },
          { code: 'account_no', cate: 'text', title: 'Account number', value: '', note: [], inputType: 'number', cardTypeMi: 1, channelNumber: '' },
        ],
      }),
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Bank account' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    await userEvent.type(input('IFSC'), 'sbin-0001234xyz');
    expect(input('IFSC').value).toBe('SBIN0001234');
    await userEvent.type(input('Account number'), '12a34');
    expect(input('Account number').value).toBe('1234');
  });
});
