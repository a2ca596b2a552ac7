// Borrowers: search by phone (any form) or name (word starts), the query
// in the address; a borrower's page shows the profile, every order (to the
// order's page), the applicant's data masked with its history (a
// reviewer may reveal it in full, audited), the payout accounts masked and
// the sessions, and lets an admin sign the borrower out on every device
// (audited).
import { useState } from 'react';
import { App, Breadcrumb, Button, Card, Descriptions, Form, Input, Popconfirm, Space, Typography } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import { api, type ApiError, type ApplicantVersion, type ApplicantView, type BorrowerRow, type BorrowerSession, type PayoutAccount } from '../api';
import { when } from '../format';
import { DataTable } from '../DataTable';
import { emptyPage, usePaged } from '../paging';
import { borrowerPath, paths } from '../screens';
import { useSession } from '../session';
import { LoadError, orderColumns, statusColumn, useLoad } from './common';

export function Borrowers() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const list = usePaged((p) => (q ? api.borrowers(q, p) : Promise.resolve(emptyPage<BorrowerRow>())), [q], { sort: '-created' });
  return (
    <>
      <Typography.Title level={3} className="console-page-title">Borrowers</Typography.Title>
      <Form layout="inline" className="console-toolbar" key={q} initialValues={{ q }}
        onFinish={(f: { q?: string }) => setParams(f.q?.trim() ? new URLSearchParams({ q: f.q.trim() }) : new URLSearchParams())}>
        <Form.Item name="q" label="Phone or name">
          <Input allowClear placeholder="0917 123 4567 or Santos" style={{ width: 300 }} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">Search</Button>
          <Button onClick={() => setParams(new URLSearchParams())}>Clear</Button>
        </Space>
      </Form>
      <LoadError error={list.error} />
      <DataTable<BorrowerRow> rowKey={(r) => r.id} rows={list.rows} paged={list} testId="borrowers"
        emptyText={q ? 'No borrower matches.' : 'Search by phone or name.'}
        columns={[
          { title: 'Name', dataIndex: 'name', sortKey: 'name', render: (name: string, r) => <Link to={borrowerPath(r.id)}>{name || `#${r.id}`}</Link> },
          { title: 'Phone', dataIndex: 'phone' },
          { title: 'Orders', dataIndex: 'orders', sortKey: 'orders', align: 'right' },
          { title: 'Registered', dataIndex: 'createdAt', sortKey: 'created', render: when },
        ]} />
    </>
  );
}

