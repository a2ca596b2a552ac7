// How the console writes what the API sends: money in integer minor units
// with the order's currency, times in the operator's locale, statuses by
// name (DESIGN.md, "Order statuses").

/** money writes minor units in their currency: 500000 PHP → ₱5,000.00. */
export function money(minor: number, currency: string): string {
  const f = new Intl.NumberFormat('en-PH', { style: 'currency', currency });
  const digits = f.resolvedOptions().maximumFractionDigits ?? 2;
  return f.format(minor / 10 ** digits);
}

/** when writes an API time (RFC 3339) as a date and a time of day. */
export function when(iso: string): string {
  const t = new Date(iso);
  if (Number.isNaN(t.getTime()) || t.getFullYear() <= 1) return '';
  return t.toLocaleString('en-PH', { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** statuses are the order statuses of internal/loan/machine.go. */
export const statuses: Record<number, string> = {
  151: 'processing',
  110: 'rejected',
  21: 'approved',
  170: 'repaying',
  174: 'due',
  180: 'overdue',
  200: 'settled',
};

/** statusText writes a status as "151 processing" (0, before placing: "new"). */
export function statusText(status: number): string {
  if (status === 0) return 'new';
  return statuses[status] ? `${status} ${statuses[status]}` : String(status);
}

/** day writes a date as the API reads it, YYYY-MM-DD, in the operator's zone. */
export function day(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/**
 * countdown writes the time from now to a complaint's promise (both API
 * times; now is the server's clock): "2d 5h left", "3h 20m left",
 * "45m left", or once past it "overdue by 1d 2h". An answered complaint
 * has no countdown ("").
 */
export function countdown(due: string, now: string, answered = false): string {
  if (answered) return '';
  const ms = Date.parse(due) - Date.parse(now);
  if (Number.isNaN(ms)) return '';
  const minutes = Math.floor(Math.abs(ms) / 60000);
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  const span = d > 0 ? `${d}d ${h}h` : h > 0 ? `${h}h ${m}m` : `${m}m`;
  return ms > 0 ? `${span} left` : `overdue by ${span}`;
}
