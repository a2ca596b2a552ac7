// Collections' worklist (collect): the accounts past due, the most urgent
// first (a broken promise not yet followed up heads the list, then the
// longest past due), a page at a time, with what each owes by component,
// its collector, last contact, promise and next action. The bucket chips,
// the collector and promise filters and the days past due live in the
// address (/collections?minDays=31&maxDays=90, the dashboard's bars). A
// lead (assign) checks rows and gives them to a collector, or to nobody.
import { App, Button, Form, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type ApiError, type CollectionAccount, collectionsApi, type WorklistFilter } from '../api';
import { type Column, DataTable } from '../DataTable';
import { money, when } from '../format';
import { usePaged } from '../paging';
import { collectionsAccountPath, paths } from '../screens';
import { useSession } from '../session';
import { LoadError, useLoad } from './common';

/** promiseColours are the promise states' tag colours. */
export const promiseColours: Record<string, string> = { open: 'blue', kept: 'green', broken: 'red' };

/** PromiseTag writes a promise's state as a coloured tag (none: a dash). */
export function PromiseTag({ state }: { state: string }) {
  if (!state || state === 'none') return <Typography.Text type="secondary">—</Typography.Text>;
  return <Tag color={promiseColours[state]} data-testid="promise-state">{state}</Tag>;
}

/** outcomeText writes a contact's outcome in words: no_answer → no answer. */
export function outcomeText(o: string): string {
  return o.replace(/_/g, ' ');
}

/** OwedCell is the total owed, its components in a tooltip. */
export function OwedCell({ row }: { row: CollectionAccount }) {
  const o = row.owed;
  const c = 'PHP';
  const parts = `Principal ${money(o.principal, c)}, interest ${money(o.interest, c)}, fees ${money(o.fees, c)}, late interest ${money(o.lateInterest, c)}, penalty ${money(o.penalty, c)}`;
  return <Tooltip title={parts}><span className="console-nowrap">{money(o.total, c)}</span></Tooltip>;
}

/** sortTo sorts a list by sort ("-" first: descending) through its header toggle (ascending, then descending). */
export function sortTo(list: { sort: string; sortBy(key: string): void }, sort: string) {
  const key = sort.replace(/^-/, '');
  const cur = list.sort || 'urgency';
  if (cur === sort) return;
  if (sort.startsWith('-') && cur !== key) list.sortBy(key);
  list.sortBy(key);
}

/** bucketLabel names a bucket with its days, unless its name says them already ("8-30", "91+"). */
export function bucketLabel(b: { name: string; from: number; to: number }): string {
  const span = b.to ? `${b.from}–${b.to}` : `${b.from}+`;
  return /^\d+(-\d+|\+)$/.test(b.name) ? `${span} days` : `${b.name} (${span} days)`;
}

const numberOf = (v: string | null) => (v && /^-?\d+$/.test(v) ? Number(v) : undefined);

/** filterOf reads the worklist's filters from the address. */
export function filterOf(params: URLSearchParams): WorklistFilter {
  return {
    bucket: params.get('bucket') || undefined,
    minDays: numberOf(params.get('minDays')),
    maxDays: numberOf(params.get('maxDays')),
    collector: numberOf(params.get('collector')),
    mine: params.get('mine') === '1' ? 1 : undefined,
    promise: params.get('promise') || undefined,
    orderNo: params.get('orderNo') || undefined,
  };
}

/** who is the collector select's value: mine, nobody (-1), an id, or '' (anyone). */
function who(f: WorklistFilter): string {
  if (f.mine) return 'mine';
  return f.collector !== undefined ? String(f.collector) : '';
}

