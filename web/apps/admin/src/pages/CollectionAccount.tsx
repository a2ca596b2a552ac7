// An account past due, for collections (collect): what the order owes by
// component, days past due, bucket and collector, the conduct rules as
// they stand now (contacts today of the daily cap, the borrower's local
// time, the contact hours and any exception), and, for its collector or a
// lead (canAct), logging a call or visit, recording a promise to pay and
// sending a published text, and proposing a waiver, a reschedule or a
// write-off (the order page's forms, sent to /collections/…; finance
// approves it, four eyes). Outside the contact hours the server warns
// before it logs a call (409, rule warn): the page shows its message and
// "Log anyway" sends it again confirmed. Below: every collection contact
// with the borrower, the promises and the borrower's collection
// complaints; the order's own page has its history and payments.
import { Alert, App, Button, Card, Descriptions, Form, Input, InputNumber, Radio, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  type ApiError, type CollectionAccount as Account, type CollectionContact, type CollectionView, collectionsApi, type ComplaintRow, type ContactLog,
  PROPOSED, type PromiseToPay, type Proposal, ruleOf,
} from '../api';
import { DataTable } from '../DataTable';
import { money, when } from '../format';
import { borrowerPath, complaintPath, orderPath, paths } from '../screens';
import { LoadError, useLoad } from './common';
import { outcomeText, PromiseTag } from './Collections';
import { RescheduleCard, type Serviced, WaiveCard, WriteOffCard } from './Servicing';

const PHP = 'PHP';
const outcomes = ['reached', 'no_answer', 'wrong_number', 'promised', 'refused', 'paid', 'dispute'];

/** exceptionText says why the contact hours do not apply ('' : they do). */
export function exceptionText(exception: string, liftAfterDays: number): string {
  if (exception === 'days') return `Hours lifted: more than ${liftAfterDays} days past due`;
  if (exception === 'consent') return 'Hours lifted: the borrower agreed to contact at any hour';
  if (exception === 'warned') return 'Logged after the hours warning';
  return '';
}

function Standing({ v }: { v: CollectionView }) {
  const s = v.standing;
  const lifted = exceptionText(s.exception, s.liftAfterDays);
  return (
    <Card size="small" className="console-toolbar" title="Contact rules now" data-testid="standing">
      <Descriptions column={4} size="small" items={[
        { key: 'today', label: 'Contacts today', children: <span data-testid="contacts-today">{s.contactsToday} of {s.dailyCap}</span> },
        { key: 'local', label: "Borrower's time", children: s.localTime },
        {
          key: 'hours', label: 'Contact hours', children: (
            <Space size={4}>
              <span>{s.from}–{s.to}</span>
              {s.inHours ? <Tag color="green">in hours</Tag> : <Tag color="orange">outside hours</Tag>}
            </Space>
          ),
        },
        { key: 'exception', label: 'Exception', children: lifted ? <Tag color="purple" data-testid="exception">{lifted}</Tag> : 'none' },
      ]} />
      <Typography.Text type="secondary">{s.rule}</Typography.Text>
    </Card>
  );
}

