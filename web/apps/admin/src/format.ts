// How the console writes what the API sends: money in integer minor units
// with the order's currency, times and days in the market's zone whatever
// the browser's (docs/CONSOLE.md, "Times"), statuses by name (DESIGN.md,
// "Order statuses").

/** The market the console serves (GET /admin/api/market), set at start. */
const market = { zone: 'Asia/Manila', currency: 'PHP' };

/** setMarket sets the zone every time is written and read in, and the currency. */
export function setMarket(m: { timeZone: string; currency: string }): void {
  market.zone = m.timeZone || market.zone;
  market.currency = m.currency || market.currency;
}

/** marketZone is the market's IANA zone (Asia/Manila). */
export function marketZone(): string {
  return market.zone;
}

/** marketCurrency is the market's currency, for an amount that does not say its own. */
export function marketCurrency(): string {
  return market.currency;
}

/** zoneLabel names a zone by its city: Asia/Manila → Manila. */
export function zoneLabel(zone = market.zone): string {
  return zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ');
}

/** money writes minor units in their currency: 500000 PHP → ₱5,000.00. */
export function money(minor: number, currency: string): string {
  const f = new Intl.NumberFormat('en-PH', { style: 'currency', currency });
  const digits = f.resolvedOptions().maximumFractionDigits ?? 2;
  return f.format(minor / 10 ** digits);
}

/** percentBp writes basis points as a percentage with two decimals: 1234 → 12.34%. */
export function percentBp(bp: number): string {
  return `${(bp / 100).toFixed(2)}%`;
}

/**
 * when writes an API time (RFC 3339) as a date and a time of day in the
 * market's zone, labelled: "26 Nov 2026, 14:05 (Manila)".
 */
export function when(iso: string): string {
  // One parameter only: tables pass when as a cell renderer (value, row).
  const zone = market.zone;
  const t = new Date(iso);
  if (Number.isNaN(t.getTime()) || t.getUTCFullYear() <= 1) return '';
  const f = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone, year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  });
  return `${f.format(t)} (${zoneLabel(zone)})`;
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

/** day writes the market's day of a moment as the API reads it, YYYY-MM-DD. */
export function day(d: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: market.zone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(d);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
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
