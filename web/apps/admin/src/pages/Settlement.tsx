// Settlement (finance, admin: the payments permission), under Payments: a
// provider's settlement file uploaded and matched line by line with the
// payments credited (docs/PAYMENTS.md, "Settlement files";
// docs/ACCOUNTING.md, "Settlement"), the files imported with their
// summaries, and the lines that did not match as a queue, each resolved
// with a note (audited; no money moves: a correction is a later file or a
// servicing action).
import { Alert, App, Button, Card, Form, Input, Radio, Select, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, api, type SettlementFile, type SettlementItem } from '../api';
import { DataTable } from '../DataTable';
import { marketCurrency, money, when } from '../format';
import { usePaged } from '../paging';
import { orderPath, paths } from '../screens';
import { LoadError } from './common';

/** kinds are a queue line's outcomes in plain words, with the tag's colour. */
export const kinds: Record<string, { text: string; color: string }> = {
  differ: { text: 'amount differs', color: 'gold' },
  'missing-here': { text: 'missing here', color: 'red' },
  'missing-provider': { text: 'missing at the provider', color: 'orange' },
  'settled-before': { text: 'settled before', color: 'blue' },
};

/** kindText is a line's outcome in plain words. */
export function kindText(outcome: string): string {
  return kinds[outcome]?.text ?? outcome;
}

/** imported says what an import did: its counts, or that the file was imported before and nothing changed. */
export function imported(f: SettlementFile): string {
  if (f.again) {
    return `This file was imported before (#${f.id} ${f.name}, ${when(f.at)} by ${f.operator}): nothing was saved or posted again.`;
  }
  return `Imported #${f.id} ${f.name}: ${f.lines} lines, ${f.matched} matched, ${f.differ} amount differs, ${f.missingHere} missing here, ` +
    `${f.missingProvider} missing at the provider, ${f.duplicate} settled before; ${pesos(f.settled)} settled, ${pesos(f.fees)} fees.`;
}

const pesos = (v: number) => money(v, marketCurrency());
const right = 'right' as const;
/** amountOr writes an amount, or a dash where the line has none (ours when missing here, the provider's when missing there). */
const amountOr = (v: number, none: boolean) => (none ? <Typography.Text type="secondary">—</Typography.Text> : pesos(v));

type Outcome = { type: 'success' | 'warning' | 'error'; text: string };

