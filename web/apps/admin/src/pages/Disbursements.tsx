// The disbursement queue: orders at 151 whose borrower confirmed the
// withdrawal (queue "payout"), with the last payout's state and why it
// failed. Disburse sends the money through the payout adapter, or, above
// the threshold (by default every one), proposes it: a second operator
// approves it in "Waiting for approval". A retry uses the order's
// idempotency key, so nothing is paid twice.
import { App, Button, Popconfirm, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ApiError, api, PROPOSED, type OrderRow } from '../api';
import { money } from '../format';
import { DataTable } from '../DataTable';
import { LoadError, orderColumns, useLoad } from './common';

/** payoutQueue keeps the orders waiting for their money. */
export function payoutQueue(rows: OrderRow[] | null | undefined): OrderRow[] {
  return (rows ?? []).filter((r) => r.status === 151 && r.queue === 'payout');
}

/** actionOf names the button: Disburse before any payout, Retry after one. */
export function actionOf(row: OrderRow): string {
  return row.payout === '' || row.payout === 'new' ? 'Disburse' : 'Retry';
}

const payoutColour: Record<string, string> = { succeeded: 'green', failed: 'red', pending: 'gold', sending: 'blue', new: 'default' };

export function Disbursements() {
  const { message } = App.useApp();
  const list = useLoad(() => api.orders({ status: 151 }), []);
  const [busy, setBusy] = useState('');

  const disburse = async (row: OrderRow) => {
    setBusy(row.orderNo);
    try {
      const d = await api.disburse(row.orderNo);
      if (d.state === 'proposed') message.info(`${d.orderNo}: ${PROPOSED} (proposal #${d.proposal?.id}).`);
      else if (d.state === 'succeeded') message.success(`${d.orderNo}: ${money(row.principal, row.currency)} sent (${d.provider} ${d.reference}).`);
      else if (d.state === 'failed') message.error(`${d.orderNo}: the payout failed: ${d.reason || 'no reason given'}.`);
      else message.info(`${d.orderNo}: the payout is ${d.state}; the provider has not answered yet.`);
      list.reload();
    } catch (e) {
      message.error((e as ApiError).message);
    } finally {
      setBusy('');
    }
  };

  return (
    <>
      <Typography.Title level={3} className="console-page-title">Disbursements</Typography.Title>
      <Typography.Paragraph type="secondary">
        Approved orders whose borrower confirmed the withdrawal (status 151): the money is to be sent.
      </Typography.Paragraph>
      <LoadError error={list.error} />
      <DataTable<OrderRow> rowKey={(r) => r.orderNo} loading={list.loading} rows={payoutQueue(list.data)}
        emptyText="No payouts are waiting."
        columns={[
          ...orderColumns,
          {
            title: 'Last payout',
            dataIndex: 'payout',
            render: (p: string) => (p ? <Tag color={payoutColour[p]}>{p}</Tag> : <Typography.Text type="secondary">none yet</Typography.Text>),
          },
          { title: 'Reason', dataIndex: 'payoutReason' },
          {
            title: 'Payout',
            key: 'action',
            render: (_: never, row: OrderRow) => (
              <Popconfirm title={`Send ${money(row.principal, row.currency)} for ${row.orderNo}?`} okText="Send" onConfirm={() => disburse(row)}>
                <Button type="primary" size="small" loading={busy === row.orderNo}>{actionOf(row)}</Button>
              </Popconfirm>
            ),
          },
        ]} />
      <Button className="console-after" onClick={list.reload}>Refresh</Button>
    </>
  );
}
