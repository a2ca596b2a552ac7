// Products (admin): every loan product, own and partners', and a form to
// add or edit one. As the operator types, the draft is checked by the
// server (POST …/products/check, after a pause): its per-field errors and
// the cost caps' figures of its example loan show at once; saving checks
// again on the server. Money in pesos on screen, minor units on the wire.
// A new product, a change of its pricing (amounts, term, rate, fees) and
// opening one are proposed: a second admin's approval in "Waiting for
// approval" carries them out. The name, texts, logo, tags, link and popups
// are saved at once, and closing a product is done at once.
import { Alert, App, Button, Card, Col, Form, Input, Row, Space, Switch, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, productsApi, PROPOSED, type ProductCheck, type ProductView, type Saved } from '../api';
import { DataTable } from '../DataTable';
import { money } from '../format';
import { debounce, draftOf, emptyDraft, paramsOf, ppmToPercent, type Debounced, type Draft } from '../products';
import { LoadError, useLoad } from './common';

/** formField is the form's field for an API field (the rate is typed in % a day). */
const formField = (f: string) => (f === 'dailyRatePPM' ? 'dailyRate' : f);

const percent = (ppm: number) => `${(ppm / 10_000).toFixed(2)}%`;

function Figures({ check }: { check?: ProductCheck }) {
  const f = check?.figures;
  if (!f) return <Alert type="info" showIcon message="The cost caps' figures show once the terms can be priced." />;
  const caps = check.errors?.dailyRatePPM ?? check.errors?.serviceFee;
  const lines = (
    <ul data-testid="cap-figures">
      <li>Example loan: {money(f.exampleAmount, 'PHP')}, interest and fees {money(f.totalCost, 'PHP')}, {money(f.totalRepayable, 'PHP')} to repay</li>
      <li>Nominal rate: {percent(f.nominalMonthlyPpm)} a month (cap {percent(f.nominalCapPpm)})</li>
      <li>Effective rate: {percent(f.effectiveMonthlyPpm)} a month (cap {percent(f.effectiveCapPpm)})</li>
    </ul>
  );
  if (!f.covered) return <Alert type="info" showIcon message="The cost caps do not cover this product (above ₱10,000 or 4 months)" description={lines} />;
  return caps
    ? <Alert type="error" showIcon data-testid="cap-warning" message="Above the legal cost caps (BSP Circular 1133)" description={<>{lines}{caps}</>} />
    : <Alert type="success" showIcon message="Within the legal cost caps (BSP Circular 1133)" description={lines} />;
}

