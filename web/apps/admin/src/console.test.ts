// The console's logic without a browser: the menu by role, the queues, the
// formats, and the API client's CSRF header and error envelope.
import { api, ApiError, setSession } from './api';
import { countdown, day, money, statusText } from './format';
import { pending, sumTotals } from './pages/Payments';
import type { DayTotal, Review } from './api';
import { actionOf, bulkSummary } from './pages/Disbursements';
import { difference, results } from './pages/Approvals';
import { safeNext } from './pages/SignIn';
import { csvParams, monthStart } from './pages/Accounting';
import { allowed, screenOf } from './screens';
import type { OrderRow } from './api';

// The permissions GET me answers per role (internal/console/roles.go).
const roles: Record<string, string[]> = {
  admin: ['self', 'read-orders', 'applications', 'disbursement', 'payments', 'complaints', 'products', 'content', 'operators', 'audit', 'approvals', 'accounting'],
  reviewer: ['self', 'read-orders', 'applications'],
  finance: ['self', 'read-orders', 'disbursement', 'payments', 'approvals', 'accounting'],
  support: ['self', 'read-orders', 'complaints'],
};

describe('the side menu', () => {
  it('shows each role only its screens', () => {
    const labels = (role: string) => allowed(roles[role]).map((s) => s.label);
    expect(labels('admin')).toEqual(['Dashboard', 'Waiting for approval', 'Applications', 'Disbursements', 'Orders', 'Borrowers', 'Payments', 'Accounting', 'Complaints', 'Products', 'Content', 'Operators', 'Audit log']);
    expect(labels('reviewer')).toEqual(['Dashboard', 'Applications', 'Orders', 'Borrowers']);
    expect(labels('finance')).toEqual(['Dashboard', 'Waiting for approval', 'Disbursements', 'Orders', 'Borrowers', 'Payments', 'Accounting']);
    expect(labels('support')).toEqual(['Dashboard', 'Orders', 'Borrowers', 'Complaints']);
    expect(allowed(null)).toEqual([]);
    expect(allowed(['self', 'read-orders', 'collect', 'assign', 'collection-reports']).map((s) => s.label))
      .toEqual(['Dashboard', 'Orders', 'Borrowers', 'Collections', 'Collection reports']);
    expect(allowed(['self', 'read-orders', 'collect']).map((s) => s.label)).not.toContain('Collection reports');
  });
  it('marks an order page as Orders', () => {
    expect(screenOf('/orders/KW1')?.label).toBe('Orders');
    expect(screenOf('/ordersx')).toBeUndefined();
    expect(screenOf('/complaints/12')?.label).toBe('Complaints');
    expect(screenOf('/collections/account')?.label).toBe('Collections');
    expect(screenOf('/collections/reports')?.label).toBe('Collection reports');
  });
});

describe('the Accounting screen', () => {
  it('asks a dated report for its date and the others for their period', () => {
    const d = { date: '2026-11-27', from: '2026-11-01', to: '2026-11-20' };
    expect(csvParams('trial-balance', d)).toEqual({ date: '2026-11-27' });
    expect(csvParams('aging', d)).toEqual({ date: '2026-11-27' });
    expect(csvParams('journal', d)).toEqual({ from: '2026-11-01', to: '2026-11-20' });
    expect(csvParams('collections', d)).toEqual({ from: '2026-11-01', to: '2026-11-20' });
    expect(monthStart('2026-02-17')).toBe('2026-02-01');
  });
});

const row = (o: Partial<OrderRow>): OrderRow => ({
  id: 1, orderNo: 'KW1', status: 151, phone: '0918***4567', principal: 500000, currency: 'PHP',
  createdAt: '2026-11-02T01:00:00Z', queue: 'review', payout: '', payoutReason: '', ...o,
});

describe('the queues', () => {
  it('say what a bulk disbursement did', () => {
    const d = (state: string) => ({ orderNo: 'KW1', status: 151, state, provider: '', reference: '', reason: '' });
    expect(bulkSummary([
      { orderNo: 'A', ok: true, message: 'proposed', disbursed: d('proposed') },
      { orderNo: 'B', ok: true, message: 'succeeded', disbursed: d('succeeded') },
      { orderNo: 'C', ok: false, message: 'Not waiting.' },
    ])).toBe('1 proposed, 1 sent, 1 refused: C (Not waiting.)');
    expect(bulkSummary([{ orderNo: 'A', ok: true, message: 'proposed', disbursed: d('proposed') }])).toBe('1 proposed, 0 sent, 0 refused.');
  });
  it('disburse first, retry after a payout', () => {
    expect(actionOf(row({ payout: '' }))).toBe('Disburse');
    expect(actionOf(row({ payout: 'failed' }))).toBe('Retry');
    expect(actionOf(row({ payout: 'pending' }))).toBe('Retry');
  });
});

describe('the approvals queue', () => {
  it('writes the difference a proposal would make', () => {
    expect(difference({ before: '{"status":151}', after: '{"send":"₱5,000.00","status":170}' }))
      .toEqual(['status: 151 → 170', 'send: — → "₱5,000.00"']);
    expect(difference({ before: '', after: '{"role":"finance"}' })).toEqual(['role: — → "finance"']);
    expect(difference({ before: '{"role":"support","disabled":true}', after: '{"role":"support","disabled":false}' }))
      .toEqual(['role: "support"', 'disabled: true → false']);
  });
  it('sums a bulk answer up, item by item', () => {
    expect(results([
      { id: 1, ok: true, message: 'done' },
      { id: 2, ok: false, message: 'You proposed this: another operator must approve it.' },
      { id: 3, ok: true, message: 'done' },
    ])).toEqual({ done: 2, refused: ['#2: You proposed this: another operator must approve it.'] });
  });
});