export function Collections() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { can } = useSession();
  const lead = can('assign');
  const [params, setParams] = useSearchParams();
  const f = filterOf(params);
  const key = JSON.stringify(f);
  const list = usePaged((p) => collectionsApi.worklist({ ...f, ...p }), [key]);
  const settings = useLoad(() => collectionsApi.settings(), []);
  const collectors = settings.data?.collectors ?? [];
  const [checked, setChecked] = useState<Set<string | number>>(new Set());
  const [to, setTo] = useState<number>();
  const [busy, setBusy] = useState(false);

  /** set changes one filter in the address, keeping the others. */
  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, v);
    }
    setParams(next);
  };
  const setWho = (v: string) => {
    if (v === 'mine') set({ mine: '1', collector: undefined });
    else set({ mine: undefined, collector: v || undefined });
  };

  const assign = async () => {
    if (to === undefined) return;
    setBusy(true);
    try {
      const done = await collectionsApi.assign([...checked].map(String), to);
      message.success(`${done.assigned} account${done.assigned === 1 ? '' : 's'} assigned to ${done.to}.`);
      setChecked(new Set());
      list.reload();
    } catch (e) {
      message.error((e as ApiError).message);
    } finally {
      setBusy(false);
    }
  };

  const buckets = list.data?.buckets ?? settings.data?.buckets ?? [];
  const days = f.minDays || f.maxDays ? `${f.minDays ?? 1}–${f.maxDays ? f.maxDays : '…'} days past due` : '';
  const columns: Column<CollectionAccount>[] = [
    {
      title: 'Order', dataIndex: 'orderNo', render: (no: string, r) => (
        <Space size={4} wrap>
          <Link to={collectionsAccountPath(no)}>{no}</Link>
          {r.followUp && <Tag color="red" data-testid="follow-up">follow up</Tag>}
          {r.writtenOff && <Tag>written off</Tag>}
        </Space>
      ),
    },
    { title: 'Borrower', dataIndex: 'name', render: (name: string, r) => <span>{name}<br /><Typography.Text type="secondary" className="console-nowrap">{r.phone}</Typography.Text></span> },
    { title: 'Days past due', dataIndex: 'daysPastDue', align: 'right', sortKey: 'due' },
    { title: 'Bucket', dataIndex: 'bucket' },
    { title: 'Owed', key: 'owed', align: 'right', sortKey: 'amount', render: (_: never, r) => <OwedCell row={r} /> },
    { title: 'Collector', dataIndex: 'collectorName', render: (n: string) => n || <Typography.Text type="secondary">nobody</Typography.Text> },
    {
      title: 'Last contact', dataIndex: 'lastContactAt', render: (at: string, r) => (
        r.lastOutcome ? <span>{outcomeText(r.lastOutcome)}<br /><Typography.Text type="secondary">{when(at)}</Typography.Text></span> : ''
      ),
    },
    { title: 'Promise', dataIndex: 'promiseState', render: (s: string) => <PromiseTag state={s} /> },
    { title: 'Next action', dataIndex: 'nextAction', render: (d: string) => <span className="console-nowrap">{d}</span> },
  ];

  return (
    <>
      <Typography.Title level={3} className="console-page-title">Collections</Typography.Title>
      <Space className="console-toolbar" wrap aria-label="Buckets" data-testid="buckets">
        <Tag.CheckableTag checked={!f.bucket && !days} onChange={() => set({ bucket: undefined, minDays: undefined, maxDays: undefined })}>
          All past due
        </Tag.CheckableTag>
        {buckets.map((b) => (
          <Tag.CheckableTag key={b.name} checked={f.bucket === b.name}
            onChange={(on) => set({ bucket: on ? b.name : undefined, minDays: undefined, maxDays: undefined })}>
            {bucketLabel(b)}
          </Tag.CheckableTag>
        ))}
        {days && <Tag closable onClose={() => set({ minDays: undefined, maxDays: undefined })} data-testid="days-filter">{days}</Tag>}
      </Space>
      <Form layout="inline" className="console-toolbar">
        <Form.Item label="Collector">
          <Select aria-label="Collector" value={who(f)} style={{ width: 200 }} onChange={setWho}
            options={[
              { value: '', label: 'Anyone' },
              { value: 'mine', label: 'Mine' },
              { value: '-1', label: 'Unassigned' },
              ...collectors.map((c) => ({ value: String(c.id), label: c.name })),
            ]} />
        </Form.Item>
        <Form.Item label="Promise">
          <Select aria-label="Promise" value={f.promise ?? ''} style={{ width: 140 }} onChange={(v: string) => set({ promise: v || undefined })}
            options={[{ value: '', label: 'Any' }, ...['none', 'open', 'kept', 'broken'].map((s) => ({ value: s, label: s }))]} />
        </Form.Item>
        <Form.Item label="Sort">
          <Select aria-label="Sort" value={list.sort || 'urgency'} style={{ width: 200 }}
            onChange={(v: string) => sortTo(list, v)}
            options={[
              { value: 'urgency', label: 'Urgency' },
              { value: 'due', label: 'Days past due (most first)' },
              { value: '-due', label: 'Days past due (fewest first)' },
              { value: 'amount', label: 'Amount (least first)' },
              { value: '-amount', label: 'Amount (most first)' },
            ]} />
        </Form.Item>
        <Space>
          <Button onClick={list.reload}>Refresh</Button>
          {lead && <Link to={paths.collectionsSettings}>Rules and texts</Link>}
          {can('collection-reports') && <Link to={paths.collectionReports}>Reports</Link>}
        </Space>
      </Form>
      {lead && (
        <Space className="console-toolbar" wrap data-testid="assign-bar">
          <Typography.Text>{checked.size} selected</Typography.Text>
          <Select aria-label="Assign to" placeholder="Assign to…" style={{ width: 200 }} value={to} onChange={setTo}
            options={[{ value: 0, label: 'Nobody' }, ...collectors.map((c) => ({ value: c.id, label: c.name }))]} />
          <Button type="primary" disabled={checked.size === 0 || to === undefined} loading={busy} onClick={assign}>Assign</Button>
        </Space>
      )}
      <LoadError error={list.error ?? settings.error} />
      <DataTable<CollectionAccount> rowKey={(r) => r.orderNo} rows={list.rows} paged={list} testId="worklist"
        emptyText="No account past due matches." columns={columns}
        selection={lead ? { keys: checked, onChange: setChecked } : undefined} />
      <Typography.Paragraph type="secondary" className="console-after">
        Hover an amount for its components. <Button type="link" size="small" onClick={() => navigate(paths.dashboard)}>The overdue book on the dashboard</Button>
      </Typography.Paragraph>
    </>
  );
}