function ProductForm({ editing, onSaved, onClose }: { editing?: ProductView; onSaved: () => void; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Draft>();
  const [check, setCheck] = useState<ProductCheck>();
  const [busy, setBusy] = useState(false);
  const seq = useRef(0);
  const initial = useMemo(() => (editing ? draftOf(editing) : emptyDraft), [editing]);

  // showErrors puts the server's (and the unreadable fields') messages on the form's fields.
  const showErrors = (errors: Record<string, string>) => {
    const names = Object.keys(form.getFieldsValue(true)) as (keyof Draft)[];
    form.setFields(names.map((name) => ({ name, errors: [] })));
    form.setFields(Object.entries(errors).map(([f, msg]) => ({ name: formField(f) as keyof Draft, errors: [msg] })));
  };
  // askCheck asks the server about the draft; seq counts the checks, so only
  // the latest one's answer shows.
  const askCheck = async (d: Draft) => {
    const n = ++seq.current;
    const { params, unreadable } = paramsOf(d);
    try {
      const c = await productsApi.check(params);
      if (n !== seq.current) return; // a later check is on its way
      setCheck(c);
      showErrors({ ...c.errors, ...unreadable } as Record<string, string>);
    } catch (e) {
      if (n === seq.current) message.error((e as ApiError).message);
    }
  };
  const latestCheck = useRef(askCheck);
  useEffect(() => {
    latestCheck.current = askCheck;
  });
  // One debounced check for the form's life, made at its first use; it runs
  // the latest check.
  const debounced = useRef<Debounced<[Draft]>>(undefined);
  const runCheck = useCallback((d: Draft) => {
    debounced.current ??= debounce((x: Draft) => void latestCheck.current(x), 400);
    debounced.current(d);
  }, []);
  const cancelCheck = useCallback(() => debounced.current?.cancel(), []);
  useEffect(() => {
    form.setFieldsValue(initial);
    runCheck(initial);
    return () => cancelCheck();
  }, [form, initial, runCheck, cancelCheck]);

  const save = async () => {
    cancelCheck();
    seq.current++;
    const { params } = paramsOf(form.getFieldsValue(true));
    setBusy(true);
    try {
      const p = editing ? await productsApi.update(params) : await productsApi.create(params);
      if (p.proposal) message.info(`${PROPOSED}: ${p.proposal.summary}.`);
      else message.success(`${p.name} saved.`);
      onSaved();
    } catch (e) {
      const err = e as ApiError;
      showErrors(err.fields);
      if (Object.keys(err.fields).length === 0) message.error(err.message);
    } finally {
      setBusy(false);
    }
  };

  const text = (name: keyof Draft, label: string, extra?: string) => (
    <Form.Item name={name} label={label} extra={extra}><Input /></Form.Item>
  );
  return (
    <Card className="console-toolbar" size="small" title={editing ? `Edit ${editing.name}` : 'Add a product'}
      extra={<Button onClick={onClose}>Close</Button>}>
      <Form form={form} layout="vertical" requiredMark={false} onValuesChange={(_, all) => runCheck(all as Draft)} onFinish={save}
        data-testid="product-form">
        <Row gutter={16}>
          <Col span={8}>{text('name', 'Name')}</Col>
          <Col span={16}>{text('description', 'Description')}</Col>
          <Col span={6}>{text('minAmount', 'Smallest amount (₱)')}</Col>
          <Col span={6}>{text('maxAmount', 'Largest amount (₱)')}</Col>
          <Col span={6}>{text('amountStep', 'Amount step (₱)')}</Col>
          <Col span={6}>{text('serviceFee', 'Service fee (₱)')}</Col>
          <Col span={6}>{text('termDays', 'Term (days)')}</Col>
          <Col span={6}>{text('instalments', 'Instalments')}</Col>
          <Col span={6}>{text('dailyRate', 'Interest (% a day)', editing ? 'New loans only: orders keep their terms.' : undefined)}</Col>
          <Col span={6}>{text('extensionDays', 'Extension (days, 0: none)')}</Col>
          <Col span={6}>{text('extensionFee', 'Extension fee (₱)')}</Col>
          <Col span={6}>{text('tags', 'Tags (comma-separated)')}</Col>
          <Col span={6}>{text('buttonText', 'Button text')}</Col>
          <Col span={6}>{text('logoUrl', 'Logo address')}</Col>
          <Col span={12}>{text('linkUrl', "Partner's page (empty: the lender's own)")}</Col>
          <Col span={6}>{text('promoTitle', 'Promotion title')}</Col>
          <Col span={6}>
            <Form.Item name="retentionPopup" label="Ask leavers to stay" valuePropName="checked"><Switch /></Form.Item>
          </Col>
          <Col span={24}>{text('promoText', 'Promotion text')}</Col>
        </Row>
        <Figures check={check} />
        <Button className="console-after" type="primary" htmlType="submit" loading={busy}>{editing ? 'Save changes' : 'Add product'}</Button>
      </Form>
    </Card>
  );
}

export function Products() {
  const { message } = App.useApp();
  const list = useLoad(() => productsApi.list(), []);
  const [editing, setEditing] = useState<ProductView | 'new'>();
  const [busy, setBusy] = useState(false);
  const rows = list.data ?? [];

  // change runs an open, close or move, then reads the list again.
  const change = async (run: () => Promise<Saved | ProductView[]>, done: string) => {
    setBusy(true);
    try {
      const r = await run();
      const proposal = Array.isArray(r) ? undefined : r.proposal;
      if (proposal) message.info(`${PROPOSED}: ${proposal.summary}.`);
      else message.success(done);
    } catch (e) {
      message.error((e as ApiError).message);
    } finally {
      setBusy(false);
      list.reload();
    }
  };
  const move = (i: number, by: -1 | 1) => {
    const ids = rows.map((p) => p.id);
    [ids[i], ids[i + by]] = [ids[i + by], ids[i]];
    void change(() => productsApi.order(ids), `${rows[i].name} moved ${by < 0 ? 'up' : 'down'}.`);
  };
  return (
    <>
      <Typography.Title level={3} className="console-page-title">Products</Typography.Title>
      {editing ? (
        <ProductForm key={editing === 'new' ? 'new' : editing.id} editing={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)} onSaved={() => { setEditing(undefined); list.reload(); }} />
      ) : (
        <Button className="console-toolbar" type="primary" onClick={() => setEditing('new')}>Add a product</Button>
      )}
      <LoadError error={list.error} />
      <DataTable<ProductView> rowKey={(p) => p.id} loading={list.loading} rows={rows} testId="products"
        columns={[
          { title: 'Name', dataIndex: 'name' },
          { title: 'Kind', key: 'kind', render: (_: never, p: ProductView) => (p.linkUrl ? <Tag color="blue">partner</Tag> : <Tag>own</Tag>) },
          { title: 'Amounts', key: 'amounts', render: (_: never, p: ProductView) => `${money(p.minAmount, p.currency)} – ${money(p.maxAmount, p.currency)}` },
          { title: 'Term', key: 'term', render: (_: never, p: ProductView) => `${p.termDays} days, ${p.instalments} instalment${p.instalments === 1 ? '' : 's'}` },
          { title: 'Interest', dataIndex: 'dailyRatePPM', align: 'right', render: (v: number) => `${ppmToPercent(v)}% a day` },
          { title: 'Service fee', key: 'fee', align: 'right', render: (_: never, p: ProductView) => money(p.serviceFee, p.currency) },
          {
            title: 'Open to applications', key: 'enabled',
            render: (_: never, p: ProductView) => (
              <Switch aria-label={`${p.name} open to applications`} checked={p.enabled} disabled={busy}
                onChange={(on) => void change(() => productsApi.enable(p.id, on), on ? `${p.name} is open to applications.` : `${p.name} is closed to new applications; its orders go on.`)} />
            ),
          },
          {
            title: 'Order', key: 'order',
            render: (_: never, p: ProductView) => {
              const i = rows.indexOf(p);
              return (
                <Space size={4}>
                  <Button size="small" aria-label={`Move ${p.name} up`} disabled={busy || i === 0} onClick={() => move(i, -1)}>↑</Button>
                  <Button size="small" aria-label={`Move ${p.name} down`} disabled={busy || i === rows.length - 1} onClick={() => move(i, 1)}>↓</Button>
                </Space>
              );
            },
          },
          { title: '', key: 'edit', render: (_: never, p: ProductView) => <Button size="small" onClick={() => setEditing(p)}>Edit</Button> },
        ]} />
    </>
  );
}
