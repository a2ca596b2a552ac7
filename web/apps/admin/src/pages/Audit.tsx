// The audit log (admin): every change made in the console, newest first,
// by operator, object and date (the market's days, as the server reads them).
import { Button, Form, Input, Select, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { api, type Entry } from '../api';
import { when } from '../format';
import { DataTable } from '../DataTable';
import { LoadError, useLoad } from './common';

const filters = ['operator', 'objectType', 'objectId', 'from', 'to'] as const;
type Filter = Partial<Record<(typeof filters)[number], string>>;

/** auditQuery reads the filters from the address. */
export function auditQuery(params: URLSearchParams): Filter {
  const f: Filter = {};
  for (const k of filters) {
    const v = params.get(k)?.trim();
    if (v) f[k] = v;
  }
  return f;
}

export function Audit() {
  const [params, setParams] = useSearchParams();
  const f = auditQuery(params);
  const key = JSON.stringify(f);
  const log = useLoad(() => api.audit(f), [key]);

  const search = (v: Filter) => {
    const next = new URLSearchParams();
    for (const k of filters) {
      const s = v[k]?.trim();
      if (s) next.set(k, s);
    }
    setParams(next);
  };

  return (
    <>
      <Typography.Title level={3} className="console-page-title">Audit log</Typography.Title>
      <Form layout="inline" className="console-toolbar" onFinish={search} initialValues={f} key={key}>
        <Form.Item name="operator" label="Operator"><Input allowClear style={{ width: 150 }} /></Form.Item>
        <Form.Item name="objectType" label="Object">
          <Select allowClear placeholder="any" style={{ width: 120 }} options={[{ value: 'order', label: 'order' }, { value: 'operator', label: 'operator' }]} />
        </Form.Item>
        <Form.Item name="objectId" label="Id or number"><Input allowClear style={{ width: 200 }} /></Form.Item>
        <Form.Item name="from" label="From"><Input type="date" /></Form.Item>
        <Form.Item name="to" label="To"><Input type="date" /></Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">Filter</Button>
          <Button onClick={() => setParams(new URLSearchParams())}>Clear</Button>
        </Space>
      </Form>
      <LoadError error={log.error} />
      <DataTable<Entry> small rowKey={(e) => e.id} loading={log.loading} rows={log.data ?? []}
        emptyText="Nothing recorded matches."
        columns={[
          { title: 'When', dataIndex: 'at', render: when },
          { title: 'Operator', dataIndex: 'operator' },
          { title: 'Action', dataIndex: 'action' },
          { title: 'Object', key: 'object', render: (_: never, e: Entry) => `${e.objectType} ${e.objectId}` },
          { title: 'Before', dataIndex: 'before', render: (v: string) => <pre className="console-json">{v}</pre> },
          { title: 'After', dataIndex: 'after', render: (v: string) => <pre className="console-json">{v}</pre> },
        ]} />
    </>
  );
}
