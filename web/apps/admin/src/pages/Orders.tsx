// Orders search: by order number or phone (any form), and by status; the
// newest first by default, the headers sort, a page at a time. The query
// lives in the address, so Back returns to it.
import { Button, Form, Input, Select, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { api, type OrderRow } from '../api';
import { statuses, statusText } from '../format';
import { DataTable } from '../DataTable';
import { usePaged } from '../paging';
import { LoadError, orderColumns, orderSort, statusColumn } from './common';

export function Orders() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = Number(params.get('status') ?? '') || undefined;
  const list = usePaged((p) => api.orders({ q, status, ...p }), [q, status], { sort: orderSort });

  const search = (f: { q?: string; status?: number }) => {
    const next = new URLSearchParams();
    if (f.q?.trim()) next.set('q', f.q.trim());
    if (f.status) next.set('status', String(f.status));
    setParams(next);
  };

  return (
    <>
      <Typography.Title level={3} className="console-page-title">Orders</Typography.Title>
      <Form layout="inline" className="console-toolbar" onFinish={search} initialValues={{ q, status }} key={`${q}|${status ?? ''}`}>
        <Form.Item name="q" label="Order number or phone">
          <Input allowClear placeholder="KW20261102000089 or 0917 123 4567" style={{ width: 300 }} />
        </Form.Item>
        <Form.Item name="status" label="Status">
          <Select allowClear placeholder="any" style={{ width: 170 }}
            options={Object.keys(statuses).map((s) => ({ value: Number(s), label: statusText(Number(s)) }))} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">Search</Button>
          <Button onClick={() => setParams(new URLSearchParams())}>Clear</Button>
        </Space>
      </Form>
      <LoadError error={list.error} />
      <DataTable<OrderRow> rowKey={(r) => r.orderNo} rows={list.rows} paged={list} testId="orders"
        emptyText="No order matches."
        columns={[...orderColumns, statusColumn, { title: 'Queue', dataIndex: 'queue' }, { title: 'Last payout', dataIndex: 'payout' }]} />
    </>
  );
}