export function BorrowerPage() {
  const { message } = App.useApp();
  const { can } = useSession();
  const id = Number(useParams().userId);
  const page = useLoad(() => api.borrower(id), [id]);
  const b = page.data;
  const signOut = async () => {
    try {
      const r = await api.signOutBorrower(id);
      message.success(`${r.sessions} session${r.sessions === 1 ? '' : 's'} ended.`);
      page.reload();
    } catch (e) {
      message.error((e as ApiError).message);
    }
  };
  return (
    <>
      <Breadcrumb className="console-toolbar" items={[{ title: <Link to={paths.borrowers}>Borrowers</Link> }, { title: b?.name || `#${id}` }]} />
      <Typography.Title level={3} className="console-page-title">{b ? b.name || `Borrower #${b.id}` : 'Borrower'}</Typography.Title>
      <LoadError error={page.error} />
      {b && (
        <>
          <Card className="console-toolbar" size="small">
            <Descriptions column={3} size="small" items={[
              { label: 'Phone', children: b.phone },
              { label: 'Registered', children: when(b.createdAt) },
              { label: 'From', children: b.channel || '—' },
            ]} />
          </Card>
          <Card className="console-toolbar" size="small" title="Orders">
            <DataTable small testId="borrower-orders" rowKey={(o) => o.orderNo} rows={b.orders ?? []} emptyText="No orders."
              columns={[...orderColumns, statusColumn]} />
          </Card>
          <ApplicantCard userId={id} masked={b.applicant ?? undefined} history={b.applicantHistory ?? []} />
          <Card className="console-toolbar" size="small" title="Payout accounts">
            <DataTable<PayoutAccount> small testId="borrower-accounts" rowKey={(a) => a.id} rows={b.accounts ?? []} emptyText="No payout accounts."
              columns={[
                { title: 'Number', dataIndex: 'number' },
                { title: 'Kind', dataIndex: 'cardType', render: (t: number) => (t === 2 ? 'bank account' : 'e-wallet') },
                { title: 'Channel', dataIndex: 'channel' },
                { title: 'Bank code', dataIndex: 'bankCode' },
                { title: 'Default', dataIndex: 'default', render: (v: boolean) => (v ? 'yes' : '') },
                { title: 'Added', dataIndex: 'createdAt', render: when },
                { title: 'Removed', dataIndex: 'removed', render: (v: boolean) => (v ? 'yes' : '') },
              ]} />
          </Card>
          <Card size="small" title="Sessions" extra={can('operators') && (
            <Popconfirm title={`End every session of ${b.name || 'this borrower'}?`} okText="Sign out" onConfirm={signOut}>
              <Button size="small" danger disabled={(b.sessions ?? []).length === 0}>Sign out everywhere</Button>
            </Popconfirm>
          )}>
            <DataTable<BorrowerSession> small testId="borrower-sessions" rowKey={(s) => s.id} rows={b.sessions ?? []} emptyText="Signed in nowhere."
              columns={[
                { title: 'Device', dataIndex: 'device' },
                { title: 'Signed in', dataIndex: 'createdAt', render: when },
                { title: 'Last seen', dataIndex: 'lastSeenAt', render: when },
                { title: 'Expires', dataIndex: 'expiresAt', render: when },
                { title: 'Live', dataIndex: 'live', render: (v: boolean) => (v ? 'yes' : 'expired') },
              ]} />
          </Card>
        </>
      )}
    </>
  );
}

/** ApplicantCard is the applicant's data: masked, or in full after an audited reveal. */
function ApplicantCard({ userId, masked, history }: { userId: number; masked?: ApplicantView; history: ApplicantVersion[] }) {
  const { message } = App.useApp();
  const { can } = useSession();
  const [full, setFull] = useState<ApplicantView>();
  const v = full ?? masked;
  const reveal = async () => {
    try {
      setFull(await api.revealApplicant(userId));
    } catch (e) {
      message.error((e as ApiError).message);
    }
  };
  return (
    <Card className="console-toolbar" size="small" title="Applicant" data-testid="borrower-applicant"
      extra={v && !full && can('applications') && (
        <Button size="small" onClick={() => void reveal()}>Reveal (audited)</Button>
      )}>
      {!v ? (
        <Typography.Text type="secondary">The lender&apos;s app has not sent this borrower&apos;s details.</Typography.Text>
      ) : (
        <>
          <Descriptions column={3} size="small" items={[
            { label: 'Name', children: v.fullName },
            { label: 'Birth date', children: full ? `${v.birthDate} (age ${v.age})` : `age ${v.age}` },
            { label: 'Nationality', children: v.nationality },
            { label: 'ID', children: `${v.idTypeLabel} ${v.idNumber}` },
            { label: 'Address', children: [v.addressLine, v.city, v.province, v.postalCode].join(', ') },
            { label: 'Work', children: v.employmentLabel },
            { label: 'Income', children: v.incomeLabel },
            { label: 'Selfie or ID photo', children: v.imageRef || 'none' },
            { label: 'Version', children: `${v.version}, ${when(v.updatedAt)}` },
          ]} />
          <DataTable<ApplicantVersion> small testId="applicant-history" rowKey={(h) => h.version} rows={history} emptyText="No versions."
            columns={[
              { title: 'Version', dataIndex: 'version' },
              { title: 'Changed', dataIndex: 'changed', render: (c: string[]) => c.join(', ') },
              { title: 'By', dataIndex: 'actor' },
              { title: 'At', dataIndex: 'at', render: when },
            ]} />
        </>
      )}
    </Card>
  );
}
