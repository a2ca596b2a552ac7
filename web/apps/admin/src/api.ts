// The console's calls (/medium/admin/api, the route table's console rows):
// GET with the query, POST form-encoded with the session's CSRF token in
// X-CSRF-Token. The session is the HttpOnly cookie kwarta_op; the token
// comes from sign-in or GET me. A failure throws ApiError with the
// envelope's code, message and field messages, for the screen to show.
// The wire is the web tree's one client (shared/api/client.ts).
import { createClient, LOGIN_REQUIRED, type Envelope } from '../../../shared/api/client';
import type { Data, Schema } from '../../../shared/api/types';
import type { PageQuery } from './paging';

export { LOGIN_REQUIRED };

export type Me = Schema<'console.Me'>;
export type Enrolment = Schema<'console.Enrolment'>;
export type Operator = Schema<'console.Operator'>;
export type Added = Schema<'console.Added'>;
export type Entry = Schema<'console.Entry'>;
export type AuditChoices = Schema<'console.AuditChoices'>;
export type Verification = Schema<'console.Verification'>;
/** AuditFilter is the audit log's filters, for the screen and the CSV file. */
export type AuditFilter = { operator?: string; action?: string; objectType?: string; objectId?: string; from?: string; to?: string };
export type OrderRow = Schema<'console.OrderRow'>;
export type OrderDetail = Schema<'console.OrderDetail'>;
export type Application = Schema<'console.Application'>;
export type PolicyPage = Schema<'console.PolicyPage'>;
export type PolicyRule = Schema<'credit.Rule'>;
export type PolicyKind = Schema<'credit.Kind'>;
export type WhatIf = Schema<'credit.WhatIf'>;
export type Change = Schema<'loan.Change'>;
export type Receipt = Schema<'repay.Receipt'>;
export type Refund = Schema<'payout.Refund'>;
export type Decided = Schema<'console.Decided'>;
export type Disbursed = Schema<'console.Disbursed'>;
export type BulkDisbursed = Schema<'console.BulkDisbursed'>;
export type Ended = Schema<'console.Ended'>;
export type Updated = Schema<'console.Updated'>;
export type Proposal = Schema<'console.Proposal'>;
/** ReschedulePlan is orders/reschedule's form: dates YYYY-MM-DD, everyDays between instalments. */
export type ReschedulePlan = {
  instalments: number; firstDue: string; everyDays: number;
  consentHow: string; consentOn: string; consentRef: string; reason: string;
};
/** ServicingVia is where a waiver, reschedule or write-off is proposed: the order page's calls, or the collections account's (its collector, a lead). */
export type ServicingVia = '/orders' | '/collections';
export type Verdict = Schema<'console.Verdict'>;
export type Threshold = Schema<'console.Threshold'>;
export type WriteOffDays = Schema<'console.WriteOffDays'>;
export type ProposedWriteOff = Schema<'console.ProposedWriteOff'>;
export type PayoutChoice = Schema<'console.PayoutChoice'>;
export type Done = Schema<'console.Done'>;
export type Dashboard = Schema<'console.Dashboard'>;
export type Period = Schema<'console.Period'>;
export type FunnelPeriod = Dashboard['funnelPeriod'];
export type BorrowerRow = Schema<'console.BorrowerRow'>;
export type Borrower = Schema<'console.Borrower'>;
export type PayoutAccount = Schema<'console.PayoutAccount'>;
export type BorrowerSession = Schema<'console.BorrowerSession'>;
export type ApplicantView = Schema<'applicant.View'>;
export type ApplicantVersion = Schema<'applicant.Version'>;
export type ProviderEvent = Schema<'repay.Event'>;
export type Review = Schema<'repay.Review'>;
export type Resolution = Schema<'repay.Resolution'>;
export type CreditOrder = Schema<'console.CreditOrder'>;
export type DayTotal = Schema<'repay.DayTotal'>;
export type SettlementFile = Schema<'repay.SettlementFile'>;
export type SettlementItem = Schema<'repay.SettlementItem'>;
export type TrialBalance = Schema<'console.TrialBalance'>;
export type Balance = Schema<'ledger.Balance'>;
export type JournalLine = Schema<'console.JournalLine'>;
export type Statement = Schema<'ledger.Statement'>;
export type StatementLine = Schema<'ledger.StatementLine'>;
export type Aging = Schema<'console.Aging'>;
export type AgingBucket = Schema<'console.AgingBucket'>;
export type RegisterLine = Schema<'console.RegisterLine'>;
export type OrderLedger = Schema<'console.OrderLedger'>;
export type LedgerComponent = Schema<'console.LedgerComponent'>;
export type Posting = Schema<'ledger.Posting'>;
/** Register names the accounting screen's registers. */
export type Register = 'disbursements' | 'collections';
export type Inbox = Schema<'console.Inbox'>;
export type ComplaintRow = Schema<'console.ComplaintRow'>;
export type ComplaintView = Schema<'console.ComplaintView'>;
export type Note = Schema<'complaint.Note'>;
export type Template = Schema<'promo.Template'>;
export type Details = Schema<'content.Details'>;
export type LegalEditor = Schema<'console.LegalEditor'>;
export type LegalText = Schema<'content.LegalText'>;
/** TemplateSaved is a template as it stands, with the proposal waiting for a second admin. */
export type TemplateSaved = Schema<'console.TemplateSaved'>;
/** Publishing is a legal text proposed for a second admin's approval. */
export type Publishing = Schema<'console.Publishing'>;
export type LegalDocument = Schema<'content.LegalDocument'>;
export type LegalKind = 'privacy' | 'terms';

