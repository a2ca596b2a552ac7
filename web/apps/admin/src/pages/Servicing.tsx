// Servicing an order in repayment: waiving part or all of its unpaid late
// charges, writing an overdue one off as a loss, and cancelling an approved
// one before its payout. Each form proposes
// (four eyes); a second finance operator or admin approves it on "Waiting
// for approval". Pesos on screen, minor units on the wire; the server
// checks the amounts against what is owed. WriteOffs (on "Waiting for
// approval") shows the write-off days and proposes the write-offs due.
// PayoutAccountCard proposes sending a failed payout to another account.
// ReverseCard proposes taking a credited payment off the order.
// RescheduleCard proposes a new plan for what is left, with the borrower's
// consent. WaiveCard, WriteOffCard and RescheduleCard serve the
// collections account page too (via '/collections': its collector or a
// lead proposes, finance approves), showing the server's refusal in the
// form there.
import { Alert, App, Button, Card, Form, Input, InputNumber, List, Radio, Select, Space, Typography, type FormInstance } from 'antd';
import { useState } from 'react';
import {
  ApiError, api, approvalsApi, PROPOSED, type OrderDetail, type Proposal, type ProposedWriteOff, type Receipt, type ReschedulePlan, type ServicingVia,
} from '../api';
import { money } from '../format';
import { LoadError, useLoad } from './common';

interface WaiveForm {
  penalty?: number;
  lateInterest?: number;
  fees?: number;
  reason: string;
}

/**
 * Serviced is what the waiver, write-off and reschedule forms show of the
 * order: an OrderDetail, or a collections account's figures.
 */
export type Serviced = Pick<OrderDetail, 'orderNo' | 'currency' | 'penaltyOwed' | 'lateInterestOwed' | 'feesOwed' | 'owed' | 'daysOverdue'> &
  Partial<Pick<OrderDetail, 'instalments'>>;

/**
 * ServicingProps are those forms' props: via is where the proposal goes
 * ('/orders' unless told), inlineErrors shows a refusal not of one of the
 * fields in the form rather than as a message, and onClose hears the
 * proposal made.
 */
export interface ServicingProps {
  order: Serviced;
  via?: ServicingVia;
  inlineErrors?: boolean;
  onClose(proposed: boolean, p?: Proposal): void;
}

/** minor is a pesos amount typed on screen in minor units. */
const minor = (pesos?: number | null) => Math.round((pesos ?? 0) * 100);

/**
 * useProposing submits a servicing form as a proposal: busy while it
 * goes, "Proposed — …" and onClose(true) when it is made, the server's
 * refusal of one of fields shown on that field, any other as a message
 * (or, with inline, as error, for the form to show).
 */
function useProposing<F extends object>(form: FormInstance<F>, fields: (keyof F & string)[], propose: (f: F) => Promise<Proposal>,
  onClose: (proposed: boolean, p?: Proposal) => void, inline = false) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const submit = async (f: F) => {
    setBusy(true);
    setError('');
    try {
      const p = await propose(f);
      message.info(`${PROPOSED}: #${p.id} ${p.summary}.`);
      onClose(true, p);
    } catch (e) {
      const err = e as ApiError;
      const refused = Object.entries(err.fields).filter(([k]) => (fields as string[]).includes(k));
      if (refused.length > 0) form.setFields(refused.map(([name, msg]) => ({ name: name as never, errors: [msg] })));
      else if (inline) setError(err.message);
      else message.error(err.message);
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit, error };
}

/** Refused shows a form's refusal from the server, if any. */
function Refused({ error }: { error: string }) {
  return error ? <Alert className="console-toolbar" type="error" showIcon message={error} data-testid="proposal-error" /> : null;
}

