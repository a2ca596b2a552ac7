// A list of label and value lines (detail rows, key facts, order lines).
import type { Row } from '../api/types';

export function Rows({ rows, stacked }: { rows: Row[]; stacked?: boolean }) {
  return (
    <dl className={`rows${stacked ? ' rows-stacked' : ''}`}>
      {rows.map((r) => (
        <div key={r.text}>
          <dt>{r.text}</dt>
          <dd>{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}