/** API is the console's calls' address. */
export const API = '/medium/admin/api';

/** LOCKED is fault.CodeTooMany: too many wrong sign-ins under a name, or too many tries from one address. */
export const LOCKED = '100429';

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
    /** data is what a refusal carries (a collections rule's {rule, until}). */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export type Params = Record<string, string | number | undefined>;

let csrf = '';
let signedOut: (() => void) | undefined;

/** setSession keeps the CSRF token for changes and what to do when the session ends. */
export function setSession(token: string, onSignedOut?: () => void): void {
  csrf = token;
  signedOut = onSignedOut;
}

/** The console's client: the session's CSRF token on every POST; undefined and empty parameters are left out. */
const client = createClient({
  base: API,
  credentials: 'same-origin',
  headers: (method) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (method === 'POST' && csrf) headers['X-CSRF-Token'] = csrf;
    return headers;
  },
});

/** query writes a GET's parameters, for a link (the CSV file). */
export function query(params: Params): string {
  const q = client.form(params);
  return [...q].length > 0 ? `?${q}` : '';
}

/** call sends params (a GET's query or a POST's form), or a multipart body. */
async function call<T>(method: 'GET' | 'POST', path: string, params: Params, multipart?: FormData): Promise<T> {
  const answer = await client.send(method, path, { params, multipart });
  if (!answer.reached) {
    throw new ApiError('network', 'The server cannot be reached. Check the connection and try again.', 0);
  }
  if (!answer.readable) {
    throw new ApiError('network', `The server answered ${answer.status} without a message.`, answer.status);
  }
  const env = answer.body as Envelope<unknown>;
  if (!env.success) {
    const err = new ApiError(String(env.code), env.message || `The server answered ${answer.status}.`, answer.status, env.fields ?? {}, env.data);
    if (err.code === LOGIN_REQUIRED && path !== '/sign-in') signedOut?.();
    throw err;
  }
  return env.data as T;
}

