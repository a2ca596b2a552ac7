// Collection reports (collection-reports: admin, finance, the collections
// lead; read-only): the figures of docs/COLLECTIONS.md, "Reports", as
// `kwarta report par|roll-rates|…` writes them: the portfolio at risk on a
// date, the roll rates of a month (from the month-end snapshots), the
// vintage curves, the collection efficiency and the promise-to-pay kept
// rate by month, and each collector's work in a period. Each has its CSV
// file. Money is minor units in the report's currency; shares come in
// basis points. The section is in the address (?report=roll-rates).
import { Alert, Button, Input, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  API, type CollectionReport, type CollectorRow, type EfficiencyRow, type PARLine, type PromiseRow, query, reportsApi,
  type RollRates, type RollRow, type Vintages,
} from '../api';
import { BarChart, LineChart } from '../charts';
import { type Column, DataTable } from '../DataTable';
import { day, money, percentBp } from '../format';
import { LoadError, useLoad } from './common';

/** sections are the screen's reports, in order. */
export const sections: { key: CollectionReport; label: string }[] = [
  { key: 'par', label: 'Portfolio at risk' },
  { key: 'roll-rates', label: 'Roll rates' },
  { key: 'vintage', label: 'Vintages' },
  { key: 'efficiency', label: 'Collection efficiency' },
  { key: 'promises', label: 'Promise kept rate' },
  { key: 'collectors', label: 'Collectors' },
];

/** addMonths moves a YYYY-MM month by n months (negative: back). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const i = y * 12 + (m - 1) + n;
  return `${String(Math.floor(i / 12)).padStart(4, '0')}-${String((i % 12) + 1).padStart(2, '0')}`;
}

/** Params are every report's inputs; each report reads its own. */
export interface Params {
  date: string;
  month: string;
  fromMonth: string;
  toMonth: string;
  from: string;
  to: string;
}

/** defaults are the inputs on opening: today; last month's roll rates; the last 12 months; this month so far. */
export function defaults(today: string): Params {
  const month = today.slice(0, 7);
  return { date: today, month: addMonths(month, -1), fromMonth: addMonths(month, -11), toMonth: month, from: `${month}-01`, to: today };
}

/** csvHref is a report's CSV file with the inputs it reads. */
export function csvHref(key: CollectionReport, p: Params): string {
  const q: Record<string, string> = {
    par: { date: p.date },
    'roll-rates': { month: p.month },
    vintage: {},
    efficiency: { from: p.fromMonth, to: p.toMonth },
    promises: { from: p.fromMonth, to: p.toMonth },
    collectors: { from: p.from, to: p.to },
  }[key];
  return `${API}/collections/reports/${key}.csv${query(q)}`;
}

const right = 'right' as const;

export function CollectionReports() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('report');
  const section = sections.find((s) => s.key === asked)?.key ?? 'par';
  const [p, setP] = useState<Params>(() => defaults(day(new Date())));
  const set = (k: keyof Params) => (e: { target: { value: string } }) => e.target.value && setP({ ...p, [k]: e.target.value });
  const monthly = section === 'efficiency' || section === 'promises';
  return (
    <>
      <Typography.Title level={3}>Collection reports</Typography.Title>
      <Typography.Paragraph type="secondary">
        How the book past due is doing, read-only: principal at risk, where it rolls, how each month&apos;s loans age, what comes in
        and who brought it. Dates and months are market time.
      </Typography.Paragraph>
      <div className="console-toolbar">
        <Radio.Group optionType="button" buttonStyle="solid" value={section} aria-label="Report"
          onChange={(e) => setParams({ report: e.target.value as string }, { replace: true })}
          options={sections.map((s) => ({ label: s.label, value: s.key }))} />
      </div>
      <Space className="console-toolbar" wrap>
        {section === 'par' && <Input type="date" aria-label="On" value={p.date} onChange={set('date')} />}
        {section === 'roll-rates' && <Input type="month" aria-label="Month" value={p.month} onChange={set('month')} />}
        {monthly && (
          <>
            <Input type="month" aria-label="From month" value={p.fromMonth} onChange={set('fromMonth')} />
            <Input type="month" aria-label="To month" value={p.toMonth} onChange={set('toMonth')} />
          </>
        )}
        {section === 'collectors' && (
          <>
            <Input type="date" aria-label="From" value={p.from} onChange={set('from')} />
            <Input type="date" aria-label="To" value={p.to} onChange={set('to')} />
          </>
        )}
        <Button href={csvHref(section, p)} download>Download CSV</Button>
      </Space>
      {section === 'par' && <PARReport date={p.date} />}
      {section === 'roll-rates' && <RollRatesReport month={p.month} />}
      {section === 'vintage' && <VintageReport />}
      {section === 'efficiency' && <EfficiencyReport from={p.fromMonth} to={p.toMonth} />}
      {section === 'promises' && <PromisesReport from={p.fromMonth} to={p.toMonth} />}
      {section === 'collectors' && <CollectorsReport from={p.from} to={p.to} />}
    </>
  );
}

