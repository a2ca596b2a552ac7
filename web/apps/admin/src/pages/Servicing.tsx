// Servicing an order in repayment: waiving part or all of its unpaid late
// charges. The form proposes it (four eyes); a second finance operator or
// admin approves it on "Waiting for approval". Pesos on screen, minor units
// on the wire; the server checks the amounts against what is owed.
import { App, Button, Card, Form, Input, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { ApiError, api, PROPOSED, type OrderDetail } from '../api';
import { money } from '../format';

interface WaiveForm {
  penalty?: number;
  lateInterest?: number;
  reason: string;
}

/** minor is a pesos amount typed on screen in minor units. */
const minor = (pesos?: number | null) => Math.round((pesos ?? 0) * 100);

export function WaiveCard({ order, onClose }: { order: OrderDetail; onClose(proposed: boolean): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<WaiveForm>();
  const [busy, setBusy] = useState(false);
  const m = (v: number) => money(v, order.currency);
  const submit = async (f: WaiveForm) => {
    setBusy(true);
    try {
      const p = await api.waive(order.orderNo, minor(f.penalty), minor(f.lateInterest), f.reason.trim());
      message.info(`${PROPOSED}: #${p.id} ${p.summary}.`);
      onClose(true);
    } catch (e) {
      const err = e as ApiError;
      const fields = Object.entries(err.fields).filter(([k]) => k === 'penalty' || k === 'lateInterest' || k === 'reason');
      if (fields.length > 0) form.setFields(fields.map(([name, msg]) => ({ name: name as keyof WaiveForm, errors: [msg] })));
      else message.error(err.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="console-toolbar" size="small" title="Waive late charges" data-testid="waive-form">
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}
        initialValues={{ penalty: order.penaltyOwed / 100, lateInterest: order.lateInterestOwed / 100, reason: '' }}>
        <Space wrap>
          <Form.Item name="penalty" label={`Penalty (owed ${m(order.penaltyOwed)})`}>
            <InputNumber aria-label="Penalty to waive" min={0} max={order.penaltyOwed / 100} precision={2} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="lateInterest" label={`Late interest (owed ${m(order.lateInterestOwed)})`}>
            <InputNumber aria-label="Late interest to waive" min={0} max={order.lateInterestOwed / 100} precision={2} style={{ width: 180 }} />
          </Form.Item>
        </Space>
        <Form.Item name="reason" label="Reason (the borrower reads it in the order's history; kept in the audit log)"
          rules={[{ required: true, whitespace: true, message: 'Say why: a waiver needs a reason.' }]}>
          <Input.TextArea aria-label="Reason" rows={2} maxLength={500} showCount autoFocus />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={busy}>Propose the waiver</Button>
          <Button onClick={() => onClose(false)}>Cancel</Button>
        </Space>
      </Form>
    </Card>
  );
}
