// Operators (admin): every account, enrolled or not, locked or not; give
// one another role, disable a leaver (every session ends, at once) or
// enable them again; sign one out everywhere; unlock one locked by wrong
// sign-ins; reset one's password and authenticator (a forgotten password,
// a lost phone: their sessions end and a new one-time link enrols the same
// account again, valid 24 hours); add one. Adding, another role, enabling
// and a reset are proposed: a second admin approves them in "Waiting for
// approval", where the approver is shown the one-time enrolment link
// once. An admin's own role, access and sign-in are not editable here.
import { Alert, App, Button, Card, Form, Input, Popconfirm, Select, Space, Switch, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useState } from 'react';
import { ApiError, api, lifecycleApi, PROPOSED, type Operator, type Proposal } from '../api';
import { paths } from '../screens';
import { when } from '../format';
import { DataTable } from '../DataTable';
import { usePaged } from '../paging';
import { LoadError } from './common';
import { useSession } from '../session';

export const roles = ['admin', 'reviewer', 'finance', 'support'] as const;

export function Operators() {
  const { message } = App.useApp();
  const list = usePaged((p) => api.operators(p), [], { sort: 'created' });
  const [proposed, setProposed] = useState<Proposal>();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ name: string; role: string }>();

  const add = async (f: { name: string; role: string }) => {
    setBusy(true);
    try {
      setProposed((await api.addOperator(f.name.trim(), f.role)).proposal);
      form.resetFields();
      list.reload();
    } catch (e) {
      const err = e as ApiError;
      form.setFields(Object.entries(err.fields).map(([name, msg]) => ({ name: name as 'name' | 'role', errors: [msg] })));
      if (Object.keys(err.fields).length === 0) message.error(err.message);
    } finally {
      setBusy(false);
    }
  };
  const { me } = useSession();
  const update = async (o: Operator, role: string, enabled: boolean) => {
    try {
      const u = await api.updateOperator(o.id, role, enabled);
      if (u.proposal) message.info(`${PROPOSED}: ${u.proposal.summary}.`);
      else message.success(`${u.name} is disabled: every session ended.`);
    } catch (e) {
      message.error((e as ApiError).message);
    } finally {
      list.reload();
    }
  };
  const signOut = async (o: Operator) => {
    try {
      const r = await api.signOutEverywhere(o.id);
      message.success(`${o.name}: ${r.sessions} session${r.sessions === 1 ? '' : 's'} ended.`);
    } catch (e) {
      message.error((e as ApiError).message);
    }
  };

  const unlock = async (o: Operator) => {
    try {
      await lifecycleApi.unlock(o.id);
      message.success(`${o.name} may sign in again.`);
    } catch (e) {
      message.error((e as ApiError).message);
    } finally {
      list.reload();
    }
  };
  const resetOperator = async (o: Operator) => {
    try {
      setProposed((await lifecycleApi.reset(o.id)).proposal);
    } catch (e) {
      message.error((e as ApiError).message);
    } finally {
      list.reload();
    }
  };

  return (
    <>
      <Typography.Title level={3} className="console-page-title">Operators</Typography.Title>
      <Card className="console-toolbar" size="small" title="Add an operator">
        <Form form={form} layout="inline" onFinish={add} requiredMark={false}>
          <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, max: 64, message: 'A name of at most 64 characters.' }]}>
            <Input style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="role" label="Role" rules={[{ required: true, message: 'Choose a role.' }]}>
            <Select style={{ width: 160 }} options={roles.map((r) => ({ value: r, label: r }))} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>Add</Button>
        </Form>
        {proposed && (
          <Alert className="console-after" type="info" showIcon closable onClose={() => setProposed(undefined)}
            data-testid="proposed"
            message={`${PROPOSED}: ${proposed.summary}`}
            description={<>Another admin approves it in <Link to={paths.approvals}>Waiting for approval</Link>; they are shown the one-time sign-in link to give the operator.</>} />
        )}
      </Card>
      <LoadError error={list.error} />
      <DataTable<Operator> rowKey={(o) => o.id} rows={list.rows} paged={list} testId="operators"
        columns={[
          { title: 'Name', dataIndex: 'name', sortKey: 'name' },
          {
            title: 'Role', key: 'role', sortKey: 'role',
            render: (_: never, o: Operator) => o.name === me.name ? <Tag>{o.role} (you)</Tag> : (
              <Select aria-label={`${o.name}'s role`} size="small" className="console-role-select" value={o.role}
                options={roles.map((r) => ({ value: r, label: r }))} onChange={(r: string) => void update(o, r, !o.disabled)} />
            ),
          },
          {
            title: 'May sign in', key: 'enabled',
            render: (_: never, o: Operator) => o.name === me.name ? 'yes' : (
              <Switch aria-label={`${o.name} may sign in`} size="small" checked={!o.disabled} onChange={(on) => void update(o, o.role, on)} />
            ),
          },
          { title: 'Enrolled', dataIndex: 'enrolled', render: (v: boolean) => (v ? 'yes' : <Tag color="gold">waiting for enrolment</Tag>) },
          {
            title: 'Locked', key: 'locked',
            render: (_: never, o: Operator) => !o.locked ? 'no' : (
              <Space>
                <Tag color="red">locked</Tag>
                <Popconfirm title={`Unlock ${o.name}?`} description="They may try to sign in again at once." okText="Unlock" onConfirm={() => unlock(o)}>
                  <Button size="small" aria-label={`Unlock ${o.name}`}>Unlock</Button>
                </Popconfirm>
              </Space>
            ),
          },
          { title: 'Added', dataIndex: 'createdAt', render: when },
          { title: 'By', dataIndex: 'createdBy' },
          {
            title: 'Sessions',
            key: 'sessions',
            render: (_: never, o: Operator) => (
              <Space>
                <Popconfirm title={`End every session of ${o.name}?`} okText="Sign out" onConfirm={() => signOut(o)}>
                  <Button size="small">Sign out everywhere</Button>
                </Popconfirm>
                {o.name !== me.name && !o.disabled && (
                  <Popconfirm title={`Reset ${o.name}'s password and authenticator?`}
                    description="Proposed: once another admin approves, every session ends and they enrol again with a new one-time link." okText="Propose reset" okButtonProps={{ danger: true }}
                    onConfirm={() => resetOperator(o)}>
                    <Button size="small" danger aria-label={`Reset ${o.name}`}>Reset</Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]} />
    </>
  );
}