function PARReport({ date }: { date: string }) {
  const par = useLoad(() => reportsApi.par(date), [date]);
  const r = par.data;
  const lines: PARLine[] = r?.lines ?? [];
  const pesos = (v: number) => money(v, r?.currency ?? 'PHP');
  return (
    <>
      <LoadError error={par.error} />
      {r && (
        <>
          <Typography.Paragraph data-testid="par-total">
            Principal outstanding on {r.date}: <strong>{pesos(r.principal)}</strong> in {r.orders} loan{r.orders === 1 ? '' : 's'}.
          </Typography.Paragraph>
          <BarChart title="Principal at risk" testId="par" columns={['Days past due', 'Principal']}
            data={lines.map((l) => ({ label: parLabel(l), value: l.principal, text: pesos(l.principal) }))}
            extra={[
              { title: 'Share', cells: lines.map((l) => percentBp(l.shareBp)) },
              { title: 'Loans', cells: lines.map((l) => String(l.orders)) },
            ]} />
        </>
      )}
    </>
  );
}

/** parLabel names a threshold with its days: PAR30 (over 30 days). */
export function parLabel(l: { name: string; over: number }): string {
  return l.over > 0 ? `${l.name} (over ${l.over} days)` : `${l.name} (1+ days)`;
}

function RollRatesReport({ month }: { month: string }) {
  const rr = useLoad(() => reportsApi.rollRates(month), [month]);
  const r = rr.data;
  return (
    <>
      <LoadError error={rr.error} />
      {r && !r.ready && (
        <Alert className="console-toolbar" type="info" showIcon data-testid="roll-not-ready"
          message={`The roll rates of ${r.month} need the month-end snapshots of ${r.from} and ${r.to}.`}
          description="The collections job writes each month's snapshot early the next month; kwarta report snapshot --month YYYY-MM writes one now." />
      )}
      {r && r.ready && (
        <Typography.Paragraph type="secondary">
          Where the principal in each aging bucket on {r.from} stood on {r.to}, as shares of the row&apos;s principal; hover a share for its amount.
        </Typography.Paragraph>
      )}
      <DataTable<RollRow> testId="roll-rates" rowKey={(row) => row.from} rows={r?.ready ? r.rows ?? [] : []} loading={rr.loading} small
        emptyText={r?.ready ? 'No principal outstanding at the earlier month-end.' : 'No snapshots for these month-ends.'}
        columns={rollColumns(r)} />
    </>
  );
}

/** rollColumns are the matrix's columns: the starting bucket, its loans and principal, then a share per destination. */
export function rollColumns(r: RollRates | undefined): Column<RollRow>[] {
  const currency = r?.currency ?? 'PHP';
  return [
    { title: `On ${r?.from ?? 'the earlier month-end'}`, dataIndex: 'from', render: (v: string) => <strong>{v}</strong> },
    { title: 'Loans', dataIndex: 'orders', align: right },
    { title: 'Principal', dataIndex: 'principal', align: right, render: (v: number) => money(v, currency) },
    ...(r?.columns ?? []).map((c, i): Column<RollRow> => ({
      title: c, key: c, align: right,
      render: (_: never, row) => {
        const bp = row.shareBp?.[i] ?? 0;
        return (
          <span title={money(row.to?.[i] ?? 0, currency)} className={bp === 0 ? 'console-muted' : undefined}>{percentBp(bp)}</span>
        );
      },
    })),
  ];
}

/** vintageSeries are the vintage curves as a line chart's series: a line per disbursement month, by months on book. */
export function vintageSeries(v: Vintages | undefined) {
  return (v?.vintages ?? []).map((vin) => ({
    label: vin.month,
    points: (vin.points ?? []).map((pt) => ({ x: pt.monthsOnBook, y: pt.shareBp, text: percentBp(pt.shareBp) })),
  }));
}

