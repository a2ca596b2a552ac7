// Payments (finance): the payments kept for review (a wrong amount, money
// the order could not take, a paid postback for no known pay code; and card
// debits whose outcome the provider never gave, shown but settled only by
// the provider's answer), each
// resolved once, under four eyes, by crediting it to an order picked from
// a search (borrower, what the order owes now) or by recording its refund,
// with a required note: one operator proposes, another approves on
// "Waiting for approval"; the daily totals per channel with their CSV
// file; and the provider-event ledger, newest first.
import { App, Button, Card, Form, Input, Radio, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { API, ApiError, api, PROPOSED, query, type CreditOrder, type DayTotal, type Proposal, type ProviderEvent, type Review } from '../api';
import { DataTable } from '../DataTable';
import { usePaged } from '../paging';
import { day, marketCurrency, money, statusText, when } from '../format';
import { orderPath, paths } from '../screens';
import { LoadError, useLoad } from './common';

/** pending keeps the payments still waiting for an operator. */
export function pending(rows: readonly Review[] | null | undefined): Review[] {
  return (rows ?? []).filter((r) => !r.resolution);
}

/** sumTotals adds the totals up per currency. */
export function sumTotals(rows: readonly DayTotal[]): { currency: string; payments: number; amount: number }[] {
  const by = new Map<string, { currency: string; payments: number; amount: number }>();
  for (const r of rows) {
    const t = by.get(r.currency) ?? { currency: r.currency, payments: 0, amount: 0 };
    t.payments += r.payments;
    t.amount += r.amount;
    by.set(r.currency, t);
  }
  return [...by.values()];
}

const kinds: Record<string, string> = {
  amount_mismatch: 'wrong amount', review: 'order could not take it', unknown_txn: 'no known code', debit_unknown: 'card debit: outcome unknown',
};

/**
 * resolvable says whether an operator resolves the payment here (credit or
 * refund). A card debit whose outcome the provider never gave
 * (debit_unknown) is not: nothing is known to have arrived; the server
 * asks the provider hourly and its answer settles it.
 */
export function resolvable(r: Review): boolean {
  return r.kind !== 'debit_unknown';
}

const amountOf = (minor: number, currency: string) => (minor < 0 ? 'not said' : money(minor, currency || marketCurrency()));

/**
 * ChannelCell is a payment's channel: a known one, or what a postback
 * sent outside the provider's digest, marked as unverified (shown as
 * text, never as the channel).
 */
export function ChannelCell({ row }: { row: Review }) {
  if (row.channel) return <span>{row.channel}</span>;
  if (!row.channelAsSent) return null;
  return <span><Tag color="orange">unverified, as sent</Tag><Typography.Text code>{row.channelAsSent}</Typography.Text></span>;
}

interface ResolveForm {
  action: 'credit' | 'refund';
  orderNo: string;
  note: string;
}

/** effect says what a payment of amount would do to an order owing owed (the server checks it again). */
export function effect(amount: number, owed: number): { text: string; fits: boolean } {
  if (amount > owed) return { text: 'more than it owes', fits: false };
  return { text: amount === owed ? 'settles it' : 'part-pays it', fits: true };
}

/** orderLabel is one order in the picker: number, borrower, status, what it owes now and what the payment would do. */
export function orderLabel(o: CreditOrder, amount: number): string {
  return `${o.orderNo} · ${o.borrower} · ${o.phone} · ${statusText(o.status)} · owes ${money(o.owed, o.currency)} · ${effect(amount, o.owed).text}`;
}

/**
 * OrderPicker is the order to credit, picked from a search by order
 * number, phone or name (never typed as free text); an order owing less
 * than the payment cannot be picked. fixed: the pay code's order, shown
 * with what it owes, not changed.
 */
function OrderPicker({ value, onChange, amount, fixed }: { value?: string; onChange?(v: string): void; amount: number; fixed: boolean }) {
  const [found, setFound] = useState<CreditOrder[]>([]);
  const [searching, setSearching] = useState(false);
  const latest = useRef(0);
  const search = async (q: string) => {
    const n = ++latest.current;
    if (q.trim().length < 2) {
      setFound([]);
      return;
    }
    setSearching(true);
    try {
      const list = await api.creditOrders(q.trim());
      if (n === latest.current) setFound(list ?? []);
    } catch {
      if (n === latest.current) setFound([]);
    } finally {
      if (n === latest.current) setSearching(false);
    }
  };
  // The pay code's order: read what it owes now.
  useEffect(() => {
    if (!fixed || !value) return;
    let live = true;
    api.creditOrders(value).then((list) => live && setFound(list ?? []), () => live && setFound([]));
    return () => {
      live = false;
    };
  }, [fixed, value]);
  return (
    <Select<string> showSearch value={value || undefined} onChange={(v) => onChange?.(v)} onSearch={(q) => void search(q)}
      filterOption={false} loading={searching} disabled={fixed} data-testid="credit-order"
      placeholder="Search by order number, phone or the borrower's name"
      notFoundContent={searching ? 'Searching…' : 'No order in repayment matches.'}
      options={found.map((o) => ({ value: o.orderNo, label: orderLabel(o, amount), disabled: !effect(amount, o.owed).fits }))} />
  );
}

function ReviewQueue({ onResolved }: { onResolved(): void }) {
  const { message } = App.useApp();
  const list = usePaged((p) => api.reviews(false, p), [], { sort: 'at' });
  const resolved = usePaged((p) => api.reviews(true, p), [], { sort: '-at' });
  const proposals = useLoad(() => api.paymentProposals(), []);
  const [open, setOpen] = useState<Review>();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<ResolveForm>();
  const action = Form.useWatch('action', form);
  const waiting = new Map<string, Proposal>((proposals.data ?? []).map((p) => [p.objectId, p]));

  const start = (r: Review) => {
    setOpen(r);
    form.setFieldsValue({ action: 'credit', orderNo: r.orderNo, note: '' });
  };
  const resolve = async (f: ResolveForm) => {
    if (!open) return;
    setBusy(true);
    try {
      const p = await api.resolve(open.txnId, f.action, f.action === 'credit' ? (f.orderNo ?? '') : '', f.note.trim());
      message.info(`${PROPOSED}: #${p.id} ${p.summary}.`);
      setOpen(undefined);
      list.reload();
      proposals.reload();
      resolved.reload();
      onResolved();
    } catch (e) {
      const err = e as ApiError;
      const fields = Object.entries(err.fields).filter(([k]) => k === 'orderNo' || k === 'note' || k === 'action');
      if (fields.length > 0) form.setFields(fields.map(([name, msg]) => ({ name: name as keyof ResolveForm, errors: [msg] })));
      else message.error(err.message);
      if (err.status === 409) {
        list.reload();
        proposals.reload();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Typography.Title level={4}>Needing review</Typography.Title>
      <Typography.Paragraph type="secondary">
        A credit or refund is proposed here and carried out when a second finance operator or admin approves it on "Waiting for approval".
      </Typography.Paragraph>
      <LoadError error={list.error ?? proposals.error} />
      {open && (
        <Card className="console-toolbar" size="small" title={`Resolve ${open.txnId}: ${amountOf(open.amount, open.currency)} received`}>
          <Form form={form} layout="vertical" requiredMark={false} onFinish={resolve}>
            <Form.Item name="action" label="Resolution"
              extra="Money paid on an extension's code buys the extension only when it is the exact fee; any other amount is credited as a repayment.">
              <Radio.Group>
                <Radio value="credit">Credit it to an order</Radio>
                <Radio value="refund">Mark it refunded</Radio>
              </Radio.Group>
            </Form.Item>
            {action === 'credit' && (
              <Form.Item name="orderNo" label="Order (in repayment; what it owes now, and what this payment would do)"
                rules={[{ required: true, message: 'Pick the order to credit.' }]}>
                <OrderPicker amount={open.amount} fixed={open.kind !== 'unknown_txn'} />
              </Form.Item>
            )}
            <Form.Item name="note" label="Note (kept with the resolution and in the audit log)"
              rules={[{ required: true, whitespace: true, message: 'Say why: a resolution needs a note.' }]}>
              <Input.TextArea rows={2} maxLength={500} showCount autoFocus />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={busy}>{action === 'refund' ? 'Propose the refund' : 'Propose the credit'}</Button>
              <Button onClick={() => setOpen(undefined)}>Cancel</Button>
            </Space>
          </Form>
        </Card>
      )}
      <DataTable<Review> testId="review" rowKey={(r) => r.txnId} rows={list.rows} paged={list} small
        emptyText="No payment needs review."
        columns={[
          { title: 'At', dataIndex: 'at', sortKey: 'at', render: when },
          { title: 'Transaction', dataIndex: 'txnId' },
          { title: 'Why', dataIndex: 'kind', sortKey: 'kind', render: (k: string) => <Tag color={k === 'unknown_txn' ? 'red' : 'gold'}>{kinds[k] ?? k}</Tag> },
          { title: 'Received', key: 'amount', sortKey: 'amount', align: 'right', render: (_: never, r) => amountOf(r.amount, r.currency) },
          { title: 'Asked', key: 'asked', align: 'right', render: (_: never, r) => (r.asked ? money(r.asked, r.currency || marketCurrency()) : '') },
          { title: 'Channel', key: 'channel', render: (_: never, r) => <ChannelCell row={r} /> },
          { title: 'Order', dataIndex: 'orderNo', render: (no: string) => (no ? <Link to={orderPath(no)}>{no}</Link> : '') },
          { title: 'Detail', dataIndex: 'detail' },
          {
            title: 'Resolution',
            key: 'resolution',
            render: (_: never, r) => {
              const p = waiting.get(r.txnId);
              if (p) {
                return <span><Tag color="gold">{PROPOSED}</Tag>#{p.id} by {p.yours ? 'you' : p.proposedBy}: {p.summary}</span>;
              }
              if (!resolvable(r)) return <span><Tag color="blue">asking the provider</Tag>settled by its answer; ask it whether it took the money</span>;
              return <Button size="small" type="primary" onClick={() => start(r)}>Resolve</Button>;
            },
          },
        ]} />
      <Typography.Title level={4}>Resolved</Typography.Title>
      <LoadError error={resolved.error} />
      <DataTable<Review> testId="resolved" rowKey={(r) => r.txnId} rows={resolved.rows} paged={resolved} small
        emptyText="No payment resolved yet."
        columns={[
          { title: 'Resolved', key: 'at', sortKey: 'at', render: (_: never, r) => when(r.resolution?.at ?? r.at) },
          { title: 'Transaction', dataIndex: 'txnId' },
          { title: 'Why', dataIndex: 'kind', render: (k: string) => <Tag>{kinds[k] ?? k}</Tag> },
          { title: 'Amount', key: 'amount', sortKey: 'amount', align: 'right', render: (_: never, r) => amountOf(r.amount, r.currency) },
          { title: 'Order', dataIndex: 'orderNo', render: (no: string) => (no ? <Link to={orderPath(no)}>{no}</Link> : '') },
          {
            title: 'Resolution', key: 'resolution',
            render: (_: never, r) => r.resolution && (
              <span><Tag color={r.resolution.action === 'credit' ? 'green' : 'blue'}>{r.resolution.action === 'credit' ? 'credited' : 'refunded'}</Tag>by {r.resolution.operator}, {when(r.resolution.at)}</span>
            ),
          },
          { title: 'Note', dataIndex: 'detail' },
        ]} />
    </>
  );
}

function Totals({ version }: { version: number }) {
  const [f, setF] = useState(() => ({ from: day(new Date(Date.now() - 6 * 86400000)), to: day(new Date()) }));
  const list = useLoad(() => api.totals(f), [f.from, f.to, version]);
  const rows = list.data ?? [];
  return (
    <>
      <Typography.Title level={4}>Daily totals per channel</Typography.Title>
      <Space className="console-toolbar">
        <Input type="date" aria-label="From" value={f.from} onChange={(e) => e.target.value && setF({ ...f, from: e.target.value })} />
        <Input type="date" aria-label="To" value={f.to} onChange={(e) => e.target.value && setF({ ...f, to: e.target.value })} />
        <Button href={`${API}/payments/totals.csv${query(f)}`} download>Download CSV</Button>
      </Space>
      <LoadError error={list.error} />
      <DataTable<DayTotal> testId="totals" rowKey={(r) => `${r.day} ${r.channel} ${r.currency}`} loading={list.loading} rows={rows} small
        emptyText="No payments in these days."
        columns={[
          { title: 'Day', dataIndex: 'day' },
          { title: 'Channel', key: 'channel', render: (_: never, r) => r.channelName || r.channel || <Typography.Text type="secondary">not verified</Typography.Text> },
          { title: 'Payments', dataIndex: 'payments', align: 'right' },
          { title: 'Amount', dataIndex: 'amount', align: 'right', render: (v: number, r) => money(v, r.currency) },
        ]} />
      {sumTotals(rows).map((t) => (
        <Typography.Paragraph key={t.currency} className="console-after" strong>
          Total: {t.payments} payments, {money(t.amount, t.currency)}
        </Typography.Paragraph>
      ))}
    </>
  );
}

function Ledger({ version }: { version: number }) {
  const [f, setF] = useState({ from: '', to: '' });
  const list = usePaged((p) => api.providerEvents({ ...f, ...p }), [f.from, f.to, version], { sort: '-received' });
  return (
    <>
      <Typography.Title level={4}>Provider events</Typography.Title>
      <Typography.Paragraph type="secondary">Every postback and status answer as received, newest first by default.</Typography.Paragraph>
      <Space className="console-toolbar">
        <Input type="date" aria-label="Events from" value={f.from} onChange={(e) => setF({ ...f, from: e.target.value })} />
        <Input type="date" aria-label="Events to" value={f.to} onChange={(e) => setF({ ...f, to: e.target.value })} />
      </Space>
      <LoadError error={list.error} />
      <DataTable<ProviderEvent> testId="events" rowKey={(r) => r.id} rows={list.rows} paged={list} small
        emptyText="No provider events."
        columns={[
          { title: 'Received', dataIndex: 'at', sortKey: 'received', render: when },
          { title: 'Source', dataIndex: 'source' },
          { title: 'Transaction', dataIndex: 'txnId' },
          { title: 'Reference', dataIndex: 'refNo' },
          { title: 'Status', dataIndex: 'status', sortKey: 'status' },
          { title: 'Amount', dataIndex: 'amount', sortKey: 'amount', align: 'right', render: (v: number) => (v < 0 ? 'not said' : (v / 100).toFixed(2)) },
          { title: 'Signature', dataIndex: 'verified', render: (v: boolean) => (v ? 'verified' : <Tag color="red">refused</Tag>) },
          { title: 'Outcome', dataIndex: 'outcome' },
        ]} />
    </>
  );
}

export function Payments() {
  // A resolution credits a payment: the totals read again.
  const [version, setVersion] = useState(0);
  return (
    <>
      <Typography.Title level={3} className="console-page-title">Payments</Typography.Title>
      <Typography.Paragraph>
        <Link to={paths.settlement}>Settlement files</Link>: import a provider's settlement file and review the lines that did not match.
      </Typography.Paragraph>
      <ReviewQueue onResolved={() => setVersion((v) => v + 1)} />
      <Totals version={version} />
      <Ledger version={version} />
    </>
  );
}
