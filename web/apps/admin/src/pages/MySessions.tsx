// My sessions (every operator): the operator's own active console
// sessions, each with its start, its last call, its address and browser,
// and which one is this; end any other one (a browser left open, a lost
// laptop) or every one but this. A session also ends after 30 minutes
// without a call and 12 hours after its start.
import { App, Button, Popconfirm, Tag, Typography } from 'antd';
import { ApiError, lifecycleApi, type Session } from '../api';
import { when } from '../format';
import { DataTable } from '../DataTable';
import { LoadError, useLoad } from './common';

export function MySessions() {
  const { message } = App.useApp();
  const list = useLoad(() => lifecycleApi.sessions(), []);
  const others = (list.data ?? []).filter((s) => !s.current).length;

  const end = async (what: () => Promise<{ sessions: number }>) => {
    try {
      const r = await what();
      message.success(`${r.sessions} session${r.sessions === 1 ? '' : 's'} ended.`);
    } catch (e) {
      message.error((e as ApiError).message);
    } finally {
      list.reload();
    }
  };

  return (
    <>
      <Typography.Title level={3} className="console-page-title">My sessions</Typography.Title>
      <Typography.Paragraph type="secondary">
        Where you are signed in. A session ends after 30 minutes without a call, and 12 hours after you signed in.
      </Typography.Paragraph>
      <div className="console-toolbar">
        <Popconfirm title="End every session but this one?" okText="End them" onConfirm={() => end(lifecycleApi.endOtherSessions)}
          disabled={others === 0}>
          <Button disabled={others === 0}>End all other sessions</Button>
        </Popconfirm>
      </div>
      <LoadError error={list.error} />
      <DataTable<Session> rowKey={(s) => s.id} loading={list.loading} rows={list.data ?? []} testId="my-sessions"
        columns={[
          { title: 'Signed in', dataIndex: 'startedAt', render: when },
          { title: 'Last call', dataIndex: 'lastSeenAt', render: when },
          { title: 'Address', dataIndex: 'addr' },
          { title: 'Browser', dataIndex: 'userAgent' },
          {
            title: '', key: 'end',
            render: (_: never, s: Session) => s.current ? <Tag color="blue">this session</Tag> : (
              <Popconfirm title="End this session?" okText="End it" onConfirm={() => end(() => lifecycleApi.endSession(s.id))}>
                <Button size="small">End session</Button>
              </Popconfirm>
            ),
          },
        ]} />
    </>
  );
}
