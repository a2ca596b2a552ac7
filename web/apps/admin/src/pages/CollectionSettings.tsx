// Collections' rules and texts (a lead saves them; every collector reads
// them): the buckets by days past due with each one's team, the daily cap
// of contacts per borrower and the round-robin rule; and the collection
// SMS texts, saved as drafts after the server's checks and published by an
// admin (content) so collectors may send them.
import { Alert, App, Button, Card, Form, Input, InputNumber, Select, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { type ApiError, type CollectionSettings as Settings, type CollectionText, collectionsApi } from '../api';
import { DataTable } from '../DataTable';
import { when } from '../format';
import { paths } from '../screens';
import { useSession } from '../session';
import { LoadError, useLoad } from './common';

interface BucketRow { name: string; from: number; to: number; team: number[] }
interface RulesForm { buckets: BucketRow[]; dailyCap: number; autoAssign: boolean }

function Rules({ s, lead, done }: { s: Settings; lead: boolean; done(): void }) {
  const { message } = App.useApp();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const collectors = (s.collectors ?? []).map((c) => ({ value: c.id, label: c.name }));
  const initial: RulesForm = {
    buckets: (s.buckets ?? []).map((b) => ({ name: b.name, from: b.from, to: b.to, team: (b.team ?? []).map((m) => m.id) })),
    dailyCap: s.dailyCap,
    autoAssign: s.autoAssign,
  };
  const save = async (f: RulesForm) => {
    setBusy(true);
    setError('');
    try {
      await collectionsApi.saveSettings(JSON.stringify(f.buckets.map((b) => ({ ...b, to: b.to || 0, team: b.team ?? [] }))), f.dailyCap, f.autoAssign);
      message.success('Rules saved.');
      done();
    } catch (e) {
      const err = e as ApiError;
      setError(Object.values(err.fields)[0] ?? err.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card size="small" className="console-toolbar" title="Rules" data-testid="rules"
      extra={s.updatedBy ? <Typography.Text type="secondary">Saved by {s.updatedBy}, {when(s.updatedAt)}</Typography.Text> : undefined}>
      <Form<RulesForm> layout="vertical" requiredMark={false} initialValues={initial} onFinish={save} disabled={!lead}>
        <Form.List name="buckets">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} align="end" wrap className="console-bucket">
                  <Form.Item name={[f.name, 'name']} label="Bucket" rules={[{ required: true, message: 'Name it.' }]}>
                    <Input style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'from']} label="From day"><InputNumber min={1} style={{ width: 100 }} /></Form.Item>
                  <Form.Item name={[f.name, 'to']} label="To day (0: open)"><InputNumber min={0} style={{ width: 100 }} /></Form.Item>
                  <Form.Item name={[f.name, 'team']} label="Team">
                    <Select mode="multiple" allowClear options={collectors} style={{ width: 340 }} placeholder="nobody" />
                  </Form.Item>
                  {lead && <Form.Item><Button onClick={() => remove(f.name)}>Remove</Button></Form.Item>}
                </Space>
              ))}
              {lead && <div className="console-toolbar"><Button onClick={() => add({ name: '', from: 1, to: 0, team: [] })}>Add a bucket</Button></div>}
            </>
          )}
        </Form.List>
        <Space wrap align="start">
          <Form.Item name="dailyCap" label="Contacts a borrower may get in a day"><InputNumber min={1} max={10} /></Form.Item>
          <Form.Item name="autoAssign" label="Share unassigned accounts among each bucket's team" valuePropName="checked"><Switch /></Form.Item>
        </Space>
        {error && <Alert className="console-toolbar" type="error" showIcon message={error} />}
        {lead && <div><Button type="primary" htmlType="submit" loading={busy}>Save the rules</Button></div>}
      </Form>
    </Card>
  );
}

function Texts({ lead, admin }: { lead: boolean; admin: boolean }) {
  const { message } = App.useApp();
  const texts = useLoad(() => collectionsApi.texts(), []);
  const [form] = Form.useForm<{ name: string; lang: string; body: string }>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState('');
  const save = async (f: { name: string; lang: string; body: string }) => {
    setBusy('save');
    setError('');
    try {
      await collectionsApi.saveText(f.name.trim(), f.lang, f.body);
      message.success('Draft saved; an admin publishes it.');
      texts.reload();
    } catch (e) {
      const err = e as ApiError;
      setError(Object.values(err.fields)[0] ?? err.message);
    } finally {
      setBusy('');
    }
  };
  const publish = async (t: CollectionText) => {
    setBusy(`${t.name}|${t.lang}`);
    try {
      await collectionsApi.publishText(t.name, t.lang);
      message.success(`${t.name} (${t.lang}) published.`);
      texts.reload();
    } catch (e) {
      message.error((e as ApiError).message);
    } finally {
      setBusy('');
    }
  };
  return (
    <Card size="small" className="console-toolbar" title="Collection texts">
      <LoadError error={texts.error} />
      <DataTable<CollectionText> small rows={texts.data ?? []} rowKey={(t) => `${t.name}|${t.lang}`} loading={texts.loading} testId="texts"
        emptyText="No text yet." columns={[
          { title: 'Name', dataIndex: 'name' },
          { title: 'Language', dataIndex: 'lang' },
          { title: 'Text', dataIndex: 'body' },
          { title: 'State', dataIndex: 'published', render: (p: boolean) => (p ? <Tag color="green">published</Tag> : <Tag>draft</Tag>) },
          { title: 'Saved', key: 'saved', render: (_: never, t) => [t.updatedBy, when(t.updatedAt)].filter(Boolean).join(', ') },
          {
            title: '', key: 'actions', render: (_: never, t) => (
              <Space>
                {lead && <Button size="small" onClick={() => form.setFieldsValue({ name: t.name, lang: t.lang, body: t.body })}>Edit</Button>}
                {admin && !t.published && <Button size="small" loading={busy === `${t.name}|${t.lang}`} onClick={() => publish(t)}>Publish</Button>}
              </Space>
            ),
          },
        ]} />
      {lead && (
        <Form form={form} layout="vertical" requiredMark={false} className="console-after" initialValues={{ lang: 'en' }} onFinish={save}>
          <Space wrap align="start">
            <Form.Item name="name" label="Name (a-z, 0-9, _)" rules={[{ required: true, message: 'Name it.' }]}><Input style={{ width: 200 }} /></Form.Item>
            <Form.Item name="lang" label="Language">
              <Select style={{ width: 120 }} options={[{ value: 'en', label: 'English' }, { value: 'fil', label: 'Filipino' }]} />
            </Form.Item>
          </Space>
          <Form.Item name="body" label="Text ({name}, {order}, {owed}, {due}, {days}, {app}, {phone})" rules={[{ required: true, message: 'Write the text.' }]}>
            <Input.TextArea rows={3} maxLength={1000} showCount />
          </Form.Item>
          {error && <Alert className="console-toolbar" type="error" showIcon message={error} />}
          <Button type="primary" htmlType="submit" loading={busy === 'save'}>Save the draft</Button>
        </Form>
      )}
    </Card>
  );
}

export function CollectionSettings() {
  const { can } = useSession();
  const settings = useLoad(() => collectionsApi.settings(), []);
  const s = settings.data;
  return (
    <>
      <Typography.Title level={3} className="console-page-title">Collection rules and texts</Typography.Title>
      <Link to={paths.collections}>Back to the worklist</Link>
      <LoadError error={settings.error} />
      {s && <Rules key={s.updatedAt} s={s} lead={can('assign')} done={settings.reload} />}
      <Texts lead={can('assign')} admin={can('content')} />
    </>
  );
}