describe('formats', () => {
  it('money in minor units', () => {
    expect(money(500000, 'PHP')).toBe('₱5,000.00');
    expect(money(5, 'PHP')).toBe('₱0.05');
  });
  it('statuses by name', () => {
    expect(statusText(170)).toBe('170 repaying');
    expect(statusText(0)).toBe('new');
    expect(statusText(999)).toBe('999');
  });
  it('keeps the return address inside the console', () => {
    expect(safeNext('/orders?q=1')).toBe('/orders?q=1');
    expect(safeNext('//evil.example')).toBe('/');
    expect(safeNext('https://evil.example')).toBe('/');
    expect(safeNext(null)).toBe('/');
  });
});

describe('the API client', () => {
  const calls: { url: string; init: RequestInit }[] = [];
  const answer = (status: number, body: unknown) => {
    vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(body), { status });
    }));
  };
  afterEach(() => {
    calls.length = 0;
    vi.unstubAllGlobals();
    setSession('');
  });

  it('sends the CSRF token with a change, not with a read', async () => {
    setSession('tok123');
    answer(200, { code: '00', success: true, message: 'success', data: [] });
    await api.orders({ q: 'KW1', status: undefined });
    await api.decide('KW1', 'reject', 'no income');
    expect(calls[0].url).toBe('/medium/admin/api/orders?q=KW1');
    expect(new Headers(calls[0].init.headers).get('X-CSRF-Token')).toBeNull();
    expect(calls[1].url).toBe('/medium/admin/api/orders/decide');
    expect(new Headers(calls[1].init.headers).get('X-CSRF-Token')).toBe('tok123');
    expect(String(calls[1].init.body)).toBe('orderNo=KW1&decision=reject&reason=no+income');
  });

  it('throws the envelope as an ApiError, and reports an ended session', async () => {
    const ended = vi.fn();
    setSession('tok', ended);
    answer(400, { code: '100400', success: false, message: 'Say why.', data: null, fields: { reason: 'Say why.' } });
    const err = await api.decide('KW1', 'reject', '').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: '100400', status: 400, message: 'Say why.', fields: { reason: 'Say why.' } });
    expect(ended).not.toHaveBeenCalled();
    answer(401, { code: '100401', success: false, message: 'Sign in to the console.', data: null });
    await expect(api.operators({})).rejects.toMatchObject({ code: '100401' });
    expect(ended).toHaveBeenCalledTimes(1);
    // A wrong sign-in is the sign-in screen's to show, not an ended session.
    await expect(api.signIn('ana', 'x', '123456')).rejects.toMatchObject({ code: '100401' });
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it("proposes servicing on the order page's calls, or the collections account's", async () => {
    setSession('tok');
    answer(200, { code: '00', success: true, message: 'success', data: { id: 7 } });
    await api.waive('KW1', { penalty: 100, lateInterest: 0, fees: 0 }, 'hardship');
    await api.waive('KW1', { penalty: 100, lateInterest: 0, fees: 0 }, 'hardship', '/collections');
    await api.writeOff('KW1', 'gone', '/collections');
    await api.reschedule('KW1', {
      instalments: 3, firstDue: '2026-12-01', everyDays: 30, consentHow: 'recorded call', consentOn: '2026-11-28', consentRef: 'C1', reason: 'job loss',
    }, '/collections');
    expect(calls.map((c) => c.url)).toEqual([
      '/medium/admin/api/orders/waive', '/medium/admin/api/collections/waive',
      '/medium/admin/api/collections/write-off', '/medium/admin/api/collections/reschedule',
    ]);
    expect(String(calls[1].init.body)).toBe('orderNo=KW1&penalty=100&lateInterest=0&fees=0&reason=hardship');
  });

  it('says so when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('failed'); }));
    await expect(api.me()).rejects.toMatchObject({ code: 'network' });
  });
});

describe('the complaint promise countdown', () => {
  const now = '2026-11-02T01:00:00Z';
  it('counts down in days and hours, hours and minutes, minutes', () => {
    expect(countdown('2026-11-04T06:30:00Z', now)).toBe('2d 5h left');
    expect(countdown('2026-11-02T04:20:00Z', now)).toBe('3h 20m left');
    expect(countdown('2026-11-02T01:45:30Z', now)).toBe('45m left');
  });
  it('says how late an overdue complaint is, from the moment of the promise', () => {
    expect(countdown(now, now)).toBe('overdue by 0m');
    expect(countdown('2026-10-31T23:00:00Z', now)).toBe('overdue by 1d 2h');
  });
});

describe('the payments screen', () => {
  it('writes a day as the API reads it', () => {
    expect(day(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
  it('keeps the payments still waiting, and sums the totals per currency', () => {
    const r = (txnId: string, resolved: boolean): Review => ({
      txnId, refNo: '', kind: 'amount_mismatch', amount: 1, asked: 2, currency: 'PHP', channel: 'GCSH', orderNo: '', detail: '', at: '',
      resolution: resolved ? { id: 1, txnId, kind: 'amount_mismatch', action: 'refund', orderNo: '', paymentId: 0, amount: 1, note: 'x', operator: 'fe', at: '' } : null,
    });
    expect(pending([r('a', false), r('b', true)]).map((x) => x.txnId)).toEqual(['a']);
    const t = (amount: number, payments: number): DayTotal => ({ day: '2026-11-02', channel: 'GCSH', channelName: 'GCash', currency: 'PHP', payments, amount });
    expect(sumTotals([t(150000, 2), t(5050, 1)])).toEqual([{ currency: 'PHP', payments: 3, amount: 155050 }]);
  });
});