export const api = {
  me: () => call<Me>('GET', '/me', {}),
  market: () => call<NonNullable<Data<'/admin/api/market', 'get'>>>('GET', '/market', {}),
  signIn: (name: string, password: string, code: string) => call<Me>('POST', '/sign-in', { name, password, code }),
  signOut: () => call<Done>('POST', '/sign-out', {}),
  enrol: (token: string, password: string) => call<Enrolment>('POST', '/enrol', { token, password }),
  confirmEnrol: (token: string, code: string) => call<Done>('POST', '/enrol/confirm', { token, code }),
  orders: (q: { q?: string; status?: number; queue?: 'review' | 'payout' } & PageQuery) =>
    call<NonNullable<Data<'/admin/api/orders', 'get'>>>('GET', '/orders', { ...q }),
  order: (orderNo: string) => call<OrderDetail>('GET', '/orders/detail', { orderNo }),
  application: (orderNo: string) => call<Application>('GET', '/orders/application', { orderNo }),
  creditPolicy: () => call<PolicyPage>('GET', '/credit/policy', {}),
  proposePolicy: (rules: PolicyRule[], note: string, base: number) =>
    call<Proposal>('POST', '/credit/policy', { rules: JSON.stringify(rules), note, base }),
  whatIf: (rules: PolicyRule[], days: number) => call<WhatIf>('POST', '/credit/what-if', { rules: JSON.stringify(rules), days }),
  decide: (orderNo: string, decision: 'approve' | 'reject', reason: string) =>
    call<Decided>('POST', '/orders/decide', { orderNo, decision, reason }),
  disburse: (orderNo: string) => call<Disbursed>('POST', '/orders/disburse', { orderNo }),
  /** reverse proposes taking a credited payment off its order, crediting it to toOrderNo as of the day it arrived ('' holds it for review). */
  reverse: (paymentId: number, toOrderNo: string, reason: string) =>
    call<Proposal>('POST', '/payments/reverse', { paymentId, toOrderNo, reason }),
  /** waive proposes forgiving late charges and the plan's unpaid fees (minor units): a second operator approves it on "Waiting for approval". */
  waive: (orderNo: string, amounts: { penalty: number; lateInterest: number; fees: number }, reason: string, via: ServicingVia = '/orders') =>
    call<Proposal>('POST', `${via}/waive`, { orderNo, ...amounts, reason }),
  /** reschedule proposes a new plan for an order in repayment, with the borrower's consent: a second operator approves it. */
  reschedule: (orderNo: string, plan: ReschedulePlan, via: ServicingVia = '/orders') =>
    call<Proposal>('POST', `${via}/reschedule`, { orderNo, ...plan }),
  /** writeOff proposes writing an overdue order off as a loss. */
  writeOff: (orderNo: string, reason: string, via: ServicingVia = '/orders') =>
    call<Proposal>('POST', `${via}/write-off`, { orderNo, reason }),
  /** cancel proposes cancelling an approved order before its payout. */
  cancel: (orderNo: string, reason: string) => call<Proposal>('POST', '/orders/cancel', { orderNo, reason }),
  /** payoutChoices is what a failed payout's new account is chosen from. */
  payoutChoices: (orderNo: string) => call<PayoutChoice>('GET', '/orders/payout-choices', { orderNo }),
  /** payoutAccount proposes sending a failed payout again to one of the borrower's accounts (accountId) or to a channel and number. */
  payoutAccount: (orderNo: string, to: { accountId?: number; channel?: string; number?: string }, reason: string) =>
    call<Proposal>('POST', '/orders/payout-account', { orderNo, accountId: to.accountId ?? 0, channel: to.channel ?? '', number: to.number ?? '', reason }),
  /** writeOffsDue proposes writing off every order past the write-off days; one outcome per order. */
  writeOffsDue: () => call<ProposedWriteOff[]>('POST', '/orders/write-off-due', {}),
  /** disburseAll disburses each order as disburse does one; one outcome per order. */
  disburseAll: (orderNos: string[]) => call<BulkDisbursed[]>('POST', '/orders/disburse-bulk', { orderNos: orderNos.join(',') }),
  operators: (p: PageQuery) => call<NonNullable<Data<'/admin/api/operators', 'get'>>>('GET', '/operators', { ...p }),
  addOperator: (name: string, role: string) => call<Added>('POST', '/operators', { name, role }),
  signOutEverywhere: (operatorId: number) => call<Ended>('POST', '/operators/sign-out', { operatorId }),
  updateOperator: (operatorId: number, role: string, enabled: boolean) =>
    call<Updated>('POST', '/operators/update', { operatorId, role, enabled: enabled ? 1 : 0 }),
  audit: (f: AuditFilter & PageQuery) => call<NonNullable<Data<'/admin/api/audit', 'get'>>>('GET', '/audit', { ...f }),
  auditChoices: () => call<AuditChoices>('GET', '/audit/choices', {}),
  auditVerify: () => call<Verification>('GET', '/audit/verify', {}),
  providerEvents: (f: { from?: string; to?: string } & PageQuery) =>
    call<NonNullable<Data<'/admin/api/payments/events', 'get'>>>('GET', '/payments/events', { ...f }),
  /** reviews is a page of the payments waiting for review, or with resolved, of the resolved ones. */
  reviews: (resolved: boolean, p: PageQuery) =>
    call<NonNullable<Data<'/admin/api/payments/review', 'get'>>>('GET', '/payments/review', { resolved: resolved ? 1 : undefined, ...p }),
  /** resolve proposes the resolution: a second operator approves it on "Waiting for approval". */
  resolve: (txnId: string, action: 'credit' | 'refund', orderNo: string, note: string) =>
    call<Proposal>('POST', '/payments/resolve', { txnId, action, orderNo, note }),
  /** creditOrders finds the orders a payment can be credited to, with what each owes now. */
  creditOrders: (q: string) => call<NonNullable<Data<'/admin/api/payments/orders', 'get'>>>('GET', '/payments/orders', { q }),
  /** paymentProposals are the resolutions waiting for a second operator. */
  paymentProposals: () => call<NonNullable<Data<'/admin/api/payments/proposals', 'get'>>>('GET', '/payments/proposals', {}),
  totals: (f: { from?: string; to?: string }) =>
    call<NonNullable<Data<'/admin/api/payments/totals', 'get'>>>('GET', '/payments/totals', f),
  /** importSettlement uploads a provider's settlement file (field file); the same file again answers the first import with again. */
  importSettlement: (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return call<SettlementFile>('POST', '/payments/settlements', {}, body);
  },
  settlementFiles: (p: PageQuery) =>
    call<NonNullable<Data<'/admin/api/payments/settlements', 'get'>>>('GET', '/payments/settlements', { ...p }),
  /** settlementQueue is a page of the lines that did not match (file 0: every file's), open or with resolved, resolved. */
  settlementQueue: (file: number, resolved: boolean, p: PageQuery) =>
    call<NonNullable<Data<'/admin/api/payments/settlements/queue', 'get'>>>('GET', '/payments/settlements/queue',
      { file: file || undefined, resolved: resolved ? 1 : undefined, ...p }),
  /** resolveSettlementLine marks a queue line reviewed with a note; no money moves. */
  resolveSettlementLine: (id: number, note: string) => call<SettlementItem>('POST', '/payments/settlements/resolve', { id, note }),
  trialBalance: (date: string) => call<TrialBalance>('GET', '/accounting/trial-balance', { date }),
  journal: (f: { from: string; to: string } & PageQuery) =>
    call<NonNullable<Data<'/admin/api/accounting/journal', 'get'>>>('GET', '/accounting/journal', { ...f }),
  income: (f: { from: string; to: string }) => call<Statement>('GET', '/accounting/income', f),
  aging: (date: string) => call<Aging>('GET', '/accounting/aging', { date }),
  register: (name: Register, f: { from: string; to: string } & PageQuery) =>
    call<NonNullable<Data<'/admin/api/accounting/disbursements', 'get'>>>('GET', `/accounting/${name}`, { ...f }),
  /** orderLedger is an order's receivables in the books beside the engine's figures, and its postings. */
  orderLedger: (orderId: number) => call<OrderLedger>('GET', '/orders/ledger', { orderId }),
  complaints: (status: number | undefined, p: PageQuery) => call<Inbox>('GET', '/complaints', { status, ...p }),
  complaint: (id: number) => call<ComplaintView>('GET', '/complaints/detail', { id }),
  /** reply sends the text and the images (field problemImage, repeated). */
  reply: (id: number, text: string, images: readonly File[]) => {
    const body = new FormData();
    body.set('id', String(id));
    body.set('text', text);
    for (const f of images) body.append('problemImage', f);
    return call<ComplaintView>('POST', '/complaints/reply', {}, body);
  },
  note: (id: number, text: string) => call<Note>('POST', '/complaints/notes', { id, text }),
  dashboard: (funnel?: FunnelPeriod) => call<Dashboard>('GET', '/dashboard', { funnel }),
  borrowers: (q: string, p: PageQuery) => call<NonNullable<Data<'/admin/api/borrowers', 'get'>>>('GET', '/borrowers', { q, ...p }),
  borrower: (userId: number) => call<Borrower>('GET', '/borrowers/detail', { userId }),
  signOutBorrower: (userId: number) => call<Ended>('POST', '/borrowers/sign-out', { userId }),
  /** revealApplicant is audited on the server before it answers. */
  revealApplicant: (userId: number) => call<ApplicantView>('POST', '/borrowers/applicant/reveal', { userId }),
  templates: () => call<NonNullable<Data<'/admin/api/content/templates', 'get'>>>('GET', '/content/templates', {}),
  /** saveTemplate sends every field; highlights one a line. */
  saveTemplate: (t: Omit<Template, 'highlights' | 'enabled'> & { highlights: string }) => call<TemplateSaved>('POST', '/content/templates', { ...t }),
  company: () => call<Details>('GET', '/content/company', {}),
  saveCompany: (d: Details) => call<Details>('POST', '/content/company', { ...d }),
  copyTemplate: (id: number) => call<Template>('POST', '/content/templates/copy', { id }),
  enableTemplate: (id: number, on: boolean) => call<TemplateSaved>('POST', '/content/templates/enable', { id, enabled: on ? 1 : 0 }),
  uploadImage: (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return call<Schema<'console.Uploaded'>>('POST', '/content/images', {}, body);
  },
  legal: (kind: LegalKind, version = 0) => call<LegalEditor>('GET', '/content/legal', { kind, version: version || undefined }),
  previewLegal: (kind: LegalKind, body: string) => call<LegalDocument>('POST', '/content/legal/preview', { kind, body }),
  publishLegal: (p: { kind: LegalKind; body: string; note: string; base: number }) => call<Publishing>('POST', '/content/legal', { ...p }),
};

