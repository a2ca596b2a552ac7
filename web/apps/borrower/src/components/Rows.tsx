// A list of label and value lines (detail rows, key facts, order lines):
// the loan, repayment and complaint pages draw them (loan-pages.css).
import type { Schema } from '../../../../shared/api/types';

/** Row is one label and value line (loan.Row). */
type Row = Schema<'loan.Row'>;

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