function LogContact({ v, done }: { v: CollectionView; done(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ContactLog>();
  const [warning, setWarning] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async (confirmed: boolean) => {
    const f = form.getFieldsValue();
    setBusy(true);
    setError('');
    try {
      await collectionsApi.contact(v.account.orderNo, {
        channel: f.channel, outcome: f.outcome, note: f.note ?? '', nextAction: f.nextAction || undefined, confirmed: confirmed ? 1 : undefined,
      });
      message.success('Contact logged.');
      setWarning('');
      form.resetFields();
      done();
    } catch (e) {
      const err = e as ApiError;
      if (ruleOf(err) === 'warn') setWarning(err.message);
      else {
        setWarning('');
        setError(err.message);
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card size="small" title="Log a call or visit" data-testid="log-contact">
      <Form form={form} layout="vertical" requiredMark={false} initialValues={{ channel: 'call' }} onFinish={() => send(false)}>
        <Space wrap align="start">
          <Form.Item name="channel" label="Channel">
            <Radio.Group optionType="button" options={[{ value: 'call', label: 'Call' }, { value: 'visit', label: 'Visit' }]} />
          </Form.Item>
          <Form.Item name="outcome" label="Outcome" rules={[{ required: true, message: 'Choose the outcome.' }]}>
            <Select style={{ width: 170 }} options={outcomes.map((o) => ({ value: o, label: outcomeText(o) }))} />
          </Form.Item>
          <Form.Item name="nextAction" label="Next action">
            <Input type="date" style={{ width: 160 }} />
          </Form.Item>
        </Space>
        <Form.Item name="note" label="Note">
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
        {warning && (
          <Alert className="console-toolbar" type="warning" showIcon message={warning} data-testid="hours-warning"
            action={<Button size="small" danger loading={busy} onClick={() => send(true)}>Log anyway</Button>} />
        )}
        {error && <Alert className="console-toolbar" type="error" showIcon message={error} />}
        <Button type="primary" htmlType="submit" loading={busy && !warning}>Log the contact</Button>
      </Form>
    </Card>
  );
}

function RecordPromise({ v, done }: { v: CollectionView; done(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ pesos: number; dueOn: string }>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const record = async (f: { pesos: number; dueOn: string }) => {
    setBusy(true);
    setError('');
    try {
      await collectionsApi.promise(v.account.orderNo, Math.round(f.pesos * 100), f.dueOn);
      message.success('Promise recorded.');
      form.resetFields();
      done();
    } catch (e) {
      setError((e as ApiError).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card size="small" title="Record a promise to pay" data-testid="record-promise">
      <Form form={form} layout="vertical" requiredMark={false} onFinish={record} initialValues={{ dueOn: v.standing.localDate }}>
        <Space wrap align="start">
          <Form.Item name="pesos" label="Amount (₱)" rules={[{ required: true, message: 'Give the amount.' }]}>
            <InputNumber min={0.01} max={v.account.owed.total / 100} step={100} precision={2} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="dueOn" label="Pay by" rules={[{ required: true, message: 'Give the date.' }]}>
            <Input type="date" style={{ width: 160 }} />
          </Form.Item>
        </Space>
        {error && <Alert className="console-toolbar" type="error" showIcon message={error} />}
        <Button type="primary" htmlType="submit" loading={busy}>Record the promise</Button>
      </Form>
    </Card>
  );
}

function SendText({ v, done }: { v: CollectionView; done(): void }) {
  const { message } = App.useApp();
  const texts = v.texts ?? [];
  const [pick, setPick] = useState<string>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const chosen = texts.find((t) => `${t.name}|${t.lang}` === pick);
  const send = async () => {
    if (!chosen) return;
    setBusy(true);
    setError('');
    try {
      await collectionsApi.sms(v.account.orderNo, chosen.name, chosen.lang);
      message.success('Text sent.');
      done();
    } catch (e) {
      setError((e as ApiError).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card size="small" title="Send a text" data-testid="send-text">
      {texts.length === 0 ? <Typography.Text type="secondary">No collection text is published.</Typography.Text> : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Select aria-label="Text" placeholder="Choose a published text" style={{ width: 280 }} value={pick} onChange={setPick}
            options={texts.map((t) => ({ value: `${t.name}|${t.lang}`, label: `${t.name} (${t.lang})` }))} />
          {chosen && <Typography.Paragraph className="console-preview" data-testid="text-preview">{chosen.body}</Typography.Paragraph>}
          {error && <Alert type="error" showIcon message={error} data-testid="sms-error" />}
          <Button type="primary" disabled={!chosen} loading={busy} onClick={send}>Send the text</Button>
        </Space>
      )}
    </Card>
  );
}

/** serviced is an account's figures as the servicing forms read them. */
export function serviced(a: Account): Serviced {
  return {
    orderNo: a.orderNo, currency: PHP, penaltyOwed: a.owed.penalty, lateInterestOwed: a.owed.lateInterest, feesOwed: a.owed.fees,
    owed: a.owed.total, daysOverdue: a.daysPastDue,
  };
}

type Proposing = 'waive' | 'reschedule' | 'write-off';

/**
 * Propose opens the order page's waiver, reschedule and write-off forms
 * on the account, sent to /collections/…; the proposal made stays shown
 * until another is opened.
 */
function Propose({ a, done }: { a: Account; done(): void }) {
  const [form, setForm] = useState<Proposing>();
  const [made, setMade] = useState<Proposal>();
  const open = (f: Proposing) => {
    setForm(f);
    setMade(undefined);
  };
  const closed = (proposed: boolean, p?: Proposal) => {
    setForm(undefined);
    if (proposed && p) {
      setMade(p);
      done();
    }
  };
  const o = a.owed;
  const props = { order: serviced(a), via: '/collections' as const, inlineErrors: true, onClose: closed };
  return (
    <Card size="small" className="console-toolbar" title="Propose a waiver, a reschedule or a write-off" data-testid="propose">
      <Typography.Paragraph type="secondary">
        A second operator in finance approves each proposal on "Waiting for approval"; until then nothing changes on the account.
      </Typography.Paragraph>
      <Space wrap className="console-toolbar">
        <Button onClick={() => open('waive')} disabled={form === 'waive' || o.penalty + o.lateInterest + o.fees <= 0}>Waive charges or fees…</Button>
        <Button onClick={() => open('reschedule')} disabled={form === 'reschedule'}>Reschedule…</Button>
        <Button danger onClick={() => open('write-off')} disabled={form === 'write-off'}>Write off…</Button>
      </Space>
      {made && (
        <Alert className="console-toolbar" type="success" showIcon data-testid="proposed"
          message={`${PROPOSED}'s approval: #${made.id} ${made.summary}.`} />
      )}
      {form === 'waive' && <WaiveCard {...props} />}
      {form === 'reschedule' && <RescheduleCard {...props} />}
      {form === 'write-off' && <WriteOffCard {...props} />}
    </Card>
  );
}

function Contacts({ rows }: { rows: readonly CollectionContact[] }) {
  return (
    <Card size="small" className="console-toolbar" title="Contacts with the borrower">
      <DataTable<CollectionContact> small rows={rows} rowKey={(r) => r.id} testId="contacts" emptyText="No contact yet."
        columns={[
          { title: 'When', dataIndex: 'at', render: (at: string) => <span className="console-nowrap">{when(at)}</span> },
          { title: 'By', dataIndex: 'operatorName' },
          { title: 'Channel', dataIndex: 'channel' },
          { title: 'Outcome', dataIndex: 'outcome', render: outcomeText },
          { title: 'Note or text', key: 'note', render: (_: never, r) => r.body || r.note },
          {
            title: 'Rules', key: 'rules', render: (_: never, r) => (
              <Space size={2} wrap>
                {r.outsideHours && <Tag color="orange">outside hours</Tag>}
                {r.exception && <Tag>{r.exception}</Tag>}
              </Space>
            ),
          },
          { title: 'Order', dataIndex: 'orderNo' },
        ]} />
    </Card>
  );
}

function Promises({ rows }: { rows: readonly PromiseToPay[] }) {
  return (
    <Card size="small" className="console-toolbar" title="Promises to pay">
      <DataTable<PromiseToPay> small rows={rows} rowKey={(r) => r.id} testId="promises" emptyText="No promise yet."
        columns={[
          { title: 'Amount', dataIndex: 'amount', align: 'right', render: (a: number) => money(a, PHP) },
          { title: 'By', dataIndex: 'dueOn' },
          { title: 'Paid toward it', dataIndex: 'paid', align: 'right', render: (a: number) => money(a, PHP) },
          { title: 'State', dataIndex: 'state', render: (s: string) => <PromiseTag state={s} /> },
          { title: 'Recorded by', dataIndex: 'operatorName' },
          { title: 'Recorded', dataIndex: 'createdAt', render: when },
        ]} />
    </Card>
  );
}

function Complaints({ rows }: { rows: readonly ComplaintRow[] }) {
  return (
    <Card size="small" className="console-toolbar" title="The borrower's complaints about collection">
      <DataTable<ComplaintRow> small rows={rows} rowKey={(r) => r.id} testId="collection-complaints" emptyText="None."
        columns={[
          { title: 'Complaint', dataIndex: 'id', render: (id: number) => <Link to={complaintPath(id)}>#{id}</Link> },
          { title: 'Filed', dataIndex: 'filed', render: when },
          { title: 'About', dataIndex: 'subType' },
          { title: 'Text', dataIndex: 'detail' },
          { title: 'Answered', dataIndex: 'status', render: (s: number) => (s === 2 ? 'yes' : 'not yet') },
        ]} />
    </Card>
  );
}

export function CollectionAccount() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const view = useLoad(() => collectionsApi.account(orderNo), [orderNo]);
  const v = view.data;
  const a = v?.account;
  return (
    <>
      <Typography.Title level={3} className="console-page-title">Account {orderNo}</Typography.Title>
      <Space className="console-toolbar">
        <Link to={paths.collections}>Back to the worklist</Link>
        {a && <Link to={orderPath(a.orderNo)}>The order's page (history, payments, servicing)</Link>}
        {a && <Link to={borrowerPath(a.userId)}>The borrower and their other orders</Link>}
        <Button size="small" onClick={view.reload}>Refresh</Button>
      </Space>
      <LoadError error={view.error} />
      {v && a && (
        <>
          <Card size="small" className="console-toolbar" title={`${a.name} (${a.phone})`} data-testid="account">
            <Descriptions column={4} size="small" items={[
              { key: 'days', label: 'Days past due', children: <span data-testid="days-past-due">{a.daysPastDue}</span> },
              { key: 'bucket', label: 'Bucket', children: a.bucket },
              { key: 'due', label: 'First unpaid due date', children: a.dueDate },
              {
                key: 'collector', label: 'Collector', children: (
                  <span data-testid="collector">{a.collectorName || 'nobody'}{a.assignedHow === 'auto' ? ' (by the round-robin rule)' : a.assignedHow ? ' (by the lead)' : ''}</span>
                ),
              },
              { key: 'promise', label: 'Promise', children: <PromiseTag state={a.promiseState} /> },
              { key: 'next', label: 'Next action', children: a.nextAction || '—' },
              { key: 'last', label: 'Last contact', children: a.lastOutcome ? `${outcomeText(a.lastOutcome)}, ${when(a.lastContactAt)}` : '—' },
              { key: 'wo', label: 'Written off', children: a.writtenOff ? 'yes' : 'no' },
            ]} />
          </Card>
          <Card size="small" className="console-toolbar" title="Owed" data-testid="owed">
            <Descriptions column={6} size="small" items={[
              { key: 'p', label: 'Principal', children: money(a.owed.principal, PHP) },
              { key: 'i', label: 'Interest', children: money(a.owed.interest, PHP) },
              { key: 'f', label: 'Fees', children: money(a.owed.fees, PHP) },
              { key: 'l', label: 'Late interest', children: money(a.owed.lateInterest, PHP) },
              { key: 'pen', label: 'Penalty', children: money(a.owed.penalty, PHP) },
              { key: 't', label: 'Total', children: <b data-testid="owed-total">{money(a.owed.total, PHP)}</b> },
            ]} />
          </Card>
          <Standing v={v} />
          {v.canAct ? (
            <div className="console-collect-actions console-toolbar">
              <LogContact v={v} done={view.reload} />
              <RecordPromise v={v} done={view.reload} />
              <SendText v={v} done={view.reload} />
            </div>
          ) : (
            <Alert className="console-toolbar" type="info" showIcon
              message={`This account is assigned to ${a.collectorName || 'nobody'}; only its collector or a lead acts on it.`} />
          )}
          {v.canAct && !a.writtenOff && <Propose a={a} done={view.reload} />}
          <Promises rows={v.promises ?? []} />
          <Contacts rows={v.contacts ?? []} />
          <Complaints rows={v.complaints ?? []} />
        </>
      )}
    </>
  );
}
