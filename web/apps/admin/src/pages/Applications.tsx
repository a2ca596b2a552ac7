// The applications queue: orders at 151 waiting for a decision (queue
// "review"), each with the credit policy's flags. A row's Review opens its
// card: the policy's reasons, the borrower's exposure and data (masked).
// Approve at once when the policy flagged nothing but the manual review;
// over its flags, approving needs the reason (the flags are recorded as
// overridden); rejecting always does (both kept in the audit log).
import { App, Button, Card, Descriptions, Form, Input, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError, api, type Application, type OrderRow } from '../api';
import { DataTable } from '../DataTable';
import { money } from '../format';
import { usePaged } from '../paging';
import { paths } from '../screens';
import { LoadError, orderColumns, orderSort, useLoad } from './common';

/** MANUAL_REVIEW is the policy sending everything to a person: no finding. */
const manual = 'MANUAL_REVIEW';

/** findings are the flags a reviewer must answer for when approving. */
function findings(row: OrderRow): string[] {
  return (row.flags ?? []).filter((f) => f !== manual);
}

type Deciding = { row: OrderRow; decision: 'approve' | 'reject' };

export function Applications() {
  const { message } = App.useApp();
  const list = usePaged((p) => api.orders({ queue: 'review', ...p }), [], { sort: orderSort });
  const [deciding, setDeciding] = useState<Deciding>();
  const [reviewing, setReviewing] = useState('');
  const [busy, setBusy] = useState('');
  const [form] = Form.useForm<{ reason: string }>();

  const decide = async (row: OrderRow, decision: 'approve' | 'reject', reason = '') => {
    setBusy(row.orderNo);
    try {
      await api.decide(row.orderNo, decision, reason);
      message.success(`${row.orderNo} ${decision === 'approve' ? 'approved' : 'rejected'}.`);
      setDeciding(undefined);
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
  const open = (d: Deciding) => {
    setDeciding(d);
    form.resetFields();
  };

  const rejecting = deciding?.decision === 'reject';
  return (
    <>
      <Typography.Title level={3} className="console-page-title">Applications</Typography.Title>
      <Typography.Paragraph type="secondary">
        Orders under review (status 151), with the <Link to={paths.creditPolicy}>credit policy</Link>&apos;s flags. Review shows the reasons and the borrower&apos;s exposure. Approving lets the borrower withdraw the money.
      </Typography.Paragraph>
      <LoadError error={list.error} />
      {deciding && (
        <Card className="console-toolbar" size="small"
          title={rejecting ? `Reject ${deciding.row.orderNo}` : `Approve ${deciding.row.orderNo} over the policy's flags: ${findings(deciding.row).join(', ')}`}>
          <Form form={form} layout="vertical" requiredMark={false}
            onFinish={(f) => decide(deciding.row, deciding.decision, f.reason.trim())}>
            <Form.Item label={rejecting ? 'Reason (kept in the audit log)' : 'Why you approve over the flags (kept in the audit log)'} name="reason"
              rules={[{ required: true, whitespace: true, message: rejecting ? 'Say why the application is rejected.' : 'Say why you approve over the flags.' }]}>
              <Input.TextArea rows={2} maxLength={500} showCount autoFocus />
            </Form.Item>
            <Space>
              <Button danger={rejecting} type="primary" htmlType="submit" loading={busy === deciding.row.orderNo}>
                {rejecting ? 'Reject the application' : 'Approve over the flags'}
              </Button>
              <Button onClick={() => { setDeciding(undefined); form.resetFields(); }}>Cancel</Button>
            </Space>
          </Form>
        </Card>
      )}
      {reviewing && (
        <Card className="console-toolbar" size="small" title={`Review of ${reviewing}`}
          extra={<Button size="small" onClick={() => setReviewing('')}>Close</Button>}>
          <ReviewCard orderNo={reviewing} />
        </Card>
      )}
      <DataTable<OrderRow> rowKey={(r) => r.orderNo} rows={list.rows} paged={list} testId="applications"
        emptyText="No applications are waiting."
        columns={[
          ...orderColumns,
          {
            title: 'Flags',
            key: 'flags',
            render: (_: never, row: OrderRow) => (
              <Space size={[4, 4]} wrap>
                {(row.flags ?? []).map((f) => <Tag key={f} color={f === manual ? undefined : 'orange'}>{f}</Tag>)}
              </Space>
            ),
          },
          {
            title: 'Decision',
            key: 'decision',
            render: (_: never, row: OrderRow) => (
              <Space>
                <Button size="small" onClick={() => setReviewing(row.orderNo)}>Review</Button>
                {findings(row).length > 0 ? (
                  <Button type="primary" size="small" onClick={() => open({ row, decision: 'approve' })}>Approve</Button>
                ) : (
                  <Popconfirm title={`Approve ${row.orderNo}?`} okText="Approve" onConfirm={() => decide(row, 'approve')}>
                    <Button type="primary" size="small" loading={busy === row.orderNo}>Approve</Button>
                  </Popconfirm>
                )}
                <Button danger size="small" onClick={() => open({ row, decision: 'reject' })}>Reject</Button>
              </Space>
            ),
          },
        ]} />
      <Button className="console-after" onClick={list.reload}>Refresh</Button>
    </>
  );
}

/** ReviewCard is one application's review: the policy's reasons, the exposure and the borrower's data. */
function ReviewCard({ orderNo }: { orderNo: string }) {
  const card = useLoad(() => api.application(orderNo), [orderNo]);
  const a: Application | undefined = card.data;
  if (card.error) return <LoadError error={card.error} />;
  if (!a) return null;
  const d = a.decision;
  const e = a.exposure;
  const v = a.applicant;
  const currency = a.orders?.[0]?.currency ?? 'PHP';
  return (
    <div data-testid="review-card">
      <Descriptions size="small" column={3} title={d ? `Credit policy v${d.policyVersion}: ${d.outcome}` : 'Placed before the credit policy'} items={[
        { label: 'Open loans', children: e.openLoans },
        { label: 'Overdue loans', children: e.overdueLoans },
        { label: 'Owed now', children: money(e.owed, currency) },
        { label: 'Limit', children: money(e.limit, currency) },
        { label: 'Repaid on time', children: e.settledOnTime },
        { label: 'Repaid late', children: e.settledLate },
      ]} />
      {d && (
        <ul className="review-reasons">
          {(d.reasons ?? []).map((r) => (
            <li key={r.code}><Tag color={r.code === manual ? undefined : 'orange'}>{r.code}</Tag> {r.text}</li>
          ))}
        </ul>
      )}
      <Typography.Text type="secondary">
        {v
          ? `Applicant: ${v.fullName}, age ${v.age}, ${v.nationality}, ${v.idTypeLabel} ${v.idNumber}, ${v.city}, ${v.employmentLabel}, ${v.incomeLabel}.`
          : "The lender's app has not sent the applicant's details."}
        {` Orders: ${a.orders?.length ?? 0}.`}
      </Typography.Text>
    </div>
  );
}
