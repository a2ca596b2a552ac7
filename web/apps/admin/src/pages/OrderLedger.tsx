// An order's ledger on its page: each receivable in the books beside what
// the loan engine says is owed (the server brings the order up to date
// first), marked where they differ, and the order's postings. Money on
// every screen comes from one source: a difference is a fault to look
// into (docs/ACCOUNTING.md, `kwarta ledger check`).
import { Card, Tag, Typography } from 'antd';
import { api, type LedgerComponent, type Posting } from '../api';
import { DataTable } from '../DataTable';
import { money } from '../format';
import { LoadError, useLoad } from './common';

/** booked are the statuses of an order that was paid out: it has books. */
export const booked = new Set([170, 174, 180, 200]);

export function OrderLedgerPanel({ orderId, currency }: { orderId: number; currency: string }) {
  const ledger = useLoad(() => api.orderLedger(orderId), [orderId]);
  const l = ledger.data;
  const m = (v: number) => money(v, currency);
  return (
    <Card className="console-toolbar" size="small" title="Ledger" data-testid="order-ledger"
      extra={l && (l.differs ? <Tag color="red">books and engine differ</Tag> : <Tag color="green">books agree with the engine</Tag>)}>
      <LoadError error={ledger.error} />
      <DataTable<LedgerComponent> small testId="order-ledger-components" rowKey={(c) => c.component} rows={l?.components ?? []} loading={ledger.loading}
        columns={[
          { title: 'Receivable', dataIndex: 'component' },
          { title: 'Books', dataIndex: 'books', align: 'right', render: m },
          { title: 'Engine', dataIndex: 'engine', align: 'right', render: m },
          { title: '', key: 'mark', render: (_: never, c) => (c.differs ? <Tag color="red">differs by {m(c.books - c.engine)}</Tag> : '') },
        ]} />
      <Typography.Title level={5}>Postings</Typography.Title>
      <DataTable<Posting> small testId="order-postings" rowKey={(p) => p.id} rows={l?.postings ?? []}
        emptyText="Nothing posted."
        columns={[
          { title: 'Date', dataIndex: 'date' },
          { title: 'Kind', dataIndex: 'kind' },
          { title: 'Account', key: 'account', render: (_: never, p) => `${p.account} ${p.accountName}` },
          { title: 'Debit', dataIndex: 'debit', align: 'right', render: (v: number) => (v ? m(v) : '') },
          { title: 'Credit', dataIndex: 'credit', align: 'right', render: (v: number) => (v ? m(v) : '') },
          { title: 'Memo', dataIndex: 'memo' },
        ]} />
    </Card>
  );
}
