import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import SmsSettingsPage from './pages/SmsSettingsPage';
import type { SmsSettings } from './api/sms-settings';
import * as bridge from '../../lib/bridge';
import { setCommonParams } from '../../lib/common-params';
import * as toast from '../../lib/toast';
import { setLocale } from '../../i18n/i18n';
import { mockApi, ok } from '../../test/mock-api';

const READ = '/v3/personal-center/sms-settings';
const SAVE = '/v3/personal-center/sms-settings/save';

function settings(over: Partial<SmsSettings> = {}): SmsSettings {
  return {
    lang: 'en',
    languages: [
      { code: 'en', name: 'English' },
      { code: 'fil', name: 'Filipino' },
    ],
    updates: 1,
    anyHour: 0,
    quietFrom: '22:00',
    quietTo: '06:00',
    liftAfterDays: 15,
    phone: '0917***4567',
    stoppedBySms: false,
    ...over,
  };
}

/** The save call answers what it was sent, saved (as the server does). */
function echo(base: SmsSettings) {
  return (p: URLSearchParams) => ok({ ...base, updates: Number(p.get('updates')), anyHour: Number(p.get('anyHour')), lang: p.get('lang'), stoppedBySms: false });
}

const setup = () => userEventLib.setup({ pointerEventsCheck: 0 });
const navigate = vi.fn();

function open(path = '/smsSettings?sessionId=demo-a&deviceId=123') {
  window.history.replaceState(null, '', path);
  return render(<SmsSettingsPage />);
}

const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const toggle = (name: string) => screen.getByRole('switch', { name });

beforeEach(() => {
  setCommonParams({ sessionId: 'demo-a', deviceId: '123' });
  setLocale('en');
  bridge.setNavigate(navigate);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  navigate.mockReset();
  setLocale('en');
});