function VintageReport() {
  const vin = useLoad(() => reportsApi.vintage(), []);
  const v = vin.data;
  const series = vintageSeries(v);
  return (
    <>
      <LoadError error={vin.error} />
      <Typography.Paragraph type="secondary">
        For each month&apos;s loans, the principal more than 30 days past due at each month-end, as a share of the principal disbursed that month.
      </Typography.Paragraph>
      {v && series.length === 0 && <Typography.Paragraph data-testid="vintage-empty">No month-end snapshots yet.</Typography.Paragraph>}
      {v && series.length > 0 && (
        <LineChart title="Over 30 days past due, by months on book" testId="vintage" series={series}
          columns={['Disbursed in', 'Months on book']} yText={percentBp}
          extra={{ title: 'Disbursed', cells: (v.vintages ?? []).map((x) => money(x.disbursed, v.currency)) }} />
      )}
    </>
  );
}

function EfficiencyReport({ from, to }: { from: string; to: string }) {
  const eff = useLoad(() => reportsApi.efficiency(from, to), [from, to]);
  const e = eff.data;
  const rows: EfficiencyRow[] = e?.rows ?? [];
  const pesos = (v: number) => money(v, e?.currency ?? 'PHP');
  return (
    <>
      <LoadError error={eff.error} />
      <Typography.Paragraph type="secondary">
        Money received in a month ÷ the instalments that fell due in it (— when none fell due); paying arrears or ahead can take it over 100%.
      </Typography.Paragraph>
      {e && (
        <BarChart title="Collection efficiency" testId="efficiency" columns={['Month', 'Efficiency']}
          data={rows.map((r) => ({ label: r.month, value: r.shareBp, text: r.fellDue > 0 ? percentBp(r.shareBp) : '—' }))}
          extra={[
            { title: 'Received', cells: rows.map((r) => pesos(r.received)) },
            { title: 'Fell due', cells: rows.map((r) => pesos(r.fellDue)) },
          ]} />
      )}
    </>
  );
}

function PromisesReport({ from, to }: { from: string; to: string }) {
  const pr = useLoad(() => reportsApi.promises(from, to), [from, to]);
  const r = pr.data;
  const rows: PromiseRow[] = r?.rows ?? [];
  const pesos = (v: number) => money(v, r?.currency ?? 'PHP');
  return (
    <>
      <LoadError error={pr.error} />
      <Typography.Paragraph type="secondary">Promises to pay resolved in each month: kept ÷ (kept + broken).</Typography.Paragraph>
      {r && (
        <BarChart title="Promise kept rate" testId="promises" columns={['Month', 'Kept rate']}
          data={rows.map((x) => ({ label: x.month, value: x.keptRateBp, text: x.kept + x.broken > 0 ? percentBp(x.keptRateBp) : '—' }))}
          extra={[
            { title: 'Kept', cells: rows.map((x) => String(x.kept)) },
            { title: 'Broken', cells: rows.map((x) => String(x.broken)) },
            { title: 'Kept amount', cells: rows.map((x) => pesos(x.keptAmount)) },
            { title: 'Broken amount', cells: rows.map((x) => pesos(x.brokenAmount)) },
          ]} />
      )}
    </>
  );
}

function CollectorsReport({ from, to }: { from: string; to: string }) {
  const cs = useLoad(() => reportsApi.collectors(from, to), [from, to]);
  const c = cs.data;
  const currency = c?.currency ?? 'PHP';
  return (
    <>
      <LoadError error={cs.error} />
      <DataTable<CollectorRow> testId="collectors" rowKey={(r) => r.operatorId} rows={c?.rows ?? []} loading={cs.loading} small
        emptyText="No collection work in these days."
        columns={[
          { title: 'Collector', dataIndex: 'name' },
          { title: 'Calls', dataIndex: 'calls', align: right },
          { title: 'Visits', dataIndex: 'visits', align: right },
          { title: 'Texts', dataIndex: 'texts', align: right },
          { title: 'Reached', dataIndex: 'reached', align: right },
          { title: 'Promises', dataIndex: 'promises', align: right },
          { title: 'Kept', dataIndex: 'kept', align: right },
          { title: 'Broken', dataIndex: 'broken', align: right },
          { title: 'Payments', dataIndex: 'payments', align: right },
          { title: 'Recovered', dataIndex: 'recoveries', align: right, render: (v: number) => money(v, currency) },
        ]} />
    </>
  );
}