/** approvalsApi is the "Waiting for approval" queue's calls (maker-checker). */
export const approvalsApi = {
  list: (decided: boolean, p: PageQuery) =>
    call<NonNullable<Data<'/admin/api/approvals', 'get'>>>('GET', '/approvals', { decided: decided ? 1 : undefined, ...p }),
  approve: (id: number, note = '') => call<Verdict>('POST', '/approvals/approve', { id, note }),
  decline: (id: number, note: string) => call<Verdict>('POST', '/approvals/decline', { id, note }),
  bulk: (ids: number[], decision: 'approve' | 'decline', note = '') =>
    call<Verdict[]>('POST', '/approvals/bulk', { ids: ids.join(','), decision, note }),
  threshold: () => call<Threshold>('GET', '/approvals/threshold', {}),
  proposeThreshold: (threshold: number) => call<Proposal>('POST', '/approvals/threshold', { threshold }),
  writeOffDays: () => call<WriteOffDays>('GET', '/approvals/write-off-days', {}),
  proposeWriteOffDays: (days: number) => call<Proposal>('POST', '/approvals/write-off-days', { days }),
};

/** PROPOSED is what a screen says when its action now waits for a second operator. */
export const PROPOSED = 'Proposed — waiting for a second operator';

export type ProductView = Schema<'console.ProductView'>;
/** Saved is a product as it stands, with the proposal (a new product, its pricing, opening it) waiting for a second admin. */
export type Saved = Schema<'console.Saved'>;
export type ProductCheck = Schema<'console.ProductCheck'>;
export type ProductFigures = Schema<'loan.ProductFigures'>;

