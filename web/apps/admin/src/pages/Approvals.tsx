// "Waiting for approval": the maker-checker queue (internal/console
// proposals.go). It lists the proposals the operator's role may decide and
// their own (marked: another operator must approve them), with who
// proposed what, when, the difference it would make and when it expires.
// Approve carries a proposal out; decline needs a note. Selected rows are
// approved or declined together, each still carried out and audited on its
// own: the answer lists each result. An approved new operator's one-time
// enrolment link is shown here once, to the approver, who hands it on.
// Admins also propose the disbursement threshold here.
import { Alert, App, Button, Card, Checkbox, Form, Input, InputNumber, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ApiError, approvalsApi, PROPOSED, type Proposal, type Verdict } from '../api';
import { money, when } from '../format';
import { DataTable } from '../DataTable';
import { emptyPage, usePaged } from '../paging';
import { useSession } from '../session';
import { LoadError, useLoad } from './common';
import { WriteOffs } from './Servicing';

/** fields reads a proposal's before or after JSON as "key: value" pairs. */
function fields(json: string): Record<string, unknown> {
  if (!json) return {};
  try {
    const v: unknown = JSON.parse(json);
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : { value: v };
  } catch {
    return { value: json };
  }
}

/** difference writes what a proposal would change, one "key: before → after" a field. */
export function difference(p: Pick<Proposal, 'before' | 'after'>): string[] {
  const before = fields(p.before);
  const after = fields(p.after);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.map((k) => {
    const was = k in before ? JSON.stringify(before[k]) : '—';
    const now = k in after ? JSON.stringify(after[k]) : '—';
    return was === now ? `${k}: ${now}` : `${k}: ${was} → ${now}`;
  });
}

/** results sums a bulk answer up: how many went through, and why each other did not. */
export function results(verdicts: readonly Verdict[]): { done: number; refused: string[] } {
  return {
    done: verdicts.filter((v) => v.ok).length,
    refused: verdicts.filter((v) => !v.ok).map((v) => `#${v.id}: ${v.message}`),
  };
}

const stateColour: Record<string, string> = { pending: 'gold', done: 'green', declined: 'default', expired: 'default', failed: 'red' };

