// Accounting (finance, admin; read-only): the books' reports, the same
// figures as `kwarta report …` (docs/ACCOUNTING.md, "The reports"): the
// trial balance on a date, which sums to zero; the general-ledger journal
// of a period, a posting a row; the income statement; the receivables
// aging; the disbursement and collection registers. Each has its CSV file
// (internal/export escapes formula cells). Dates are market dates; money
// is in the market's currency.
import { Button, Input, Radio, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { API, api, query, type AgingBucket, type Balance, type JournalLine, type Register, type RegisterLine, type StatementLine } from '../api';
import { DataTable } from '../DataTable';
import { day, marketCurrency, money, when } from '../format';
import { usePaged } from '../paging';
import { orderPath } from '../screens';
import { LoadError, useLoad } from './common';

/** reports are the screen's sections, in order; dated ones are taken on one date, the others over a period. */
export const reports = [
  { key: 'trial-balance', label: 'Trial balance', dated: true },
  { key: 'journal', label: 'Journal', dated: false },
  { key: 'income', label: 'Income statement', dated: false },
  { key: 'aging', label: 'Aging', dated: true },
  { key: 'disbursements', label: 'Disbursements', dated: false },
  { key: 'collections', label: 'Collections', dated: false },
] as const;

type ReportKey = (typeof reports)[number]['key'];

interface Dates {
  date: string;
  from: string;
  to: string;
}

/** monthStart is the first day of a YYYY-MM-DD date's month. */
export function monthStart(date: string): string {
  return `${date.slice(0, 8)}01`;
}

/** csvParams are the parameters of a report's CSV file: its date, or its period. */
export function csvParams(key: ReportKey, d: Dates): Record<string, string> {
  return reports.find((r) => r.key === key)?.dated ? { date: d.date } : { from: d.from, to: d.to };
}

const pesos = (v: number) => money(v, marketCurrency());
const right = 'right' as const;

export function Accounting() {
  const [section, setSection] = useState<ReportKey>('trial-balance');
  const [d, setD] = useState<Dates>(() => {
    const today = day(new Date());
    return { date: today, from: monthStart(today), to: today };
  });
  const dated = reports.find((r) => r.key === section)?.dated;
  const set = (k: keyof Dates) => (e: { target: { value: string } }) => e.target.value && setD({ ...d, [k]: e.target.value });
  return (
    <>
      <Typography.Title level={3}>Accounting</Typography.Title>
      <Typography.Paragraph type="secondary">
        The books, read-only: what every money event posted. Dates are market dates; amounts in {marketCurrency()}.
      </Typography.Paragraph>
      <div className="console-toolbar">
        <Radio.Group optionType="button" buttonStyle="solid" value={section} onChange={(e) => setSection(e.target.value as ReportKey)}
          options={reports.map((r) => ({ label: r.label, value: r.key }))} aria-label="Report" />
      </div>
      <Space className="console-toolbar">
        {dated ? (
          <Input type="date" aria-label="On" value={d.date} onChange={set('date')} />
        ) : (
          <>
            <Input type="date" aria-label="From" value={d.from} onChange={set('from')} />
            <Input type="date" aria-label="To" value={d.to} onChange={set('to')} />
          </>
        )}
        <Button href={`${API}/accounting/${section}.csv${query(csvParams(section, d))}`} download>Download CSV</Button>
      </Space>
      {section === 'trial-balance' && <TrialBalanceReport date={d.date} />}
      {section === 'journal' && <Journal from={d.from} to={d.to} />}
      {section === 'income' && <Income from={d.from} to={d.to} />}
      {section === 'aging' && <AgingReport date={d.date} />}
      {(section === 'disbursements' || section === 'collections') && <RegisterReport name={section} from={d.from} to={d.to} />}
    </>
  );
}

function TrialBalanceReport({ date }: { date: string }) {
  const tb = useLoad(() => api.trialBalance(date), [date]);
  const t = tb.data;
  return (
    <>
      <LoadError error={tb.error} />
      <DataTable<Balance> testId="trial-balance" rowKey={(r) => r.code} rows={t?.rows ?? []} loading={tb.loading} small
        emptyText="Nothing posted by this date."
        columns={[
          { title: 'Account', dataIndex: 'code' },
          { title: 'Name', dataIndex: 'name' },
          { title: 'Kind', dataIndex: 'kind' },
          { title: 'Debits', dataIndex: 'debits', align: right, render: pesos },
          { title: 'Credits', dataIndex: 'credits', align: right, render: pesos },
          { title: 'Balance', dataIndex: 'balance', align: right, render: pesos },
        ]} />
      {t && (
        <Typography.Paragraph className="console-after" strong data-testid="trial-total">
          Total on {t.date}: debits {pesos(t.debits)}, credits {pesos(t.credits)}, balance {pesos(t.total)}{' '}
          {t.total === 0 ? <Tag color="green">sums to zero</Tag> : <Tag color="red">does not balance</Tag>}
        </Typography.Paragraph>
      )}
    </>
  );
}

function Journal({ from, to }: { from: string; to: string }) {
  const list = usePaged((p) => api.journal({ from, to, ...p }), [from, to], { sort: 'date' });
  return (
    <>
      <LoadError error={list.error} />
      <DataTable<JournalLine> testId="journal" rowKey={(r) => r.id} rows={list.rows} paged={list} small
        emptyText="No postings in these days."
        columns={[
          { title: 'Date', dataIndex: 'date', sortKey: 'date', render: (v: string) => <span className="console-nowrap">{v}</span> },
          { title: 'Entry', dataIndex: 'entryId' },
          { title: 'Kind', dataIndex: 'kind' },
          { title: 'Order', dataIndex: 'orderNo', render: (no: string) => (no ? <Link to={orderPath(no)}>{no}</Link> : '') },
          { title: 'Account', key: 'account', sortKey: 'account', render: (_: never, r) => `${r.account} ${r.accountName}` },
          { title: 'Debit', dataIndex: 'debit', align: right, render: (v: number) => (v ? pesos(v) : '') },
          { title: 'Credit', dataIndex: 'credit', align: right, render: (v: number) => (v ? pesos(v) : '') },
          { title: 'Memo', dataIndex: 'memo' },
        ]} />
    </>
  );
}

function Income({ from, to }: { from: string; to: string }) {
  const st = useLoad(() => api.income({ from, to }), [from, to]);
  const s = st.data;
  return (
    <>
      <LoadError error={st.error} />
      <DataTable<StatementLine> testId="income" rowKey={(r) => r.code} rows={s?.lines ?? []} loading={st.loading} small
        columns={[
          { title: 'Account', dataIndex: 'code' },
          { title: 'Name', dataIndex: 'name' },
          { title: 'Kind', dataIndex: 'kind' },
          { title: 'Amount', dataIndex: 'amount', align: right, render: pesos },
        ]} />
      {s && (
        <Typography.Paragraph className="console-after" strong data-testid="income-total">
          Income {pesos(s.income)}, expenses {pesos(s.expenses)}, net income {pesos(s.net)}
        </Typography.Paragraph>
      )}
    </>
  );
}

function AgingReport({ date }: { date: string }) {
  const aging = useLoad(() => api.aging(date), [date]);
  const a = aging.data;
  const rows = a ? [...(a.buckets ?? []), a.total] : [];
  return (
    <>
      <LoadError error={aging.error} />
      <Typography.Paragraph type="secondary">What the orders owe in the books, by days past their due date.</Typography.Paragraph>
      <DataTable<AgingBucket> testId="aging" rowKey={(r) => r.bucket} rows={rows} loading={aging.loading} small
        columns={[
          { title: 'Days past due', dataIndex: 'bucket' },
          { title: 'Orders', dataIndex: 'orders', align: right },
          { title: 'Principal', dataIndex: 'principal', align: right, render: pesos },
          { title: 'Interest', dataIndex: 'interest', align: right, render: pesos },
          { title: 'Fees', dataIndex: 'fees', align: right, render: pesos },
          { title: 'Late interest', dataIndex: 'lateInterest', align: right, render: pesos },
          { title: 'Penalty', dataIndex: 'penalty', align: right, render: pesos },
          { title: 'Total', dataIndex: 'total', align: right, render: pesos },
        ]} />
    </>
  );
}

function RegisterReport({ name, from, to }: { name: Register; from: string; to: string }) {
  const list = usePaged((p) => api.register(name, { from, to, ...p }), [name, from, to], { sort: 'at' });
  return (
    <>
      <LoadError error={list.error} />
      <DataTable<RegisterLine> testId={name} rowKey={(r) => r.id} rows={list.rows} paged={list} small
        emptyText={name === 'disbursements' ? 'No loans paid out in these days.' : 'No payments received in these days.'}
        columns={[
          { title: 'At', dataIndex: 'at', sortKey: 'at', render: when },
          { title: 'Order', dataIndex: 'orderNo', render: (no: string) => <Link to={orderPath(no)}>{no}</Link> },
          { title: 'Borrower', dataIndex: 'borrower' },
          { title: 'Phone', dataIndex: 'phone' },
          { title: 'Channel', dataIndex: 'channel' },
          { title: 'Reference', dataIndex: 'reference' },
          ...(name === 'collections' ? [{ title: 'Purpose', dataIndex: 'purpose' as const }] : []),
          { title: 'Amount', dataIndex: 'amount', sortKey: 'amount', align: right, render: (v: number, r) => money(v, r.currency) },
        ]} />
    </>
  );
}
