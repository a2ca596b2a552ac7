// The dashboard's charts, plain SVG drawn by React: no chart library (the
// page policy refuses the <style> elements they write at run time, and the
// bundle stays small). Every chart is a <figure> with its title as the
// caption and its figures beside it as a table, for a screen reader and for
// anyone who wants the exact numbers; the SVG itself is a labelled image.
import { type ReactNode, useId } from 'react';
import { Link, useNavigate } from 'react-router';

export interface Datum {
  label: string;
  value: number;
  /** The value as the table and the bar's label write it (money, a count). */
  text: string;
}

/** barWidths scales values to widths in [0, width]: the largest fills it, 0 is 0, any other value at least 1 so it shows. */
export function barWidths(values: readonly number[], width: number): number[] {
  const max = Math.max(0, ...values);
  if (max <= 0) return values.map(() => 0);
  return values.map((v) => (v <= 0 ? 0 : Math.max(1, Math.round((v / max) * width))));
}

/** share is a count as a whole percentage of another ("" when the other is 0). */
export function share(part: number, whole: number): string {
  if (whole <= 0) return '';
  return `${Math.round((part / whole) * 100)}%`;
}

const LABEL = 140; // the labels' column
const BAR = 320; // the longest bar
const ROW = 32;
const VALUE = 130; // the value's column after a bar

interface BarChartProps {
  title: string;
  data: readonly Datum[];
  /** Headers of the figures' table: the label's and the value's. */
  columns: [string, string];
  /** More columns of the table, one cell per datum. */
  extra?: { title: string; cells: readonly string[] };
  /** funnel: bars centred, as a funnel is drawn. */
  centred?: boolean;
  testId?: string;
  /** links: each bar's and label's address in the console (the overdue bars' worklist), when it opens one. */
  links?: readonly (string | undefined)[];
}

/** Bar is one bar's group; with to, a click opens that screen (the figures' table has the same link for the keyboard). */
function Bar({ value, to, children }: { value: number; to?: string; children: ReactNode }) {
  if (!to) return <g data-value={value}>{children}</g>;
  return <LinkedBar value={value} to={to}>{children}</LinkedBar>;
}

function LinkedBar({ value, to, children }: { value: number; to: string; children: ReactNode }) {
  const navigate = useNavigate();
  return <g data-value={value} className="console-chart-link" onClick={() => navigate(to)}>{children}</g>;
}

/** BarChart is horizontal bars, one per datum, with the figures' table beside. */
export function BarChart({ title, data, columns, extra, centred = false, testId, links }: BarChartProps) {
  const id = useId();
  const widths = barWidths(data.map((d) => d.value), BAR);
  const height = data.length * ROW;
  const summary = data.map((d) => `${d.label}: ${d.text}`).join('; ');
  return (
    <figure className="console-chart" data-testid={testId} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="console-chart-title">{title}</figcaption>
      <div className="console-chart-body">
        <svg role="img" aria-labelledby={`${id}-svg-title ${id}-desc`} width={LABEL + BAR + VALUE} height={height}
          viewBox={`0 0 ${LABEL + BAR + VALUE} ${height}`}>
          <title id={`${id}-svg-title`}>{title}</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          {data.map((d, i) => {
            const w = widths[i];
            const x = LABEL + (centred ? (BAR - w) / 2 : 0);
            const y = i * ROW;
            return (
              <Bar key={d.label} value={d.value} to={links?.[i]}>
                <text x={LABEL - 8} y={y + ROW / 2} textAnchor="end" dominantBaseline="middle" fontSize="13" fill="#434343">{d.label}</text>
                <rect x={x} y={y + 6} width={w} height={ROW - 12} rx="3" fill="#1677ff" />
                <text x={LABEL + BAR + 8} y={y + ROW / 2} dominantBaseline="middle" fontSize="13" fill="#262626">{d.text}</text>
              </Bar>
            );
          })}
        </svg>
        <table className="console-figures">
          <thead>
            <tr><th scope="col">{columns[0]}</th><th scope="col">{columns[1]}</th>{extra && <th scope="col">{extra.title}</th>}</tr>
          </thead>
          <tbody>
            {data.map((d, i) => (
              <tr key={d.label}>
                <th scope="row">{links?.[i] ? <Link to={links[i]!}>{d.label}</Link> : d.label}</th>
                <td>{d.text}</td>
                {extra && <td>{extra.cells[i]}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
