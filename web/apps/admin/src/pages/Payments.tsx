// Payments (finance): the payments kept for review (a wrong amount, money
// the order could not take, a paid postback for no known pay code), each
// resolved once by crediting it to an order through the loan engine or by
// recording its refund, with a required note; the daily totals per channel
// with their CSV file; and the provider-event ledger, newest first.
import { App, Button, Card, Form, Input, Radio, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { API, ApiError, api, query, type DayTotal, type ProviderEvent, type Review } from '../api';
import { DataTable } from '../DataTable';
import { day, marketCurrency, money, when } from '../format';
import { orderPath } from '../screens';
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

const kinds: Record<string, string> = { amount_mismatch: 'wrong amount', review: 'order could not take it', unknown_txn: 'no known code' };

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

function ReviewQueue({ onResolved }: { onResolved(): void }) {
  const { message } = App.useApp();
  const list = useLoad(() => api.reviews(), []);
  const [open, setOpen] = useState<Review>();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<ResolveForm>();
  const action = Form.useWatch('action', form);

  const start = (r: Review) => {
    setOpen(r);
    form.setFieldsValue({ action: 'credit', orderNo: r.orderNo, note: '' });
  };
  const resolve = async (f: ResolveForm) => {
    if (!open) return;
    setBusy(true);
    try {
      const r = await api.resolve(open.txnId, f.action, f.action === 'credit' ? f.orderNo.trim() : '', f.note.trim());
      message.success(r.action === 'credit'
        ? `${money(r.amount, open.currency || marketCurrency())} credited to ${r.orderNo} as ${r.creditedAs === 'extension' ? 'its extension' : 'a repayment'}.`
        : `${open.txnId} recorded as refunded.`);
      setOpen(undefined);
      list.reload();
      onResolved();
    } catch (e) {
      const err = e as ApiError;
      const fields = Object.entries(err.fields).filter(([k]) => k === 'orderNo' || k === 'note' || k === 'action');
      if (fields.length > 0) form.setFields(fields.map(([name, msg]) => ({ name: name as keyof ResolveForm, errors: [msg] })));
      else message.error(err.message);
      if (err.status === 409) list.reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Typography.Title level={4}>Needing review</Typography.Title>
      <LoadError error={list.error} />
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
              <Form.Item name="orderNo" label="Order" rules={[{ required: true, whitespace: true, message: 'Name the order to credit.' }]}>
                <Input maxLength={32} disabled={open.kind !== 'unknown_txn'} />
              </Form.Item>
            )}
            <Form.Item name="note" label="Note (kept with the resolution and in the audit log)"
              rules={[{ required: true, whitespace: true, message: 'Say why: a resolution needs a note.' }]}>
              <Input.TextArea rows={2} maxLength={500} showCount autoFocus />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={busy}>{action === 'refund' ? 'Record the refund' : 'Credit the payment'}</Button>
              <Button onClick={() => setOpen(undefined)}>Cancel</Button>
            </Space>
          </Form>
        </Card>
      )}
      <DataTable<Review> testId="review" rowKey={(r) => r.txnId} loading={list.loading} rows={list.data ?? []} small
        emptyText="No payment needs review."
        columns={[
          { title: 'At', dataIndex: 'at', render: when },
          { title: 'Transaction', dataIndex: 'txnId' },
          { title: 'Why', dataIndex: 'kind', render: (k: string) => <Tag color={k === 'unknown_txn' ? 'red' : 'gold'}>{kinds[k] ?? k}</Tag> },
          { title: 'Received', key: 'amount', align: 'right', render: (_: never, r) => amountOf(r.amount, r.currency) },
          { title: 'Asked', key: 'asked', align: 'right', render: (_: never, r) => (r.asked ? money(r.asked, r.currency || marketCurrency()) : '') },
          { title: 'Channel', key: 'channel', render: (_: never, r) => <ChannelCell row={r} /> },
          { title: 'Order', dataIndex: 'orderNo', render: (no: string) => (no ? <Link to={orderPath(no)}>{no}</Link> : '') },
          { title: 'Detail', dataIndex: 'detail' },
          {
            title: 'Resolution',
            key: 'resolution',
            render: (_: never, r) => r.resolution
              ? <span><Tag color={r.resolution.action === 'credit' ? 'green' : 'blue'}>{r.resolution.action === 'credit' ? 'credited' : 'refunded'}</Tag>by {r.resolution.operator}, {when(r.resolution.at)}</span>
              : <Button size="small" type="primary" onClick={() => start(r)}>Resolve</Button>,
          },
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
  const list = useLoad(() => api.providerEvents(f), [f.from, f.to, version]);
  return (
    <>
      <Typography.Title level={4}>Provider events</Typography.Title>
      <Typography.Paragraph type="secondary">Every postback and status answer as received, newest first (at most 500).</Typography.Paragraph>
      <Space className="console-toolbar">
        <Input type="date" aria-label="Events from" value={f.from} onChange={(e) => setF({ ...f, from: e.target.value })} />
        <Input type="date" aria-label="Events to" value={f.to} onChange={(e) => setF({ ...f, to: e.target.value })} />
      </Space>
      <LoadError error={list.error} />
      <DataTable<ProviderEvent> testId="events" rowKey={(r) => r.id} loading={list.loading} rows={list.data ?? []} small
        emptyText="No provider events."
        columns={[
          { title: 'Received', dataIndex: 'at', render: when },
          { title: 'Source', dataIndex: 'source' },
          { title: 'Transaction', dataIndex: 'txnId' },
          { title: 'Reference', dataIndex: 'refNo' },
          { title: 'Status', dataIndex: 'status' },
          { title: 'Amount', dataIndex: 'amount', align: 'right', render: (v: number) => (v < 0 ? 'not said' : (v / 100).toFixed(2)) },
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
      <ReviewQueue onResolved={() => setVersion((v) => v + 1)} />
      <Totals version={version} />
      <Ledger version={version} />
    </>
  );
}