/** productsApi is the Products screen's calls (admin). */
export const productsApi = {
  list: () => call<NonNullable<Data<'/admin/api/products', 'get'>>>('GET', '/products', {}),
  check: (p: Params) => call<ProductCheck>('POST', '/products/check', p),
  create: (p: Params) => call<Saved>('POST', '/products', p),
  update: (p: Params) => call<Saved>('POST', '/products/update', p),
  enable: (id: number, on: boolean) => call<Saved>('POST', '/products/enable', { id, enabled: on ? 1 : 0 }),
  order: (ids: number[]) => call<ProductView[]>('POST', '/products/order', { ids: ids.join(',') }),
};

export type Session = Schema<'console.Session'>;

/** lifecycleApi is the operator lifecycle's calls: an admin's unlock and reset, and every operator's own sessions. */
export const lifecycleApi = {
  unlock: (operatorId: number) => call<Operator>('POST', '/operators/unlock', { operatorId }),
  reset: (operatorId: number) => call<Added>('POST', '/operators/reset', { operatorId }),
  sessions: () => call<NonNullable<Data<'/admin/api/sessions', 'get'>>>('GET', '/sessions', {}),
  endSession: (sessionId: number) => call<Ended>('POST', '/sessions/end', { sessionId }),
  endOtherSessions: () => call<Ended>('POST', '/sessions/end-others', {}),
};

export type CollectionAccount = Schema<'collect.Account'>;
export type CollectionView = Schema<'console.CollectionAccount'>;
export type CollectionContact = Schema<'collect.Contact'>;
export type PromiseToPay = Schema<'collect.PromiseToPay'>;
export type CollectionBucket = Schema<'collect.Bucket'>;
export type CollectionSettings = Schema<'console.CollectionSettings'>;
export type CollectionText = Schema<'collect.Template'>;
export type Assigned = Schema<'console.Assigned'>;
/** WorklistFilter is the worklist's filters (collector -1: nobody; mine 1: the caller's). */
export type WorklistFilter = {
  bucket?: string; minDays?: number; maxDays?: number; collector?: number; mine?: number;
  promise?: string; productId?: number; orderNo?: string;
};
/** ContactLog is a call or visit as the account page logs it. */
export type ContactLog = { channel: string; outcome: string; note: string; nextAction?: string; confirmed?: number };

