// The audit log (admin): every change made in the console or on the
// command line and every view of personal data, newest first, by operator,
// action, object and date (the market's days, as the server reads them);
// the hash chain's verification above it, and the same lines as a CSV file.
import { Alert, Button, Form, Input, Select, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { API, api, query, type AuditFilter, type Entry, type Verification } from '../api';
import { when } from '../format';
import { DataTable } from '../DataTable';
import { usePaged } from '../paging';
import { LoadError, useLoad } from './common';

const filters = ['operator', 'action', 'objectType', 'objectId', 'from', 'to'] as const;
type Filter = Pick<AuditFilter, (typeof filters)[number]>;

/** options are a filter's choices, as the log holds them. */
const options = (values: string[] | null | undefined) => (values ?? []).map((v) => ({ value: v, label: v }));

/** chainText says how far the audit log's hash chain verifies. */
export function chainText(v: Verification): string {
  if (v.ok && v.upTo === 0) return 'Audit chain: nothing recorded yet.';
  if (v.ok) return `Audit chain verified up to entry ${v.upTo} (${v.entries} entries, head ${v.head.slice(0, 16)}…).`;
  const before = v.upTo > 0 ? `Verified up to entry ${v.upTo}.` : 'No entry before it verifies.';
  return `Audit chain broken at entry ${v.brokenAt}: ${v.problem}. ${before}`;
}

/** ChainLine is the chain's verification: green when whole, red naming the first broken entry. */
function ChainLine() {
  const v = useLoad(() => api.auditVerify(), []);
  if (v.error) return <LoadError error={v.error} />;
  if (!v.data) return null;
  return <Alert className="console-toolbar" data-testid="audit-chain" showIcon type={v.data.ok ? 'success' : 'error'} message={chainText(v.data)} />;
}

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
  const log = usePaged((p) => api.audit({ ...f, ...p }), [key], { sort: '-at' });
  const choices = useLoad(() => api.auditChoices(), []);

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
      <ChainLine />
      <Form layout="inline" className="console-toolbar" onFinish={search} initialValues={f} key={key}>
        <Form.Item name="operator" label="Operator">
          <Select allowClear showSearch placeholder="any" style={{ width: 160 }} options={options(choices.data?.operators)} />
        </Form.Item>
        <Form.Item name="action" label="Action">
          <Select allowClear showSearch placeholder="any" style={{ width: 160 }} options={options(choices.data?.actions)} />
        </Form.Item>
        <Form.Item name="objectType" label="Object">
          <Select allowClear showSearch placeholder="any" style={{ width: 160 }} options={options(choices.data?.objectTypes)} />
        </Form.Item>
        <Form.Item name="objectId" label="Id or number"><Input allowClear style={{ width: 200 }} /></Form.Item>
        <Form.Item name="from" label="From"><Input type="date" /></Form.Item>
        <Form.Item name="to" label="To"><Input type="date" /></Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">Filter</Button>
          <Button onClick={() => setParams(new URLSearchParams())}>Clear</Button>
          <Button href={`${API}/audit.csv${query(f)}`} download>Download CSV</Button>
        </Space>
      </Form>
      <LoadError error={log.error} />
      <DataTable<Entry> small rowKey={(e) => e.id} rows={log.rows} paged={log} testId="audit"
        emptyText="Nothing recorded matches."
        columns={[
          { title: 'When', dataIndex: 'at', sortKey: 'at', render: when },
          { title: 'Operator', dataIndex: 'operator', sortKey: 'operator' },
          { title: 'Address', dataIndex: 'addr' },
          { title: 'Action', dataIndex: 'action', sortKey: 'action' },
          { title: 'Object', key: 'object', sortKey: 'objectType', render: (_: never, e: Entry) => `${e.objectType} ${e.objectId}` },
          { title: 'Before', dataIndex: 'before', render: (v: string) => <pre className="console-json">{v}</pre> },
          { title: 'After', dataIndex: 'after', render: (v: string) => <pre className="console-json">{v}</pre> },
        ]} />
    </>
  );
}