export function WaiveCard({ order, via, inlineErrors, onClose }: ServicingProps) {
  const [form] = Form.useForm<WaiveForm>();
  const m = (v: number) => money(v, order.currency);
  const { busy, submit, error } = useProposing(form, ['penalty', 'lateInterest', 'fees', 'reason'],
    (f) => api.waive(order.orderNo, { penalty: minor(f.penalty), lateInterest: minor(f.lateInterest), fees: minor(f.fees) }, f.reason.trim(), via),
    onClose, inlineErrors);
  return (
    <Card className="console-toolbar" size="small" title="Waive late charges or fees" data-testid="waive-form">
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}
        initialValues={{ penalty: order.penaltyOwed / 100, lateInterest: order.lateInterestOwed / 100, fees: 0, reason: '' }}>
        <Space wrap>
          <Form.Item name="penalty" label={`Penalty (owed ${m(order.penaltyOwed)})`}>
            <InputNumber aria-label="Penalty to waive" min={0} max={order.penaltyOwed / 100} precision={2} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="lateInterest" label={`Late interest (owed ${m(order.lateInterestOwed)})`}>
            <InputNumber aria-label="Late interest to waive" min={0} max={order.lateInterestOwed / 100} precision={2} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="fees" label={`Fees (owed ${m(order.feesOwed)})`}
            tooltip="The plan's service fees not yet paid; the first unpaid instalment's first.">
            <InputNumber aria-label="Fees to waive" min={0} max={order.feesOwed / 100} precision={2} style={{ width: 180 }} />
          </Form.Item>
        </Space>
        <Form.Item name="reason" label="Reason (the borrower reads it in the order's history; kept in the audit log)"
          rules={[{ required: true, whitespace: true, message: 'Say why: a waiver needs a reason.' }]}>
          <Input.TextArea aria-label="Reason" rows={2} maxLength={500} showCount autoFocus />
        </Form.Item>
        <Refused error={error} />
        <Space>
          <Button type="primary" htmlType="submit" loading={busy}>Propose the waiver</Button>
          <Button onClick={() => onClose(false)}>Cancel</Button>
        </Space>
      </Form>
    </Card>
  );
}

/** ReasonCard proposes an action on an order that needs only a reason: a write-off or a cancellation. */
function ReasonCard({ title, testId, note, button, propose, inlineErrors, onClose }: {
  title: string; testId: string; note: string; button: string; inlineErrors?: boolean;
  propose(reason: string): Promise<Proposal>; onClose(proposed: boolean, p?: Proposal): void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const { busy, submit, error } = useProposing(form, ['reason'], (f) => propose(f.reason.trim()), onClose, inlineErrors);
  return (
    <Card className="console-toolbar" size="small" title={title} data-testid={testId}>
      <Typography.Paragraph type="secondary">{note}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item name="reason" label="Reason (the borrower reads it on the order's page; kept in the audit log)"
          rules={[{ required: true, whitespace: true, message: 'Say why: give a reason.' }]}>
          <Input.TextArea aria-label="Reason" rows={2} maxLength={500} showCount autoFocus />
        </Form.Item>
        <Refused error={error} />
        <Space>
          <Button type="primary" danger htmlType="submit" loading={busy}>{button}</Button>
          <Button onClick={() => onClose(false)}>Close</Button>
        </Space>
      </Form>
    </Card>
  );
}

/** WriteOffCard proposes writing an overdue order off, with the reason. */
export function WriteOffCard({ order, via, inlineErrors, onClose }: ServicingProps) {
  return (
    <ReasonCard title="Write off as a loss" testId="write-off-form" button="Propose the write-off" onClose={onClose} inlineErrors={inlineErrors}
      propose={(reason) => api.writeOff(order.orderNo, reason, via)}
      note={`${money(order.owed, order.currency)} owed, ${order.daysOverdue} days overdue. Once approved, no more charges are added and what it owes leaves the books; the borrower still owes it, and money that arrives is booked as a recovery.`} />
  );
}

/** CancelCard proposes cancelling an approved order before its payout, with the reason. */
export function CancelCard({ order, onClose }: { order: OrderDetail; onClose(proposed: boolean): void }) {
  return (
    <ReasonCard title="Cancel before payout" testId="cancel-form" button="Propose the cancellation" onClose={onClose}
      propose={(reason) => api.cancel(order.orderNo, reason)}
      note={`${money(order.principal, order.currency)} approved and not paid out. Once approved, the order is cancelled (110) and nothing is sent; the borrower sees it cancelled, with the reason.`} />
  );
}

/** The ways a borrower may have agreed to a reschedule (loan.ConsentWays). */
const consentWays = ['in-app', 'recorded call', 'signed form'];

/**
 * RescheduleCard proposes a new plan for an order in repayment: the
 * instalments, the first new due date and the days between them, the
 * borrower's consent (how, when, a reference) and the reason. The queue
 * shows what it owes before and after; the server checks it all.
 */
export function RescheduleCard({ order, via, inlineErrors, onClose }: ServicingProps) {
  const [form] = Form.useForm<ReschedulePlan>();
  const fields: (keyof ReschedulePlan)[] = ['instalments', 'firstDue', 'everyDays', 'consentHow', 'consentOn', 'consentRef', 'reason'];
  const { busy, submit, error } = useProposing(form, fields,
    (f) => api.reschedule(order.orderNo, { ...f, consentRef: f.consentRef.trim(), reason: f.reason.trim() }, via), onClose, inlineErrors);
  const required = (message: string) => [{ required: true, whitespace: true, message }];
  return (
    <Card className="console-toolbar" size="small" title="Reschedule" data-testid="reschedule-form">
      <Typography.Paragraph type="secondary">
        {`${money(order.owed, order.currency)} owed. The principal left is spread over the new instalments; the late charges stay owed; interest earned and unpaid, and fees unpaid, go into the first new instalment; the new days' interest is at the loan's own rate (for a loan under the legal caps, no more than the cost cap leaves).`}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} initialValues={{ instalments: 3, everyDays: 30, consentHow: undefined, reason: '' }}>
        <Space wrap>
          <Form.Item name="instalments" label="Instalments" rules={[{ required: true, message: 'How many instalments?' }]}>
            <InputNumber aria-label="Instalments" min={1} max={Math.max(12, order.instalments ?? 0)} precision={0} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="firstDue" label="First due date (after today)" rules={required('Give the first new due date.')}>
            <Input aria-label="First due date" type="date" style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="everyDays" label="Days between instalments">
            <InputNumber aria-label="Days between instalments" min={1} max={365} precision={0} style={{ width: 140 }} />
          </Form.Item>
        </Space>
        <Space wrap>
          <Form.Item name="consentHow" label="The borrower agreed by" rules={required('Record how the borrower agreed.')}>
            <Select aria-label="Consent given by" style={{ width: 180 }} options={consentWays.map((w) => ({ value: w, label: w }))} />
          </Form.Item>
          <Form.Item name="consentOn" label="On" rules={required('Give the day the borrower agreed.')}>
            <Input aria-label="Consent date" type="date" style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="consentRef" label="Reference (call, form or in-app record)" rules={required('Give the reference of the consent.')}>
            <Input aria-label="Consent reference" maxLength={100} style={{ width: 240 }} />
          </Form.Item>
        </Space>
        <Form.Item name="reason" label="Reason (the borrower reads it on the order's page; kept in the audit log)"
          rules={required('Say why: a reschedule needs a reason.')}>
          <Input.TextArea aria-label="Reason" rows={2} maxLength={500} showCount />
        </Form.Item>
        <Refused error={error} />
        <Space>
          <Button type="primary" htmlType="submit" loading={busy}>Propose the reschedule</Button>
          <Button onClick={() => onClose(false)}>Cancel</Button>
        </Space>
      </Form>
    </Card>
  );
}

