// The disbursement queue: orders at 151 whose borrower confirmed the
// withdrawal (queue "payout"), with the last payout's state and why it
// failed, a page at a time. Disburse sends the money through the payout
// adapter, or, above the threshold (by default every one), proposes it: a
// second operator approves it in "Waiting for approval". "Disburse
// selected" does the same for each order checked, each on its own. A
// retry uses the order's idempotency key, so nothing is paid twice.
import { App, Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ApiError, api, PROPOSED, type BulkDisbursed, type OrderRow } from '../api';
import { money } from '../format';
import { DataTable } from '../DataTable';
import { usePaged } from '../paging';
import { LoadError, orderColumns, orderSort } from './common';

/** actionOf names the button: Disburse before any payout, Retry after one. */
export function actionOf(row: OrderRow): string {
  return row.payout === '' || row.payout === 'new' ? 'Disburse' : 'Retry';
}

/** bulkSummary says what a bulk disbursement did: how many proposed, sent, refused. */
export function bulkSummary(out: readonly BulkDisbursed[]): string {
  const count = (f: (b: BulkDisbursed) => boolean) => out.filter(f).length;
  const proposed = count((b) => b.ok && b.disbursed?.state === 'proposed');
  const sent = count((b) => b.ok && b.disbursed?.state !== 'proposed');
  const refused = out.filter((b) => !b.ok);
  const parts = [`${proposed} proposed`, `${sent} sent`, `${refused.length} refused`];
  return parts.join(', ') + (refused.length ? `: ${refused.map((b) => `${b.orderNo} (${b.message})`).join('; ')}` : '.');
}

const payoutColour: Record<string, string> = { succeeded: 'green', failed: 'red', pending: 'gold', sending: 'blue', new: 'default' };

export function Disbursements() {
  const { message } = App.useApp();
  const list = usePaged((p) => api.orders({ queue: 'payout', ...p }), [], { sort: orderSort });
  const [busy, setBusy] = useState('');
  const [selected, setSelected] = useState<Set<string | number>>(new Set());

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

  const disburseSelected = async () => {
    setBusy('bulk');
    try {
      const out = await api.disburseAll([...selected].map(String));
      const text = bulkSummary(out);
      if (out.some((b) => !b.ok)) message.warning(text);
      else message.info(text);
      setSelected(new Set());
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
      <Space className="console-toolbar">
        <Popconfirm title={`Disburse the ${selected.size} orders selected?`} okText="Disburse" onConfirm={disburseSelected} disabled={selected.size === 0}>
          <Button type="primary" disabled={selected.size === 0} loading={busy === 'bulk'}>Disburse selected ({selected.size})</Button>
        </Popconfirm>
      </Space>
      <DataTable<OrderRow> rowKey={(r) => r.orderNo} rows={list.rows} paged={list} testId="disbursements"
        selection={{ keys: selected, onChange: setSelected }}
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
