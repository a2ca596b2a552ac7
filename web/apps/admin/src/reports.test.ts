// The collections reports' screen without a browser: its months, its
// inputs on opening, its CSV files' addresses and the vintages' lines.
import { addMonths, csvHref, defaults, parLabel, vintageSeries } from './pages/CollectionReports';

describe('the Collection reports screen', () => {
  it('moves a month across years', () => {
    expect(addMonths('2026-11', -1)).toBe('2026-10');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-11', -11)).toBe('2025-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
  });
  it('opens on today, last month and the last 12 months', () => {
    expect(defaults('2026-11-28')).toEqual({
      date: '2026-11-28', month: '2026-10', fromMonth: '2025-12', toMonth: '2026-11', from: '2026-11-01', to: '2026-11-28',
    });
  });
  it('links each CSV file with the inputs its report reads', () => {
    const p = defaults('2026-11-28');
    const base = '/medium/admin/api/collections/reports';
    expect(csvHref('par', p)).toBe(`${base}/par.csv?date=2026-11-28`);
    expect(csvHref('roll-rates', p)).toBe(`${base}/roll-rates.csv?month=2026-10`);
    expect(csvHref('vintage', p)).toBe(`${base}/vintage.csv`);
    expect(csvHref('efficiency', p)).toBe(`${base}/efficiency.csv?from=2025-12&to=2026-11`);
    expect(csvHref('promises', p)).toBe(`${base}/promises.csv?from=2025-12&to=2026-11`);
    expect(csvHref('collectors', p)).toBe(`${base}/collectors.csv?from=2026-11-01&to=2026-11-28`);
  });
  it('names the thresholds with their days', () => {
    expect(parLabel({ name: 'PAR1', over: 0 })).toBe('PAR1 (1+ days)');
    expect(parLabel({ name: 'PAR30', over: 30 })).toBe('PAR30 (over 30 days)');
  });
  it('draws a line per vintage, by months on book, shares as percentages', () => {
    expect(vintageSeries(undefined)).toEqual([]);
    expect(vintageSeries({
      currency: 'PHP',
      vintages: [{ month: '2026-09', disbursed: 100000, points: [
        { monthEnd: '2026-09-30', monthsOnBook: 0, over30: 0, shareBp: 0 },
        { monthEnd: '2026-10-31', monthsOnBook: 1, over30: 2500, shareBp: 250 },
      ] }, { month: '2026-10', disbursed: 5000, points: null }],
    })).toEqual([
      { label: '2026-09', points: [{ x: 0, y: 0, text: '0.00%' }, { x: 1, y: 250, text: '2.50%' }] },
      { label: '2026-10', points: [] },
    ]);
  });
});