/** WriteOffs shows the days past due that bring a write-off proposal; an admin proposes another number, finance proposes the write-offs due. */
export function WriteOffs({ admin, servicing }: { admin: boolean; servicing: boolean }) {
  const { message } = App.useApp();
  const current = useLoad(() => approvalsApi.writeOffDays(), []);
  const [days, setDays] = useState<number | null>(null);
  const [outcomes, setOutcomes] = useState<ProposedWriteOff[]>();
  const proposeDays = async () => {
    try {
      const p = await approvalsApi.proposeWriteOffDays(days ?? 0);
      message.success(`${PROPOSED}: #${p.id} ${p.summary}.`);
    } catch (e) {
      message.error((e as ApiError).message);
    }
  };
  const proposeDue = async () => {
    try {
      setOutcomes(await api.writeOffsDue());
    } catch (e) {
      message.error((e as ApiError).message);
    }
  };
  return (
    <Card className="console-toolbar" size="small" title="Write-offs">
      {current.data && (
        <Typography.Paragraph data-testid="write-off-days">
          {`Loans ${current.data.days} days or more past due are proposed for a write-off.`}
        </Typography.Paragraph>
      )}
      <Space wrap>
        {admin && (
          <>
            <InputNumber aria-label="Write-off days" min={1} step={30} precision={0} value={days} onChange={setDays} style={{ width: 120 }} />
            <Button onClick={proposeDays} disabled={days === null}>Propose these days</Button>
          </>
        )}
        {servicing && <Button onClick={proposeDue}>Propose the write-offs due</Button>}
      </Space>
      {outcomes && (
        <List size="small" data-testid="write-offs-due" dataSource={outcomes}
          locale={{ emptyText: 'No loan is past the write-off days.' }}
          renderItem={(w) => <List.Item>{`${w.orderNo}: ${w.ok ? `${PROPOSED} (#${w.proposal?.id})` : w.message}`}</List.Item>} />
      )}
    </Card>
  );
}

interface PayoutAccountForm {
  to: string; // an account's id, or 'new'
  channel?: string;
  number?: string;
  reason: string;
}

/** PayoutAccountCard proposes sending a failed payout again to one of the borrower's accounts or a new number, with the reason. */
export function PayoutAccountCard({ order, onClose }: { order: OrderDetail; onClose(proposed: boolean): void }) {
  const choice = useLoad(() => api.payoutChoices(order.orderNo), [order.orderNo]);
  const [form] = Form.useForm<PayoutAccountForm>();
  const to = Form.useWatch('to', form);
  const c = choice.data;
  const { busy, submit } = useProposing(form, ['channel', 'number', 'reason'], (f) => api.payoutAccount(order.orderNo,
    f.to === 'new' ? { channel: f.channel, number: f.number } : { accountId: Number(f.to) }, f.reason.trim()), onClose);
  return (
    <Card className="console-toolbar" size="small" title="Change the payout account and retry" data-testid="payout-account-form">
      <LoadError error={choice.error} />
      {c && (
        <>
          <Typography.Paragraph type="secondary">
            {`The payout of ${money(order.principal, order.currency)} to ${c.failed.account.channelName} ${c.failed.account.masked} failed: ${c.failed.reason}. Once a second operator approves, it is sent again to the account chosen here (never twice).`}
          </Typography.Paragraph>
          <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} initialValues={{ to: 'new', reason: '' }}>
            <Form.Item name="to" label="Send it to">
              <Radio.Group>
                <Space direction="vertical">
                  {(c.accounts ?? []).filter((a) => a.id !== c.failed.account.id).map((a) => (
                    <Radio key={a.id} value={String(a.id)}>{`${a.channelName} ${a.masked} (the borrower's, bound ${a.createdAt.slice(0, 10)})`}</Radio>
                  ))}
                  <Radio value="new">Another number</Radio>
                </Space>
              </Radio.Group>
            </Form.Item>
            {to === 'new' && (
              <Space wrap>
                <Form.Item name="channel" label="E-wallet or bank" rules={[{ required: true, message: 'Choose the e-wallet or bank.' }]}>
                  <Select aria-label="E-wallet or bank" style={{ width: 220 }} showSearch optionFilterProp="label"
                    options={(c.channels ?? []).map((ch) => ({ value: ch.number, label: ch.name }))} />
                </Form.Item>
                <Form.Item name="number" label="Account or mobile number" rules={[{ required: true, whitespace: true, message: 'Enter the number.' }]}>
                  <Input aria-label="Account number" maxLength={32} style={{ width: 220 }} autoComplete="off" />
                </Form.Item>
              </Space>
            )}
            <Form.Item name="reason" label="Reason (kept with the change in the audit log and the payout history)"
              rules={[{ required: true, whitespace: true, message: 'Say why: a change of payout account needs a reason.' }]}>
              <Input.TextArea aria-label="Reason" rows={2} maxLength={500} showCount />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={busy}>Propose the change</Button>
              <Button onClick={() => onClose(false)}>Close</Button>
            </Space>
          </Form>
        </>
      )}
    </Card>
  );
}

/** ReverseCard proposes reversing one of the order's payments: credited to the order named as of the day it arrived, or held for review. */
export function ReverseCard({ order, payment, onClose }: { order: OrderDetail; payment: Receipt; onClose(proposed: boolean): void }) {
  const [form] = Form.useForm<{ toOrderNo: string; reason: string }>();
  const { busy, submit } = useProposing(form, ['toOrderNo', 'reason'],
    (f) => api.reverse(payment.id, f.toOrderNo.trim(), f.reason.trim()), onClose);
  return (
    <Card className="console-toolbar" size="small" title={`Reverse the payment of ${payment.amountText} received ${payment.receivedAt}`} data-testid="reverse-form">
      <Typography.Paragraph type="secondary">
        {`Once a second operator approves, order ${order.orderNo} is recomputed from its payout without this money (its later payments are split again, its late charges accrue again), and the money goes to the order named here, as of the day it arrived, or waits for review, to be credited or refunded. An extended, waived or written-off order cannot be recomputed.`}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} initialValues={{ toOrderNo: '', reason: '' }}>
        <Form.Item name="toOrderNo" label="Credit it to order (empty: hold the money for review)">
          <Input aria-label="Credit it to order" maxLength={32} style={{ width: 260 }} autoComplete="off" />
        </Form.Item>
        <Form.Item name="reason" label="Reason (the borrowers read it in the orders' history; kept in the audit log)"
          rules={[{ required: true, whitespace: true, message: 'Say why: a reversal needs a reason.' }]}>
          <Input.TextArea aria-label="Reason" rows={2} maxLength={500} showCount />
        </Form.Item>
        <Space>
          <Button type="primary" danger htmlType="submit" loading={busy}>Propose the reversal</Button>
          <Button onClick={() => onClose(false)}>Close</Button>
        </Space>
      </Form>
    </Card>
  );
}