describe('SmsSettingsPage', () => {
  it('shows the number, the notices always sent, the choices and the language', async () => {
    const api = mockApi({ [READ]: ok(settings()) });
    open();
    expect(await screen.findByText('Texts go to 0917***4567.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Text messages' })).toBeTruthy();
    expect(document.title).toBe('Text messages');
    expect(screen.getByText('Always sent while you repay a loan')).toBeTruthy();
    expect(screen.getByText('Payment due reminders')).toBeTruthy();
    expect(screen.getByText('3 days before, 1 day before and on the due date')).toBeTruthy();
    expect(screen.getByText('Overdue notices')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Always on' })).toHaveLength(2);
    expect(screen.getByText(/so you never miss a due date and the late charges that follow/)).toBeTruthy();
    // Only the two optional choices are switches.
    expect(screen.getAllByRole('switch')).toHaveLength(2);
    expect(toggle('Loan updates').getAttribute('aria-checked')).toBe('true');
    expect(toggle('Texts at any hour').getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('Money sent to your account and payments received')).toBeTruthy();
    const quiet = 'Without this we never text you between 22:00 and 06:00, unless a payment is more than 15 days late.';
    expect(screen.getByText(quiet)).toBeTruthy();
    expect(toggle('Texts at any hour').getAttribute('aria-describedby')).toBe(screen.getByText(quiet).id);
    const languages = screen.getByRole('listbox', { name: 'Language of the texts' });
    expect(within(languages).getByRole('option', { name: 'English' }).getAttribute('aria-selected')).toBe('true');
    expect(within(languages).getByRole('option', { name: 'Filipino' }).getAttribute('aria-selected')).toBe('false');
    expect(screen.queryByText(/You replied STOP/)).toBeNull();
    expect(save().disabled).toBe(true);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0].method).toBe('POST');
    expect(api.calls[0].params.get('sessionId')).toBe('demo-a');
  });

  it('enables Save once something changed, posts the choice and shows what the server saved', async () => {
    const user = setup();
    const saved = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const api = mockApi({ [READ]: ok(settings()), [SAVE]: echo(settings()) });
    open();
    await screen.findByText('Texts go to 0917***4567.');

    await user.click(toggle('Loan updates'));
    expect(toggle('Loan updates').getAttribute('aria-checked')).toBe('false');
    expect(save().disabled).toBe(false);
    // Back as it was: nothing to save.
    await user.click(toggle('Loan updates'));
    expect(save().disabled).toBe(true);

    await user.click(toggle('Loan updates'));
    await user.click(toggle('Texts at any hour'));
    await user.click(screen.getByRole('option', { name: 'Filipino' }));
    expect(screen.getByRole('option', { name: 'Filipino' }).getAttribute('aria-selected')).toBe('true');
    await user.click(save());

    await waitFor(() => expect(saved).toHaveBeenCalledWith('Saved'));
    const [call] = api.called(SAVE);
    expect(call.method).toBe('POST');
    expect(call.params.get('updates')).toBe('0');
    expect(call.params.get('anyHour')).toBe('1');
    expect(call.params.get('lang')).toBe('fil');
    expect(call.params.get('sessionId')).toBe('demo-a');
    expect(toggle('Loan updates').getAttribute('aria-checked')).toBe('false');
    expect(toggle('Texts at any hour').getAttribute('aria-checked')).toBe('true');
    expect(save().disabled).toBe(true);
  });

  it('changes only the language, and keeps the choice when the server refuses it', async () => {
    const user = setup();
    const shown = vi.spyOn(toast, 'show').mockImplementation(() => {});
    const api = mockApi({ [READ]: ok(settings()), [SAVE]: { code: '100400', success: false, message: 'Choose a language from the list.' } });
    open();
    await screen.findByText('Texts go to 0917***4567.');
    await user.click(screen.getByRole('option', { name: 'Filipino' }));
    await user.click(save());
    await waitFor(() => expect(shown).toHaveBeenCalledWith('Choose a language from the list.'));
    const [call] = api.called(SAVE);
    expect(Object.fromEntries(['updates', 'anyHour', 'lang'].map((k) => [k, call.params.get(k)]))).toEqual({ updates: '1', anyHour: '0', lang: 'fil' });
    expect(screen.getByRole('option', { name: 'Filipino' }).getAttribute('aria-selected')).toBe('true');
    expect(save().disabled).toBe(false);
  });

  it('toggles a switch from the keyboard', async () => {
    mockApi({ [READ]: ok(settings()) });
    open();
    await screen.findByText('Texts go to 0917***4567.');
    fireEvent.keyDown(toggle('Texts at any hour'), { key: ' ' });
    expect(toggle('Texts at any hour').getAttribute('aria-checked')).toBe('true');
    expect(save().disabled).toBe(false);
  });

  it('says how to turn the loan updates on again after STOP, and drops the note once saved on', async () => {
    const user = setup();
    vi.spyOn(toast, 'success').mockImplementation(() => {});
    const stopped = settings({ updates: 0, stoppedBySms: true });
    mockApi({ [READ]: ok(stopped), [SAVE]: echo(stopped) });
    open();
    expect(await screen.findByText('You replied STOP. Turn Loan updates on again here whenever you like.')).toBeTruthy();
    expect(toggle('Loan updates').getAttribute('aria-checked')).toBe('false');
    await user.click(toggle('Loan updates'));
    await user.click(save());
    await waitFor(() => expect(screen.queryByText(/You replied STOP/)).toBeNull());
    expect(toggle('Loan updates').getAttribute('aria-checked')).toBe('true');
  });

  it('hides the language when the market has one', async () => {
    mockApi({ [READ]: ok(settings({ languages: [{ code: 'en', name: 'English' }], quietFrom: '19:00', quietTo: '08:00', liftAfterDays: 0 })) });
    open();
    // India's quiet hours are never lifted.
    expect(await screen.findByText('Without this we never text you between 19:00 and 08:00.')).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByText('Language of the texts')).toBeNull();
  });

  it('sends a borrower without a session to sign in, and back here after', async () => {
    setCommonParams({ deviceId: '123' });
    const api = mockApi({ [READ]: ok(settings()) });
    open('/smsSettings?deviceId=123');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login?redirect=%2FsmsSettings%3FdeviceId%3D123'));
    expect(api.calls).toHaveLength(0);
  });

  it('sends a borrower whose session has expired to sign in', async () => {
    mockApi({ [READ]: { code: '100401', success: false, message: 'Please sign in again.' } });
    vi.spyOn(toast, 'show').mockImplementation(() => {});
    open();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login?redirect=%2FsmsSettings%3FsessionId%3Ddemo-a%26deviceId%3D123'));
  });

  it('speaks Chinese with lang=zh', async () => {
    setLocale('zh');
    mockApi({ [READ]: ok(settings({ stoppedBySms: true })) });
    open();
    expect(await screen.findByText('短信将发送至 0917***4567。')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '短信通知' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: '借款动态' })).toBeTruthy();
    expect(screen.getByText('未开启时，我们不会在 22:00 至 06:00 之间给您发短信，除非还款逾期超过15天。')).toBeTruthy();
    expect(screen.getByText(/您已回复 STOP/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '保存' })).toBeTruthy();
  });
});
