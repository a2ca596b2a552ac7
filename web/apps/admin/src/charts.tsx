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

/** Extra is a column of a chart's figures' table, a cell per datum. */
export interface Extra {
  title: string;
  cells: readonly string[];
}

interface BarChartProps {
  title: string;
  data: readonly Datum[];
  /** Headers of the figures' table: the label's and the value's. */
  columns: [string, string];
  /** More columns of the table, one cell per datum (one column or several). */
  extra?: Extra | readonly Extra[];
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
  const extras: readonly Extra[] = extra === undefined ? [] : 'title' in extra ? [extra] : extra;
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
            <tr><th scope="col">{columns[0]}</th><th scope="col">{columns[1]}</th>{extras.map((x) => <th scope="col" key={x.title}>{x.title}</th>)}</tr>
          </thead>
          <tbody>
            {data.map((d, i) => (
              <tr key={d.label}>
                <th scope="row">{links?.[i] ? <Link to={links[i]!}>{d.label}</Link> : d.label}</th>
                <td>{d.text}</td>
                {extras.map((x) => <td key={x.title}>{x.cells[i]}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** Point is a line's value at x (months on book), with its text for the table. */
export interface Point {
  x: number;
  y: number;
  text: string;
}

/** Series is one line of a line chart. */
export interface Series {
  label: string;
  points: readonly Point[];
}

/** PLOT_W × PLOT_H is the line chart's plotting area; AXIS the room left and below for the axes' labels. */
const PLOT_W = 480;
const PLOT_H = 220;
const AXIS = 56;
const KEY = 120; // the legend's column

/** palette colours the lines in turn (antd's blue, green, gold, red, purple, cyan, magenta, volcano). */
export const palette = ['#1677ff', '#52c41a', '#faad14', '#f5222d', '#722ed1', '#13c2c2', '#eb2f96', '#fa541c'];

/**
 * plot scales points to the plotting area: x from 0 to xMax across width,
 * y from 0 (the bottom) to yMax (the top) up height; a max of 0 or less
 * draws every point at the start (x) or on the bottom (y).
 */
export function plot(points: readonly { x: number; y: number }[], xMax: number, yMax: number, width: number, height: number): [number, number][] {
  return points.map((p) => [
    xMax > 0 ? Math.round((p.x / xMax) * width) : 0,
    yMax > 0 ? Math.round(height - (Math.max(0, p.y) / yMax) * height) : height,
  ]);
}

interface LineChartProps {
  title: string;
  series: readonly Series[];
  /** Headers of the figures' table: the series' column and the x axis's name. */
  columns: [string, string];
  /** xText writes an x value for the axis and the table's header (months on book: "0", "1"). */
  xText?: (x: number) => string;
  /** yText writes a y value for the axis (the most and 0). */
  yText: (y: number) => string;
  /** More columns of the table after the series' name, a cell per series. */
  extra?: Extra;
  testId?: string;
}

/** LineChart is a line per series over a shared x axis from 0, with the figures' table below: a row per series, a column per x. */
export function LineChart({ title, series, columns, xText = String, yText, extra, testId }: LineChartProps) {
  const id = useId();
  const xs = [...new Set(series.flatMap((s) => s.points.map((p) => p.x)))].sort((a, b) => a - b);
  const xMax = Math.max(0, ...xs);
  const yMax = Math.max(0, ...series.flatMap((s) => s.points.map((p) => p.y)));
  const width = AXIS + PLOT_W + 16 + KEY;
  const height = PLOT_H + 40;
  const summary = series.map((s) => `${s.label}: ${s.points.map((p) => `${xText(p.x)} ${p.text}`).join(', ')}`).join('; ');
  const legendRow = 18;
  return (
    <figure className="console-chart" data-testid={testId} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="console-chart-title">{title}</figcaption>
      <svg role="img" aria-labelledby={`${id}-svg-title ${id}-desc`} width={width} height={Math.max(height, series.length * legendRow + 16)}
        viewBox={`0 0 ${width} ${Math.max(height, series.length * legendRow + 16)}`}>
        <title id={`${id}-svg-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <g transform={`translate(${AXIS} 8)`}>
          <line x1={0} y1={PLOT_H} x2={PLOT_W} y2={PLOT_H} stroke="#bfbfbf" />
          <line x1={0} y1={0} x2={0} y2={PLOT_H} stroke="#bfbfbf" />
          <line x1={0} y1={0} x2={PLOT_W} y2={0} stroke="#f0f0f0" />
          <text x={-6} y={0} textAnchor="end" dominantBaseline="middle" fontSize="12" fill="#595959">{yText(yMax)}</text>
          <text x={-6} y={PLOT_H} textAnchor="end" dominantBaseline="middle" fontSize="12" fill="#595959">{yText(0)}</text>
          {xs.map((x) => {
            const [px] = plot([{ x, y: 0 }], xMax, yMax, PLOT_W, PLOT_H)[0];
            return <text key={x} x={px} y={PLOT_H + 16} textAnchor="middle" fontSize="12" fill="#595959">{xText(x)}</text>;
          })}
          <text x={PLOT_W / 2} y={PLOT_H + 32} textAnchor="middle" fontSize="12" fill="#8c8c8c">{columns[1]}</text>
          {series.map((s, i) => {
            const colour = palette[i % palette.length];
            const pts = plot(s.points, xMax, yMax, PLOT_W, PLOT_H);
            return (
              <g key={s.label} data-series={s.label}>
                {pts.length > 1 && <polyline points={pts.map(([x, y]) => `${x},${y}`).join(' ')} fill="none" stroke={colour} strokeWidth="2" />}
                {pts.map(([x, y], j) => <circle key={j} cx={x} cy={y} r="3" fill={colour} />)}
              </g>
            );
          })}
        </g>
        <g transform={`translate(${AXIS + PLOT_W + 16} 8)`}>
          {series.map((s, i) => (
            <g key={s.label}>
              <rect x={0} y={i * legendRow + 3} width={12} height={12} rx="2" fill={palette[i % palette.length]} />
              <text x={18} y={i * legendRow + 9} dominantBaseline="middle" fontSize="12" fill="#262626">{s.label}</text>
            </g>
          ))}
        </g>
      </svg>
      <table className="console-figures console-after">
        <thead>
          <tr>
            <th scope="col">{columns[0]}</th>
            {extra && <th scope="col">{extra.title}</th>}
            {xs.map((x) => <th scope="col" key={x}>{xText(x)}</th>)}
          </tr>
        </thead>
        <tbody>
          {series.map((s, i) => (
            <tr key={s.label}>
              <th scope="row">{s.label}</th>
              {extra && <td>{extra.cells[i]}</td>}
              {xs.map((x) => <td key={x}>{s.points.find((p) => p.x === x)?.text ?? ''}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