function Upload({ onImported }: { onImported(f: SettlementFile): void }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const send = async () => {
    if (!file) return;
    setBusy(true);
    setOutcome(undefined);
    try {
      const f = await api.importSettlement(file);
      setOutcome({ type: f.again ? 'warning' : 'success', text: imported(f) });
      if (input.current) input.current.value = '';
      setFile(undefined);
      onImported(f);
    } catch (e) {
      const err = e as ApiError;
      setOutcome({ type: 'error', text: err.fields.file ?? err.message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card size="small" className="console-toolbar" title="Import a settlement file">
      <Space wrap>
        <input ref={input} type="file" accept=".csv,text/csv" aria-label="Settlement file" data-testid="settlement-file"
          onChange={(e) => setFile(e.target.files?.[0])} />
        <Button type="primary" onClick={() => void send()} disabled={!file || busy}>{busy ? 'Importing…' : 'Import'}</Button>
      </Space>
      <Typography.Paragraph type="secondary" className="console-after">
        The provider's CSV file (at most 2 MB). Each line is matched with our credited payments by transaction id, else by the
        provider's reference; a matched line moves its money from the channel's cash in transit to the bank, less the fee.
      </Typography.Paragraph>
      {outcome && <Alert type={outcome.type} showIcon message={outcome.text} data-testid="settlement-outcome" />}
    </Card>
  );
}

function Files({ list }: { list: ReturnType<typeof useFiles> }) {
  return (
    <>
      <Typography.Title level={4}>Files imported</Typography.Title>
      <LoadError error={list.error} />
      <DataTable<SettlementFile> testId="settlement-files" rowKey={(r) => r.id} rows={list.rows} paged={list} small
        emptyText="No settlement file imported yet."
        columns={[
          { title: 'Imported', dataIndex: 'at', sortKey: 'at', render: (v: string, r) => <span>{when(v)}<br /><Typography.Text type="secondary">by {r.operator}</Typography.Text></span> },
          { title: 'File', key: 'name', render: (_: never, r) => <span>#{r.id} {r.name}</span> },
          { title: 'Days', key: 'days', render: (_: never, r) => <span className="console-nowrap">{r.firstDay === r.lastDay ? r.firstDay : `${r.firstDay} – ${r.lastDay}`}</span> },
          { title: 'Lines', dataIndex: 'lines', align: right },
          { title: 'Matched', dataIndex: 'matched', align: right },
          { title: 'Amount differs', dataIndex: 'differ', align: right },
          { title: 'Missing here', dataIndex: 'missingHere', align: right },
          { title: 'Missing at the provider', dataIndex: 'missingProvider', align: right },
          { title: 'Settled before', dataIndex: 'duplicate', align: right },
          { title: 'Settled', dataIndex: 'settled', align: right, render: pesos },
          { title: 'Fees', dataIndex: 'fees', align: right, render: pesos },
        ]} />
    </>
  );
}

function useFiles(version: number) {
  return usePaged((p) => api.settlementFiles(p), [version], { sort: '-at' });
}

function Queue({ files, version }: { files: readonly SettlementFile[]; version: number }) {
  const { message } = App.useApp();
  const [resolved, setResolved] = useState(false);
  const [file, setFile] = useState(0);
  const list = usePaged((p) => api.settlementQueue(file, resolved, p), [file, resolved, version], { sort: 'line' });
  const [open, setOpen] = useState<SettlementItem>();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ note: string }>();

  const start = (r: SettlementItem) => {
    setOpen(r);
    form.setFieldsValue({ note: '' });
  };
  const resolve = async ({ note }: { note: string }) => {
    if (!open) return;
    setBusy(true);
    try {
      await api.resolveSettlementLine(open.id, note.trim());
      message.success(`Line resolved: ${kindText(open.outcome)}, ${open.refNo || open.txnId}.`);
      setOpen(undefined);
      list.reload();
    } catch (e) {
      const err = e as ApiError;
      if (err.fields.note) form.setFields([{ name: 'note', errors: [err.fields.note] }]);
      else message.error(err.message);
      if (err.status === 409) {
        setOpen(undefined);
        list.reload();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Typography.Title level={4}>Lines that did not match</Typography.Title>
      <Typography.Paragraph type="secondary">
        <b>Amount differs</b>: the provider settled another amount than we credited. <b>Missing here</b>: no credited payment of ours
        has the line's references. <b>Missing at the provider</b>: our payment of the file's days is not in it. <b>Settled
        before</b>: an earlier line settled the payment. Resolving a line records what was found; it moves no money.
      </Typography.Paragraph>
      <Space wrap className="console-toolbar">
        <Radio.Group optionType="button" buttonStyle="solid" value={resolved ? 'resolved' : 'open'} aria-label="Queue"
          onChange={(e) => {
            setResolved(e.target.value === 'resolved');
            setOpen(undefined);
          }}
          options={[{ label: 'Open', value: 'open' }, { label: 'Resolved', value: 'resolved' }]} />
        <Select<number> value={file} onChange={setFile} aria-label="File" className="console-file-select"
          options={[{ value: 0, label: 'Every file' }, ...files.map((f) => ({ value: f.id, label: `#${f.id} ${f.name}` }))]} />
      </Space>
      <LoadError error={list.error} />
      {open && (
        <Card className="console-toolbar" size="small" data-testid="settlement-resolve"
          title={`Resolve: ${kindText(open.outcome)}, ${open.refNo || open.txnId}`}>
          <Form form={form} layout="vertical" requiredMark={false} onFinish={(f) => void resolve(f)}>
            <Form.Item name="note" label="Note (what was found; kept with the line and in the audit log)"
              rules={[{ required: true, whitespace: true, message: 'Say what was found: resolving a line needs a note.' }]}>
              <Input.TextArea rows={2} maxLength={500} showCount autoFocus />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={busy}>Mark resolved</Button>
              <Button onClick={() => setOpen(undefined)}>Cancel</Button>
            </Space>
          </Form>
        </Card>
      )}
      <DataTable<SettlementItem> testId="settlement-queue" rowKey={(r) => r.id} rows={list.rows} paged={list} small
        emptyText={resolved ? 'No line resolved yet.' : 'No line waits for review.'}
        columns={[
          { title: 'Kind', dataIndex: 'outcome', render: (v: string) => <Tag color={kinds[v]?.color}>{kindText(v)}</Tag> },
          { title: 'File, line', key: 'line', sortKey: 'line', render: (_: never, r) => <span className="console-nowrap">#{r.fileId}, {r.lineNo ? `line ${r.lineNo}` : 'not in it'}</span> },
          {
            title: 'Reference', key: 'ref',
            render: (_: never, r) => <span className="console-nowrap">{r.refNo || '—'}<br /><Typography.Text type="secondary">{r.txnId}</Typography.Text></span>,
          },
          { title: 'Day', dataIndex: 'refDate', render: (v: string) => <span className="console-nowrap">{v}</span> },
          { title: 'Order', dataIndex: 'orderNo', render: (no: string) => (no ? <Link to={orderPath(no)}>{no}</Link> : '—') },
          { title: 'Channel', key: 'channel', render: (_: never, r) => r.channel || r.procId || '—' },
          { title: 'Our amount', dataIndex: 'ours', align: right, render: (v: number, r) => amountOr(v, r.outcome === 'missing-here') },
          { title: "Provider's amount", dataIndex: 'amount', sortKey: 'amount', align: right, render: (v: number, r) => amountOr(v, r.outcome === 'missing-provider') },
          resolved
            ? {
                title: 'Resolved', key: 'resolved',
                render: (_: never, r) => <span>{r.note}<br /><Typography.Text type="secondary">by {r.resolvedBy}, {r.resolvedAt ? when(r.resolvedAt) : ''}</Typography.Text></span>,
              }
            : { title: '', key: 'resolve', render: (_: never, r) => <Button size="small" type="primary" onClick={() => start(r)}>Resolve</Button> },
        ]} />
    </>
  );
}

export function Settlement() {
  // An import: the files and the queue read again.
  const [version, setVersion] = useState(0);
  const files = useFiles(version);
  return (
    <>
      <Typography.Title level={3} className="console-page-title">Settlement</Typography.Title>
      <Typography.Paragraph type="secondary">
        <Link to={paths.payments}>Payments</Link> › the provider's settlement files matched with the payments we credited. Amounts in {marketCurrency()}.
      </Typography.Paragraph>
      <Upload onImported={() => setVersion((v) => v + 1)} />
      <Files list={files} />
      <Queue files={files.rows} version={version} />
    </>
  );
}
