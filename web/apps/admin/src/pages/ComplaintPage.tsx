// A complaint's page (support): the borrower's text and evidence images
// (served to operators by the console's own image route), the order, the
// reply with images (checked and re-encoded by the server like a
// borrower's upload) and the internal notes, which the borrower never sees.
import { App, Button, Card, Descriptions, Form, Image, Input, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, api, type CollectionContact, collectionsApi } from '../api';
import { DataTable } from '../DataTable';
import { countdown, money, statusText, when } from '../format';
import { orderPath, paths } from '../screens';
import { LoadError, useLoad } from './common';
import { Promise } from './Complaints';

/** COLLECTION_TYPE is the collection-conduct complaint's type as the view names it (complaint.CollectionType, 1). */
export const COLLECTION_TYPE = 'Collection conduct';

/** CollectionContacts are who contacted a collection-conduct complaint's borrower, when, how and with what. */
function CollectionContacts({ id }: { id: number }) {
  const contacts = useLoad(() => collectionsApi.complaintContacts(id), [id]);
  return (
    <Card className="console-toolbar" size="small" title="Collection contacts with the borrower">
      <LoadError error={contacts.error} />
      <DataTable<CollectionContact> small rows={contacts.data ?? []} rowKey={(r) => r.id} loading={contacts.loading} testId="complaint-contacts"
        emptyText="No collection contact." columns={[
          { title: 'When', dataIndex: 'at', render: (at: string) => <span className="console-nowrap">{when(at)}</span> },
          { title: 'Who', dataIndex: 'operatorName' },
          { title: 'Channel', dataIndex: 'channel' },
          { title: 'Outcome', dataIndex: 'outcome', render: (o: string) => o.replace(/_/g, ' ') },
          { title: 'Text or note', key: 'text', render: (_: never, r) => r.body || r.note },
          { title: 'Hours', dataIndex: 'outsideHours', render: (o: boolean, r) => (o ? `outside${r.exception ? ` (${r.exception})` : ''}` : 'in hours') },
          { title: 'Order', dataIndex: 'orderNo' },
        ]} />
    </Card>
  );
}

function Images({ urls }: { urls: readonly string[] | null }) {
  if (!urls?.length) return <Typography.Text type="secondary">none</Typography.Text>;
  return (
    <Space wrap>
      {urls.map((u) => <Image key={u} src={u} width={120} preview={false} alt="complaint image" />)}
    </Space>
  );
}

export function ComplaintPage() {
  const { message } = App.useApp();
  const id = Number(useParams().id);
  const view = useLoad(() => api.complaint(id), [id]);
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState('');
  const [reply] = Form.useForm<{ text: string }>();
  const [note] = Form.useForm<{ text: string }>();
  const c = view.data;

  const send = async (f: { text: string }) => {
    setBusy('reply');
    try {
      await api.reply(id, f.text.trim(), files);
      message.success('Reply sent; the borrower is asked to rate it.');
      reply.resetFields();
      setFiles([]);
      view.reload();
    } catch (e) {
      const err = e as ApiError;
      const field = err.fields.text ?? err.fields.problemImage;
      if (field) reply.setFields([{ name: 'text', errors: [field] }]);
      else message.error(err.message);
    } finally {
      setBusy('');
    }
  };
  const addNote = async (f: { text: string }) => {
    setBusy('note');
    try {
      await api.note(id, f.text.trim());
      note.resetFields();
      view.reload();
    } catch (e) {
      const err = e as ApiError;
      if (err.fields.text) note.setFields([{ name: 'text', errors: [err.fields.text] }]);
      else message.error(err.message);
    } finally {
      setBusy('');
    }
  };

  return (
    <>
      <Typography.Title level={3} className="console-page-title">Complaint #{id}</Typography.Title>
      <Link to={paths.complaints}>Back to the complaints</Link>
      <LoadError error={view.error} />
      {c && (
        <>
          <Card className="console-toolbar" size="small" title="The borrower's complaint">
            <Descriptions column={2} size="small" items={[
              { key: 'type', label: 'Type', children: c.subType ? `${c.type}: ${c.subType}` : c.type },
              { key: 'phone', label: 'Borrower', children: c.phone },
              { key: 'filed', label: 'Filed', children: when(c.filed) },
              { key: 'due', label: 'Promise', children: <span>{when(c.due)} <Promise row={c} now={c.now} /></span> },
              { key: 'text', label: 'Complaint', span: 2, children: <span data-testid="complaint-text">{c.detail}</span> },
              { key: 'images', label: 'Evidence', span: 2, children: <Images urls={c.images} /> },
            ]} />
          </Card>
          {c.order && (
            <Card className="console-toolbar" size="small" title="The order">
              <Descriptions column={4} size="small" items={[
                { key: 'no', label: 'Order', children: <Link to={orderPath(c.order.orderNo)}>{c.order.orderNo}</Link> },
                { key: 'status', label: 'Status', children: statusText(c.order.status) },
                { key: 'principal', label: 'Principal', children: money(c.order.principal, c.order.currency) },
                { key: 'placed', label: 'Placed', children: when(c.order.createdAt) },
              ]} />
            </Card>
          )}
          {c.type === COLLECTION_TYPE && <CollectionContacts id={id} />}
          <Card className="console-toolbar" size="small" title="Reply">
            {c.status === 2 ? (
              <Descriptions column={1} size="small" items={[
                { key: 'reply', label: `By ${c.repliedBy}, ${when(c.replied)}`, children: <span data-testid="reply-text">{c.reply}</span> },
                { key: 'images', label: 'Images', children: <Images urls={c.replyImages} /> },
                { key: 'score', label: 'Rating', children: c.score ? `${c.score} of 5` : 'not rated yet' },
              ]} />
            ) : (
              <Form form={reply} layout="vertical" requiredMark={false} onFinish={send}>
                <Typography.Paragraph type="secondary">{countdown(c.due, c.now)} to answer within the promise.</Typography.Paragraph>
                <Form.Item name="text" label="Reply to the borrower" rules={[{ required: true, whitespace: true, message: 'The reply is empty.' }]}>
                  <Input.TextArea rows={4} maxLength={2000} showCount />
                </Form.Item>
                <Form.Item label="Images (JPEG, PNG or WebP, at most 9 of 5 MB)">
                  <input type="file" accept="image/jpeg,image/png,image/webp" multiple aria-label="Reply images"
                    onChange={(e) => setFiles([...(e.target.files ?? [])].slice(0, 9))} />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={busy === 'reply'}>Send the reply</Button>
              </Form>
            )}
          </Card>
          <Card className="console-toolbar" size="small" title="Internal notes (operators only, never shown to the borrower)">
            <List size="small" dataSource={c.notes ?? []} locale={{ emptyText: 'No notes yet.' }}
              renderItem={(n) => <List.Item><span><b>{n.operator}</b>, {when(n.at)}: {n.text}</span></List.Item>} />
            <Form form={note} layout="inline" requiredMark={false} onFinish={addNote} className="console-after">
              <Form.Item name="text" rules={[{ required: true, whitespace: true, message: 'The note is empty.' }]}>
                <Input placeholder="Add a note" maxLength={2000} style={{ width: 480 }} />
              </Form.Item>
              <Button htmlType="submit" loading={busy === 'note'}>Add the note</Button>
            </Form>
          </Card>
        </>
      )}
    </>
  );
}
