// The dashboard's charts: the bars' scaling, the shares, and that every
// figure is in the chart's table and its SVG's description.
import { render, screen, within } from '@testing-library/react';
import { BarChart, barWidths, LineChart, plot, share } from './charts';
import { funnelData, overdueData } from './pages/Dashboard';
import type { Dashboard } from './api';

describe('barWidths', () => {
  it('fills the width with the largest value and scales the rest', () => {
    expect(barWidths([50, 100, 25], 320)).toEqual([160, 320, 80]);
    expect(barWidths([3, 1], 100)).toEqual([100, 33]);
  });
  it('draws 0 as nothing, and a tiny value still as 1', () => {
    expect(barWidths([0, 1_000_000, 1], 320)).toEqual([0, 320, 1]);
    expect(barWidths([0, 0], 320)).toEqual([0, 0]);
    expect(barWidths([], 320)).toEqual([]);
    expect(barWidths([-5, 10], 100)).toEqual([0, 100]);
  });
});

describe('share', () => {
  it('is a whole percentage, empty of nothing', () => {
    expect(share(1, 3)).toBe('33%');
    expect(share(2, 3)).toBe('67%');
    expect(share(5, 0)).toBe('');
    expect(share(0, 7)).toBe('0%');
  });
});

const dash: Dashboard = {
  currency: 'PHP',
  asOf: '2026-11-20T15:58:00Z',
  funnelPeriod: 'all',
  today: { from: '2026-11-20', applications: 5, approvals: 1, disbursed: 500000, collected: 123456 },
  month: { from: '2026-11-01', applications: 9, approvals: 3, disbursed: 1500000, collected: 223456 },
  overdue: [
    { label: '1–30 days', minDays: 1, maxDays: 30, orders: 2, owed: 1200000 },
    { label: '31–90 days', minDays: 31, maxDays: 90, orders: 1, owed: 600000 },
    { label: '91+ days', minDays: 91, maxDays: 0, orders: 0, owed: 0 },
  ],
  funnel: [
    { key: 'visits', label: 'Landing visits', count: 200 },
    { key: 'taps', label: 'Apply taps', count: 50 },
    { key: 'registrations', label: 'Registrations', count: 20 },
    { key: 'applied', label: 'Applied for a loan', count: 5 },
  ],
};

describe('the dashboard charts', () => {
  it('draws the overdue book in money, bars to scale, figures in the table', () => {
    render(<BarChart title="Overdue" testId="overdue" data={overdueData(dash)} columns={['Days past due', 'Owed']}
      extra={{ title: 'Orders', cells: dash.overdue!.map((b) => String(b.orders)) }} />);
    const fig = screen.getByTestId('overdue');
    const bars = [...fig.querySelectorAll('rect')].map((r) => Number(r.getAttribute('width')));
    expect(bars).toEqual([320, 160, 0]);
    const rows = within(fig).getAllByRole('row').map((r) => r.textContent);
    expect(rows).toEqual(['Days past dueOwedOrders', '1–30 days₱12,000.002', '31–90 days₱6,000.001', '91+ days₱0.000']);
    expect(screen.getByRole('figure', { name: 'Overdue' })).toBe(fig);
    const img = within(fig).getByRole('img');
    expect(img.querySelector('title')?.textContent).toBe('Overdue');
    expect(img.querySelector('desc')?.textContent).toBe('1–30 days: ₱12,000.00; 31–90 days: ₱6,000.00; 91+ days: ₱0.00');
  });
  it('centres the funnel and gives each stage as a share of the one before', () => {
    const f = funnelData(dash);
    expect(f.shares).toEqual(['', '25%', '40%', '25%']);
    render(<BarChart title="Funnel" testId="funnel" centred data={f.data} columns={['Stage', 'People']}
      extra={{ title: 'Of the stage before', cells: f.shares }} />);
    const rects = [...screen.getByTestId('funnel').querySelectorAll('rect')];
    expect(rects.map((r) => Number(r.getAttribute('width')))).toEqual([320, 80, 32, 8]);
    // Centred: each bar's middle is the widest bar's middle.
    expect(rects.map((r) => Number(r.getAttribute('x')) + Number(r.getAttribute('width')) / 2)).toEqual([300, 300, 300, 300]);
    expect(within(screen.getByTestId('funnel')).getByRole('row', { name: /Registrations/ }).textContent).toBe('Registrations2040%');
  });
});

describe('plot', () => {
  it('scales x across the width from 0 and y up from the bottom', () => {
    expect(plot([{ x: 0, y: 0 }, { x: 2, y: 50 }, { x: 4, y: 100 }], 4, 100, 400, 200)).toEqual([[0, 200], [200, 100], [400, 0]]);
  });
  it('draws everything at the start and the bottom when there is nothing to scale', () => {
    expect(plot([{ x: 0, y: 0 }], 0, 0, 400, 200)).toEqual([[0, 200]]);
    expect(plot([{ x: 1, y: -5 }], 2, 10, 400, 200)).toEqual([[200, 200]]);
  });
});

describe('the line chart', () => {
  it('draws a line per series and writes every figure in its table, a column per x', () => {
    const pct = (v: number) => `${v}%`;
    render(<LineChart title="Vintages" testId="vintages" columns={['Disbursed in', 'Months on book']} yText={pct}
      extra={{ title: 'Disbursed', cells: ['₱100.00', '₱50.00'] }}
      series={[
        { label: '2026-08', points: [{ x: 0, y: 0, text: '0%' }, { x: 1, y: 10, text: '10%' }, { x: 2, y: 20, text: '20%' }] },
        { label: '2026-09', points: [{ x: 0, y: 5, text: '5%' }, { x: 1, y: 15, text: '15%' }] },
      ]} />);
    const fig = screen.getByTestId('vintages');
    expect(screen.getByRole('figure', { name: 'Vintages' })).toBe(fig);
    const lines = [...fig.querySelectorAll('polyline')].map((l) => l.getAttribute('points'));
    expect(lines).toEqual(['0,220 240,110 480,0', '0,165 240,55']);
    expect(fig.querySelectorAll('circle')).toHaveLength(5);
    const rows = within(fig).getAllByRole('row').map((r) => r.textContent);
    expect(rows).toEqual(['Disbursed inDisbursed012', '2026-08₱100.000%10%20%', '2026-09₱50.005%15%']);
    expect(within(fig).getByRole('img').querySelector('desc')?.textContent).toBe('2026-08: 0 0%, 1 10%, 2 20%; 2026-09: 0 5%, 1 15%');
  });
  it('draws a lone point without a line', () => {
    render(<LineChart title="One" testId="one" columns={['Series', 'x']} yText={String}
      series={[{ label: 'a', points: [{ x: 0, y: 3, text: '3' }] }]} />);
    const fig = screen.getByTestId('one');
    expect(fig.querySelectorAll('polyline')).toHaveLength(0);
    expect(fig.querySelectorAll('circle')).toHaveLength(1);
  });
});
