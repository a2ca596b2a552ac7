// The Products screen's logic without a browser: the form shows money in
// pesos and the rate in % a day, the API takes integer minor units and
// parts per million (internal/console/products.go); and the check as you
// type waits for a pause in the typing (debounce).
import type { Params, ProductView } from './api';

/** decimal reads "1,234.5" as an integer of `places` decimals (123450 for 2), exactly; undefined when it is not a number of at most that many decimals. */
function decimal(text: string, places: number, maxWhole: number): number | undefined {
  const t = text.replace(/[,\s₱%]/g, '');
  const m = new RegExp(`^(\\d{1,${maxWhole}})(?:\\.(\\d{0,${places}}))?$`).exec(t);
  if (!m) return undefined;
  return Number(m[1]) * 10 ** places + Number((m[2] ?? '').padEnd(places, '0'));
}

function written(n: number, places: number): string {
  const unit = 10 ** places;
  const whole = Math.floor(n / unit);
  const frac = String(n % unit).padStart(places, '0');
  return `${whole}.${frac}`;
}

/** pesosToMinor reads an amount in pesos as centavos: "1,000.50" → 100050; undefined when it is not one. */
export function pesosToMinor(text: string): number | undefined {
  return decimal(text, 2, 11);
}

/** minorToPesos writes centavos for the form: 100050 → "1000.50". */
export function minorToPesos(minor: number): string {
  return written(minor, 2);
}

/** percentToPPM reads a rate in % as parts per million: "0.2" → 2000. */
export function percentToPPM(text: string): number | undefined {
  return decimal(text, 4, 3);
}

/** ppmToPercent writes parts per million as a % for the form: 2000 → "0.2". */
export function ppmToPercent(ppm: number): string {
  return written(ppm, 4).replace(/\.?0+$/, '');
}

/** Debounced runs its function once the calls pause for its delay, with the last call's arguments. */
export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const d = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
  d.cancel = () => clearTimeout(timer);
  return d;
}

/** Draft is the form's values: text as typed, money in pesos, the rate in % a day. */
export interface Draft {
  id?: number;
  name: string;
  description: string;
  logoUrl: string;
  minAmount: string;
  maxAmount: string;
  amountStep: string;
  termDays: string;
  instalments: string;
  dailyRate: string;
  serviceFee: string;
  extensionFee: string;
  extensionDays: string;
  tags: string;
  buttonText: string;
  linkUrl: string;
  retentionPopup: boolean;
  promoTitle: string;
  promoText: string;
}

/** moneyFields are the form's fields in pesos. */
export const moneyFields = ['minAmount', 'maxAmount', 'amountStep', 'serviceFee', 'extensionFee'] as const;

/** emptyDraft is a new product's form. */
export const emptyDraft: Draft = {
  name: '', description: '', logoUrl: '', minAmount: '', maxAmount: '', amountStep: '', termDays: '', instalments: '1',
  dailyRate: '', serviceFee: '0', extensionFee: '0', extensionDays: '0', tags: '', buttonText: 'Apply now', linkUrl: '',
  retentionPopup: true, promoTitle: '', promoText: '',
};

/** draftOf is a product's form. */
export function draftOf(p: ProductView): Draft {
  return {
    id: p.id, name: p.name, description: p.description, logoUrl: p.logoUrl,
    minAmount: minorToPesos(p.minAmount), maxAmount: minorToPesos(p.maxAmount), amountStep: minorToPesos(p.amountStep),
    termDays: String(p.termDays), instalments: String(p.instalments), dailyRate: ppmToPercent(p.dailyRatePPM),
    serviceFee: minorToPesos(p.serviceFee), extensionFee: minorToPesos(p.extensionFee), extensionDays: String(p.extensionDays),
    tags: (p.tags ?? []).join(', '), buttonText: p.buttonText, linkUrl: p.linkUrl, retentionPopup: p.retentionPopup,
    promoTitle: p.promoTitle, promoText: p.promoText,
  };
}

/** Unreadable lists the fields whose text is not a number, with what to type. */
export type Unreadable = Partial<Record<string, string>>;

/**
 * paramsOf is the form as the API takes it (minor units, parts per
 * million), and the fields it could not read: those are left out, so the
 * server's check names them too.
 */
export function paramsOf(d: Draft): { params: Params; unreadable: Unreadable } {
  const unreadable: Unreadable = {};
  const params: Params = {
    id: d.id, name: d.name, description: d.description, logoUrl: d.logoUrl, tags: d.tags, buttonText: d.buttonText,
    linkUrl: d.linkUrl, retentionPopup: d.retentionPopup ? 1 : 0, promoTitle: d.promoTitle, promoText: d.promoText,
  };
  for (const f of moneyFields) {
    const v = pesosToMinor(d[f]);
    if (v === undefined) unreadable[f] = 'Type an amount in pesos, like 1000 or 1,000.50.';
    params[f] = v;
  }
  for (const f of ['termDays', 'instalments', 'extensionDays'] as const) {
    const t = d[f].trim();
    if (!/^\d{1,4}$/.test(t)) unreadable[f] = 'Type a whole number.';
    else params[f] = Number(t);
  }
  const rate = percentToPPM(d.dailyRate);
  if (rate === undefined) unreadable.dailyRatePPM = 'Type a rate in % a day, like 0.2.';
  params.dailyRatePPM = rate;
  return { params, unreadable };
}
