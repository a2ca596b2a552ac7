// One order: its figures, every change of status (who, when, from, to)
// and its payments ledger with how each payment was applied; a finance
// operator or admin may propose waiving late charges on it, or after a
// failed payout another payout account, or reversing a payment credited
// to the wrong order (Servicing.tsx); held money refunded to the
// borrower's payout account is listed with its state;
// a paid-out order's books stand beside the engine's figures (OrderLedger.tsx).
import { Breadcrumb, Button, Card, Descriptions, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { api, type Change, type Receipt, type Refund } from '../api';
import { money, statusText, when } from '../format';
import { paths } from '../screens';
import { DataTable } from '../DataTable';
import { LoadError, useLoad } from './common';
import { useSession } from '../session';
import { CancelCard, PayoutAccountCard, RescheduleCard, ReverseCard, WaiveCard, WriteOffCard } from './Servicing';
import { booked, OrderLedgerPanel } from './OrderLedger';

/** The statuses of a loan being repaid: 170, 174, 180. */
const repaying = new Set([170, 174, 180]);

export function OrderPage() {
  const orderNo = useParams().orderNo ?? '';
  const order = useLoad(() => api.order(orderNo), [orderNo]);
  const o = order.data;
  const m = (v: number) => (o ? money(v, o.currency) : '');
  const { can } = useSession();
  const [form, setForm] = useState<'waive' | 'write-off' | 'cancel' | 'payout-account' | 'reschedule'>();
  const [reversing, setReversing] = useState<Receipt>();
  const closed = (proposed: boolean) => {
    setForm(undefined);
    setReversing(undefined);
    if (proposed) order.reload();
  };
  const canWaive = !!o && can('servicing') && repaying.has(o.status) && !o.writtenOff && o.penaltyOwed + o.lateInterestOwed + o.feesOwed > 0;
  const canWriteOff = !!o && can('servicing') && o.status === 180 && !o.writtenOff;
  const canReschedule = !!o && can('servicing') && repaying.has(o.status) && !o.writtenOff;
  // Approved and not paid out: 21, or 151 once the withdrawal is confirmed (the payout queue).
  const canCancel = !!o && can('disbursement') && (o.status === 21 || o.queue === 'payout');
  // A failed payout may go to another account, on a second operator's approval.
  const canChangePayout = !!o && can('disbursement') && o.queue === 'payout' && o.payout === 'failed';
  return (
    <>
      <Breadcrumb className="console-toolbar" items={[{ title: <Link to={paths.orders}>Orders</Link> }, { title: orderNo }]} />
      <Typography.Title level={3} className="console-page-title">Order {orderNo}</Typography.Title>
      <LoadError error={order.error} />
      {o && (
        <>
          <Card className="console-toolbar" size="small">
            <Descriptions column={3} size="small" items={[
              { label: 'Status', children: <span data-testid="order-status">{statusText(o.status)}{o.writtenOff ? `, written off ${o.writtenOff}` : ''}</span> },
              { label: 'Queue', children: o.queue || '—' },
              { label: 'Phone', children: o.phone },
              { label: 'Principal', children: m(o.principal) },
              { label: 'Term', children: `${o.termDays} days, ${o.instalments} instalment${o.instalments === 1 ? '' : 's'}` },
              { label: 'Placed', children: when(o.createdAt) },
              { label: 'Plan (principal, interest, fees)', children: m(o.amountDue) },
              { label: 'Penalty', children: m(o.penalty) },
              { label: 'Late interest', children: m(o.lateInterest) },
              { label: 'Waived', children: m(o.waived) },
              { label: 'Paid', children: m(o.paid) },
              { label: 'Owed', children: m(o.owed) },
              { label: 'Next due', children: o.nextDue || '—' },
              { label: 'Last payout', children: o.payout ? `${o.payout}${o.payoutReason ? `: ${o.payoutReason}` : ''}` : '—' },
            ]} />
            {(canWaive || canWriteOff || canReschedule || canCancel || canChangePayout) && (
              <Space className="console-toolbar">
                {canWaive && <Button onClick={() => setForm('waive')} disabled={form === 'waive'}>Waive charges or fees…</Button>}
                {canReschedule && <Button onClick={() => setForm('reschedule')} disabled={form === 'reschedule'}>Reschedule…</Button>}
                {canWriteOff && <Button danger onClick={() => setForm('write-off')} disabled={form === 'write-off'}>Write off…</Button>}
                {canChangePayout && <Button onClick={() => setForm('payout-account')} disabled={form === 'payout-account'}>Change payout account…</Button>}
                {canCancel && <Button danger onClick={() => setForm('cancel')} disabled={form === 'cancel'}>Cancel order…</Button>}
              </Space>
            )}
          </Card>
          {form === 'waive' && <WaiveCard order={o} onClose={closed} />}
          {form === 'write-off' && <WriteOffCard order={o} onClose={closed} />}
          {form === 'reschedule' && <RescheduleCard order={o} onClose={closed} />}
          {form === 'cancel' && <CancelCard order={o} onClose={closed} />}
          {form === 'payout-account' && <PayoutAccountCard order={o} onClose={closed} />}
          {booked.has(o.status) && <OrderLedgerPanel orderId={o.id} currency={o.currency} />}
          <Card className="console-toolbar" size="small" title="History">
            <DataTable<Change> small testId="history" rowKey={(c) => `${c.at}-${c.event}-${c.to}`} rows={o.history ?? []}
              columns={[
                { title: 'When', dataIndex: 'at', render: when },
                { title: 'Event', dataIndex: 'event' },
                { title: 'From', dataIndex: 'from', render: statusText },
                { title: 'To', dataIndex: 'to', render: statusText },
                { title: 'Who', dataIndex: 'actor' },
                { title: 'Note', dataIndex: 'note' },
              ]} />
          </Card>
          {reversing && <ReverseCard key={reversing.id} order={o} payment={reversing} onClose={closed} />}
          <Card size="small" title="Payments">
            <DataTable<Receipt> small rowKey={(p) => p.id} rows={o.payments ?? []}
              emptyText="No payments yet."
              columns={[
                { title: 'Received', dataIndex: 'receivedAt' },
                { title: 'What', dataIndex: 'title' },
                { title: 'Amount', dataIndex: 'amountText', align: 'right' },
                { title: 'Channel', dataIndex: 'channel' },
                { title: 'Reference', dataIndex: 'refNo' },
                { title: 'Applied to', dataIndex: 'applied', render: (rows: Receipt['applied']) => (rows ?? []).map((r) => `${r.text} ${r.value}`).join(', ') },
                ...(can('servicing') ? [{
                  title: '', key: 'reverse',
                  render: (_: unknown, p: Receipt) => !p.reversed && !o.writtenOff && (
                    <Button size="small" onClick={() => setReversing(p)} disabled={reversing?.id === p.id}>Reverse…</Button>
                  ),
                }] : []),
              ]} />
          </Card>
          {(o.refunds ?? []).length > 0 && (
            <Card size="small" title="Refunds to the borrower's payout account">
              <DataTable<Refund> small rowKey={(r) => r.id} rows={o.refunds ?? []}
                columns={[
                  { title: 'Approved', dataIndex: 'createdAt', render: (v: string) => when(v) },
                  { title: 'Payment', dataIndex: 'txnId' },
                  { title: 'Amount', dataIndex: 'amount', align: 'right', render: (v: number) => m(v) },
                  { title: 'To', dataIndex: 'account' },
                  { title: 'State', dataIndex: 'state' },
                  { title: 'Reference', dataIndex: 'reference' },
                  { title: 'Reason', dataIndex: 'reason' },
                ]} />
            </Card>
          )}
        </>
      )}
    </>
  );
}