/** collectionsApi is the Collections screens' calls (collect; assign for a lead's). */
export const collectionsApi = {
  worklist: (f: WorklistFilter & PageQuery) =>
    call<NonNullable<Data<'/admin/api/collections/worklist', 'get'>>>('GET', '/collections/worklist', { ...f }),
  account: (orderNo: string) => call<CollectionView>('GET', '/collections/account', { orderNo }),
  /** contact logs a call or visit; outside the hours it answers 409 (rule warn) until sent again with confirmed 1. */
  contact: (orderNo: string, c: ContactLog) => call<CollectionContact>('POST', '/collections/contact', { orderNo, ...c }),
  promise: (orderNo: string, amount: number, dueOn: string) => call<PromiseToPay>('POST', '/collections/promise', { orderNo, amount, dueOn }),
  sms: (orderNo: string, name: string, lang: string) => call<CollectionContact>('POST', '/collections/sms', { orderNo, name, lang }),
  assign: (orderNos: string[], collector: number) => call<Assigned>('POST', '/collections/assign', { orderNos: orderNos.join(','), collector }),
  settings: () => call<CollectionSettings>('GET', '/collections/settings', {}),
  saveSettings: (buckets: string, dailyCap: number, autoAssign: boolean) =>
    call<Schema<'collect.Settings'>>('POST', '/collections/settings', { buckets, dailyCap, autoAssign: autoAssign ? 1 : 0 }),
  texts: () => call<CollectionText[]>('GET', '/collections/texts', {}),
  saveText: (name: string, lang: string, body: string) => call<CollectionText>('POST', '/collections/texts', { name, lang, body }),
  publishText: (name: string, lang: string) => call<CollectionText>('POST', '/collections/texts/publish', { name, lang }),
  /** complaintContacts are the collection contacts with a complaint's borrower. */
  complaintContacts: (id: number) => call<CollectionContact[]>('GET', '/complaints/contacts', { id }),
};

export type PAR = Schema<'console.PAR'>;
export type PARLine = Schema<'console.PARLine'>;
export type RollRates = Schema<'console.RollRates'>;
export type RollRow = Schema<'console.RollRow'>;
export type Vintages = Schema<'console.Vintages'>;
export type Vintage = Schema<'console.Vintage'>;
export type Efficiency = Schema<'console.Efficiency'>;
export type EfficiencyRow = Schema<'console.EfficiencyRow'>;
export type PromiseRates = Schema<'console.PromiseRates'>;
export type PromiseRow = Schema<'console.PromiseRow'>;
export type Collectors = Schema<'console.Collectors'>;
export type CollectorRow = Schema<'console.CollectorRow'>;
/** CollectionReport names a collections report (and its CSV file, name.csv). */
export type CollectionReport = 'par' | 'roll-rates' | 'vintage' | 'efficiency' | 'promises' | 'collectors';

/** reportsApi is the collections reports' calls (collection-reports); dates YYYY-MM-DD, months YYYY-MM. */
export const reportsApi = {
  par: (date: string) => call<PAR>('GET', '/collections/reports/par', { date }),
  rollRates: (month: string) => call<RollRates>('GET', '/collections/reports/roll-rates', { month }),
  vintage: () => call<Vintages>('GET', '/collections/reports/vintage', {}),
  efficiency: (from: string, to: string) => call<Efficiency>('GET', '/collections/reports/efficiency', { from, to }),
  promises: (from: string, to: string) => call<PromiseRates>('GET', '/collections/reports/promises', { from, to }),
  collectors: (from: string, to: string) => call<Collectors>('GET', '/collections/reports/collectors', { from, to }),
};

/** ruleOf is the collections rule a refusal names ('warn', 'cap', 'hours'), or ''. */
export function ruleOf(e: unknown): string {
  const d = e instanceof ApiError ? e.data : undefined;
  return d && typeof d === 'object' && 'rule' in d ? String((d as { rule: unknown }).rule) : '';
}
