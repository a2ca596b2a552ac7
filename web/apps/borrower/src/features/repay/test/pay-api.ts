// The fetch mock the repayment page specs share: fetch stubbed with the
// repayment calls answered from pay-fixtures (each spec overriding the
// answers it tests), the demo session in English before each test, and the
// stub and spies undone after it.
import { afterEach, beforeEach, vi } from 'vitest';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { setCommonParams } from '../../../lib/common-params';
import { setLocale } from '../../../i18n/i18n';
import { mockApi, ok } from '../../../test/mock-api';
import type { CardCommitted, CardConfirmed, CardDebit, RepaymentWay } from '../api/card-repay';
import type { Extension, Instalment } from '../api/types';
import { extension, instalment } from './pay-fixtures';

export { ok };

/** Routes are the answers by path (without /medium): an envelope, or a function of the call's parameters. */
export type Routes = Parameters<typeof mockApi>[0];
type Answer = Exclude<Routes[string], (p: URLSearchParams) => unknown>;

/** fail is a refusal with its code and message (and data, what it is about). */
export const fail = (code: string, message = '', data: unknown = null): Answer => ({ code, success: false, message, data });

/** payHooks registers the shared beforeEach (the demo session, English) and afterEach (fetch and spies restored). */
export function payHooks() {
  beforeEach(() => {
    setCommonParams({ sessionId: 'demo-a', deviceId: '123' });
    setLocale('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** servePay stubs fetch with exactly these answers (any other path is 404) and records the calls. */
export function servePay(routes: Routes = {}) {
  return mockApi(routes);
}

/** serveInstalment answers loan-play-detail (/repay's call) with the instalment fixture changed by over. */
export function serveInstalment(over: Partial<Instalment> = {}, extra: Routes = {}) {
  return servePay({ '/v3/repay/loan-play-detail': ok(instalment(over)), ...extra });
}

/** serveExtension answers ordinary (/repayDelay's call) with the extension fixture changed by over. */
export function serveExtension(over: Partial<Extension> = {}, extra: Routes = {}) {
  return servePay({ '/v3/repay/ordinary': ok(extension(over)), ...extra });
}

export const way = (over: Partial<RepaymentWay> = {}): RepaymentWay => ({
  alipay: 1, repayToken: 'tok-1', amount: 1289000, amountText: '₱12,890.00', orderId: 81, orderNo: 'KW261014000081', productId: 2,
  productName: 'Sahod Saver', dueDate: 'Nov 13, 2026', userId: 1, codeLength: 6, countdown: 60, waitSeconds: 0, debit: null,
  bankCards: [
    { id: 11, bankName: 'GCash', cardNo: '•••• 4567', bankCode: '90006', isDefault: 1 },
    { id: 12, bankName: 'BPI', cardNo: '•••• 7890', bankCode: '90011', isDefault: 0 },
  ],
  ...over,
});

export const committed: CardCommitted = { needValid: 1, repaymentRecordId: 501, repayToken: 'tok-2', phone: '0917 *** 4567', expiresIn: 300, countdown: 60 };
export const confirmed: CardConfirmed = {
  orderId: 81, status: 174, state: 'paid', paid: 1289000, paidText: '₱12,890.00', refNo: 'SBD23456789A', paymentId: 9, accountName: 'GCash •••• 4567',
};

/** cardDebit is an order's card debit (repayment-status, repayment-way's debit, a 121409's data): under way unless over says otherwise. */
export const cardDebit = (over: Partial<CardDebit> = {}): CardDebit => ({
  repaymentRecordId: 501, state: 'debiting', underWay: 1, amount: 1289000, amountText: '₱12,890.00', accountName: 'GCash •••• 4567', refNo: '',
  reason: '', ...over,
});

/** serveCard answers the card flow (repayment-way, commit, confirm) with w and the fixtures; routes override them. */
export function serveCard(routes: Routes = {}, w: RepaymentWay = way()) {
  return servePay({
    '/legacy/repayment/repayment-way': ok(w),
    '/legacy/repayment/repayment-commit': ok(committed),
    '/legacy/repayment/repayment-confirm': ok(confirmed),
    ...routes,
  });
}

/** openAt renders page at the address url (path and query). */
export function openAt(url: string, page: ReactElement) {
  window.history.replaceState(null, '', url);
  return render(page);
}
