// The complaints inbox (support): every complaint with the countdown to
// its 3-weekday promise, counted from the server's clock, a page at a
// time; by default (the server's "urgency") the overdue first and marked,
// then the open by their promise, then the answered.
import { Segmented, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { api, type ComplaintRow } from '../api';
import { DataTable } from '../DataTable';
import { countdown, when } from '../format';
import { complaintPath } from '../screens';
import { usePaged } from '../paging';
import { LoadError } from './common';

/** Promise shows a complaint's countdown, red once overdue. */
export function Promise({ row, now }: { row: ComplaintRow; now: string }) {
  if (row.status === 2) return <Tag color="green">answered {when(row.replied)}</Tag>;
  return <Tag color={row.overdue ? 'red' : 'blue'}>{countdown(row.due, now)}</Tag>;
}

export function Complaints() {
  const [status, setStatus] = useState(1);
  const inbox = usePaged((p) => api.complaints(status || undefined, p), [status]);
  const now = inbox.data?.now ?? '';
  return (
    <>
      <Typography.Title level={3} className="console-page-title">Complaints</Typography.Title>
      <Typography.Paragraph type="secondary">We promise an answer within 3 weekdays of filing (Philippine holidays skipped).</Typography.Paragraph>
      <Space className="console-toolbar">
        <Segmented value={status} onChange={(v) => setStatus(Number(v))}
          options={[{ label: 'Processing', value: 1 }, { label: 'Processed', value: 2 }, { label: 'All', value: 0 }]} />
      </Space>
      <LoadError error={inbox.error} />
      <DataTable<ComplaintRow> testId="complaints" rowKey={(r) => r.id} rows={inbox.rows} paged={inbox} emptyText="No complaints here."
        columns={[
          { title: 'No.', dataIndex: 'id', render: (id: number) => <Link to={complaintPath(id)}>#{id}</Link> },
          { title: 'Filed', dataIndex: 'filed', sortKey: 'filed', render: when },
          { title: 'Type', key: 'type', render: (_: never, r) => (r.subType ? `${r.type}: ${r.subType}` : r.type) },
          { title: 'Order', dataIndex: 'orderNo' },
          { title: 'Complaint', dataIndex: 'detail', render: (d: string) => (d.length > 80 ? `${d.slice(0, 80)}…` : d) },
          { title: 'Promise', key: 'promise', sortKey: 'due', render: (_: never, r) => <Promise row={r} now={now} /> },
        ]} />
    </>
  );
}
