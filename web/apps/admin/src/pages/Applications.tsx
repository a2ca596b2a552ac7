// The applications queue: orders at 151 waiting for a decision (queue
// "review"). Approve at once, or reject with a reason (required, kept in
// the audit log).
import { App, Button, Card, Form, Input, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { ApiError, api, type OrderRow } from '../api';
import { DataTable } from '../DataTable';
import { usePaged } from '../paging';
import { LoadError, orderColumns, orderSort } from './common';

export function Applications() {
  const { message } = App.useApp();
  const list = usePaged((p) => api.orders({ queue: 'review', ...p }), [], { sort: orderSort });
  const [rejecting, setRejecting] = useState<OrderRow>();
  const [busy, setBusy] = useState('');
  const [form] = Form.useForm<{ reason: string }>();

  const decide = async (row: OrderRow, decision: 'approve' | 'reject', reason = '') => {
    setBusy(row.orderNo);
    try {
      await api.decide(row.orderNo, decision, reason);
      message.success(`${row.orderNo} ${decision === 'approve' ? 'approved' : 'rejected'}.`);
      setRejecting(undefined);
      form.resetFields();
      list.reload();
    } catch (e) {
      const err = e as ApiError;
      if (err.fields.reason) form.setFields([{ name: 'reason', errors: [err.fields.reason] }]);
      else message.error(err.message);
    } finally {
      setBusy('');
    }
  };

  return (
    <>
      <Typography.Title level={3} className="console-page-title">Applications</Typography.Title>
      <Typography.Paragraph type="secondary">Orders under review (status 151). Approving lets the borrower withdraw the money.</Typography.Paragraph>
      <LoadError error={list.error} />
      {rejecting && (
        <Card className="console-toolbar" title={`Reject ${rejecting.orderNo}`} size="small">
          <Form form={form} layout="vertical" requiredMark={false}
            onFinish={(f) => decide(rejecting, 'reject', f.reason.trim())}>
            <Form.Item label="Reason (kept in the audit log)" name="reason"
              rules={[{ required: true, whitespace: true, message: 'Say why the application is rejected.' }]}>
              <Input.TextArea rows={2} maxLength={500} showCount autoFocus />
            </Form.Item>
            <Space>
              <Button danger type="primary" htmlType="submit" loading={busy === rejecting.orderNo}>Reject the application</Button>
              <Button onClick={() => { setRejecting(undefined); form.resetFields(); }}>Cancel</Button>
            </Space>
          </Form>
        </Card>
      )}
      <DataTable<OrderRow> rowKey={(r) => r.orderNo} rows={list.rows} paged={list} testId="applications"
        emptyText="No applications are waiting."
        columns={[
          ...orderColumns,
          {
            title: 'Decision',
            key: 'decision',
            render: (_: never, row: OrderRow) => (
              <Space>
                <Popconfirm title={`Approve ${row.orderNo}?`} okText="Approve" onConfirm={() => decide(row, 'approve')}>
                  <Button type="primary" size="small" loading={busy === row.orderNo}>Approve</Button>
                </Popconfirm>
                <Button danger size="small" onClick={() => { setRejecting(row); form.resetFields(); }}>Reject</Button>
              </Space>
            ),
          },
        ]} />
      <Button className="console-after" onClick={list.reload}>Refresh</Button>
    </>
  );
}