export function Approvals() {
  const { message } = App.useApp();
  const { can } = useSession();
  const list = usePaged((p) => approvalsApi.list(false, p), [], { sort: 'proposed' });
  const [showDecided, setShowDecided] = useState(false);
  const decided = usePaged((p) => (showDecided ? approvalsApi.list(true, p) : Promise.resolve(emptyPage<Proposal>())), [showDecided], { sort: '-proposed' });
  const [selected, setSelected] = useState<number[]>([]);
  const [declining, setDeclining] = useState<number[]>();
  const [links, setLinks] = useState<Verdict[]>([]);
  const [report, setReport] = useState<{ done: number; refused: string[] }>();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ note: string }>();

  const after = (verdicts: Verdict[]) => {
    setLinks(verdicts.filter((v) => v.link));
    setSelected([]);
    list.reload();
    decided.reload();
  };
  const approve = async (p: Proposal) => {
    setBusy(true);
    try {
      const v = await approvalsApi.approve(p.id);
      message.success(`#${p.id} ${p.summary}: done. ${v.proposal?.outcome ?? ''}`);
      setReport(undefined);
      after([v]);
    } catch (e) {
      message.error((e as ApiError).message);
      list.reload();
    } finally {
      setBusy(false);
    }
  };
  const bulk = async (ids: number[], decision: 'approve' | 'decline', note = '') => {
    setBusy(true);
    try {
      const verdicts = await approvalsApi.bulk(ids, decision, note);
      setReport(results(verdicts));
      setDeclining(undefined);
      form.resetFields();
      after(verdicts);
    } catch (e) {
      const err = e as ApiError;
      if (err.fields.note) form.setFields([{ name: 'note', errors: [err.fields.note] }]);
      else message.error(err.message);
    } finally {
      setBusy(false);
    }
  };
  const decline = async (ids: number[], note: string) => {
    if (ids.length > 1) return bulk(ids, 'decline', note);
    setBusy(true);
    try {
      await approvalsApi.decline(ids[0], note);
      message.success(`#${ids[0]} declined.`);
      setDeclining(undefined);
      form.resetFields();
      setReport(undefined);
      after([]);
    } catch (e) {
      const err = e as ApiError;
      if (err.fields.note) form.setFields([{ name: 'note', errors: [err.fields.note] }]);
      else message.error(err.message);
    } finally {
      setBusy(false);
    }
  };

  const rows = list.rows;
  const decidable = rows.filter((p) => p.canDecide).map((p) => p.id);
  const toggle = (id: number, on: boolean) => setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id)));

  return (
    <>
      <Typography.Title level={3} className="console-page-title">Waiting for approval</Typography.Title>
      <Typography.Paragraph type="secondary">
        Actions one operator proposed, carried out only when a second operator approves them. Proposals expire after 72 hours.
      </Typography.Paragraph>
      <Threshold admin={can('operators')} />
      <WriteOffs admin={can('operators')} servicing={can('servicing')} />
      {links.map((v) => (
        <Alert key={v.id} className="console-toolbar" type="success" showIcon closable onClose={() => setLinks((l) => l.filter((x) => x.id !== v.id))}
          message={v.proposal?.summary ?? `#${v.id}`}
          description={
            <>
              Give the operator this one-time sign-in link (valid 24 hours; it is shown only now, only to you):
              <Typography.Paragraph copyable code data-testid="enrol-link">{new URL(v.link ?? '', window.location.origin).href}</Typography.Paragraph>
            </>
          } />
      ))}
      {report && (
        <Alert className="console-toolbar" type={report.refused.length ? 'warning' : 'success'} showIcon closable onClose={() => setReport(undefined)}
          data-testid="bulk-report"
          message={`${report.done} carried out${report.refused.length ? `, ${report.refused.length} not` : ''}`}
          description={report.refused.length > 0 && <ul>{report.refused.map((r) => <li key={r}>{r}</li>)}</ul>} />
      )}
      <LoadError error={list.error} />
      <Space className="console-toolbar" wrap>
        <Popconfirm title={`Approve ${selected.length} proposal${selected.length === 1 ? '' : 's'}? Each is carried out on its own.`} okText="Approve"
          onConfirm={() => bulk(selected, 'approve')} disabled={selected.length === 0}>
          <Button type="primary" disabled={selected.length === 0} loading={busy}>Approve selected ({selected.length})</Button>
        </Popconfirm>
        <Button disabled={selected.length === 0} onClick={() => setDeclining(selected)}>Decline selected</Button>
        <Button onClick={list.reload}>Refresh</Button>
      </Space>
      {declining && (
        <Card className="console-toolbar" size="small" title={`Decline ${declining.map((id) => `#${id}`).join(', ')}`}>
          <Form form={form} layout="inline" onFinish={(f) => decline(declining, f.note)} requiredMark={false}>
            <Form.Item name="note" label="Why" rules={[{ required: true, whitespace: true, message: 'Say why it is declined.' }]}>
              <Input style={{ width: 360 }} maxLength={500} />
            </Form.Item>
            <Button danger htmlType="submit" loading={busy}>Decline</Button>
            <Button onClick={() => setDeclining(undefined)}>Cancel</Button>
          </Form>
        </Card>
      )}
      <DataTable<Proposal> rowKey={(p) => p.id} rows={rows} paged={list} testId="approvals"
        emptyText="Nothing is waiting for approval."
        columns={[
          {
            title: '', key: 'select',
            render: (_: never, p: Proposal) => (
              <Checkbox aria-label={`Select #${p.id}`} disabled={!p.canDecide} checked={selected.includes(p.id)} onChange={(e) => toggle(p.id, e.target.checked)} />
            ),
          },
          { title: '#', dataIndex: 'id' },
          { title: 'Proposal', dataIndex: 'summary' },
          { title: 'Difference', key: 'difference', render: (_: never, p: Proposal) => difference(p).map((d) => <div key={d}>{d}</div>) },
          {
            title: 'Proposed by', key: 'by',
            render: (_: never, p: Proposal) => (
              <>
                {p.proposedBy} {p.yours && <Tag color="gold">yours — another operator must approve</Tag>}
              </>
            ),
          },
          { title: 'When', dataIndex: 'proposedAt', sortKey: 'proposed', render: when },
          { title: 'Expires', dataIndex: 'expiresAt', render: when },
          {
            title: 'Decide', key: 'decide',
            render: (_: never, p: Proposal) => p.canDecide && (
              <Space>
                <Popconfirm title={`${p.summary}?`} okText="Approve" onConfirm={() => approve(p)}>
                  <Button type="primary" size="small" loading={busy}>Approve</Button>
                </Popconfirm>
                <Button size="small" onClick={() => setDeclining([p.id])}>Decline</Button>
              </Space>
            ),
          },
        ]} />
      {decidable.length > 1 && (
        <Button className="console-after" onClick={() => setSelected(decidable)}>Select all I may decide ({decidable.length})</Button>
      )}
      <Card className="console-after" size="small" title="Decided"
        extra={<Button size="small" onClick={() => setShowDecided((v) => !v)}>{showDecided ? 'Hide' : 'Show the decided'}</Button>}>
        {showDecided && (
          <DataTable<Proposal> rowKey={(p) => p.id} rows={decided.rows} paged={decided} small testId="decided"
            emptyText="Nothing decided yet."
            columns={[
              { title: '#', dataIndex: 'id' },
              { title: 'Proposal', dataIndex: 'summary' },
              { title: 'State', dataIndex: 'state', render: (s: string) => <Tag color={stateColour[s]}>{s}</Tag> },
              { title: 'Proposed by', dataIndex: 'proposedBy' },
              { title: 'Decided by', dataIndex: 'decidedBy' },
              { title: 'When', key: 'decidedAt', sortKey: 'decided', render: (_: never, p: Proposal) => (p.decidedBy ? when(p.decidedAt) : '') },
              { title: 'Note', dataIndex: 'note' },
              { title: 'Outcome', dataIndex: 'outcome' },
            ]} />
        )}
      </Card>
    </>
  );
}

/** Threshold shows the amount above which a disbursement needs a second operator; an admin proposes another. */
function Threshold({ admin }: { admin: boolean }) {
  const { message } = App.useApp();
  const current = useLoad(() => approvalsApi.threshold(), []);
  const [amount, setAmount] = useState<number | null>(null);
  const propose = async () => {
    try {
      const p = await approvalsApi.proposeThreshold(Math.round((amount ?? 0) * 100));
      message.success(`${PROPOSED}: #${p.id} ${p.summary}.`);
    } catch (e) {
      message.error((e as ApiError).message);
    }
  };
  const t = current.data;
  return (
    <Card className="console-toolbar" size="small" title="Disbursements needing a second operator">
      {t && (
        <Typography.Paragraph data-testid="threshold">
          {t.threshold === 0 ? 'Every disbursement needs a second operator.' : `Disbursements above ${money(t.threshold, t.currency)} need a second operator.`}
        </Typography.Paragraph>
      )}
      {admin && (
        <Space>
          <InputNumber aria-label="Threshold" min={0} step={1000} precision={2} value={amount} onChange={setAmount} style={{ width: 180 }} />
          <Button onClick={propose} disabled={amount === null}>Propose this threshold</Button>
        </Space>
      )}
    </Card>
  );
}
