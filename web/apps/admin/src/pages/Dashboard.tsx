// The dashboard (every role): today's and this month's work in the market's
// days, the overdue book by age and the landing funnel, from one call
// (GET dashboard); money in minor units, written in the currency.
import { Button, Card, Radio, Typography } from 'antd';
import { useState } from 'react';
import { api, type Dashboard as Data, type FunnelPeriod, type Period } from '../api';
import { BarChart, share } from '../charts';
import { money, when, zoneLabel } from '../format';
import { worklistPath } from '../screens';
import { useSession } from '../session';
import { LoadError, useLoad } from './common';

function PeriodCard({ title, p, currency, testId }: { title: string; p: Period; currency: string; testId: string }) {
  const figures: [string, string][] = [
    ['Applications', String(p.applications)],
    ['Approvals', String(p.approvals)],
    ['Disbursed', money(p.disbursed, currency)],
    ['Collected', money(p.collected, currency)],
  ];
  return (
    <Card size="small" title={`${title} (from ${p.from})`} data-testid={testId}>
      <dl>
        {figures.map(([k, v]) => (
          <div key={k}><dt>{k}</dt><dd>{v}</dd></div>
        ))}
      </dl>
    </Card>
  );
}

/** overdueData is the overdue chart's bars: what each age still owes. */
export function overdueData(d: Data) {
  return (d.overdue ?? []).map((b) => ({ label: b.label, value: b.owed, text: money(b.owed, d.currency) }));
}

/** funnelData is the funnel's bars and each stage as a share of the one before. */
export function funnelData(d: Data) {
  const stages = d.funnel ?? [];
  return {
    data: stages.map((s) => ({ label: s.label, value: s.count, text: String(s.count) })),
    shares: stages.map((s, i) => (i === 0 ? '' : share(s.count, stages[i - 1].count))),
  };
}

const funnelPeriods: { value: FunnelPeriod; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: 'month', label: 'This month' },
  { value: 'all', label: 'All time' },
];

export function Dashboard() {
  const { can } = useSession();
  const [period, setPeriod] = useState<FunnelPeriod>('all');
  const dash = useLoad(() => api.dashboard(period), [period]);
  const d = dash.data;
  const funnel = d ? funnelData(d) : undefined;
  return (
    <>
      <Typography.Title level={3} className="console-page-title">Dashboard</Typography.Title>
      <LoadError error={dash.error} />
      {d && funnel && (
        <>
          <Typography.Paragraph type="secondary">
            As of {when(d.asOf)}, {zoneLabel()} days. <Button size="small" onClick={dash.reload}>Refresh</Button>
          </Typography.Paragraph>
          <div className="console-stats">
            <PeriodCard title="Today" p={d.today} currency={d.currency} testId="today" />
            <PeriodCard title="This month" p={d.month} currency={d.currency} testId="month" />
          </div>
          <Card size="small" className="console-toolbar">
            <BarChart title="Overdue: owed by days past due" testId="overdue" data={overdueData(d)} columns={['Days past due', 'Owed']}
              links={can('collect') ? (d.overdue ?? []).map((b) => worklistPath(b.minDays, b.maxDays)) : undefined}
              extra={{ title: 'Orders', cells: (d.overdue ?? []).map((b) => String(b.orders)) }} />
          </Card>
          <Card size="small"
            extra={<Radio.Group aria-label="Funnel period" optionType="button" size="small" value={period} options={funnelPeriods}
              onChange={(e) => setPeriod(e.target.value as FunnelPeriod)} />}>
            <BarChart title={`From landing visit to loan (${funnelPeriods.find((p) => p.value === d.funnelPeriod)?.label.toLowerCase() ?? 'all time'})`}
              testId="funnel" centred data={funnel.data} columns={['Stage', 'People']}
              extra={{ title: 'Of the stage before', cells: funnel.shares }} />
            <Typography.Paragraph type="secondary" className="console-after">
              Visits, taps, codes and registrations made in the period; of those registered in it, who applied and who got a loan by now.
            </Typography.Paragraph>
          </Card>
        </>
      )}
    </>
  );
}
