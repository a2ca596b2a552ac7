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
