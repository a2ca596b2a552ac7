// The shared input formats: a phone keeps digits only,
// at most 11, shown in 3-4-4 groups; a bank card keeps digits only, shown in
// groups of four; a number keeps digits only; money takes digits and one
// decimal point. The shown text is parsed back by stripping what is not a
// digit, so the value a form keeps is always the bare digits.

/** digitsOnly keeps the digits of v, at most max of them (no limit when max is absent). */
export function digitsOnly(v: string, max?: number): string {
  const d = v.replace(/\D/g, '');
  return max === undefined ? d : d.slice(0, Math.max(0, max));
}

/** group splits digits into groups of the given sizes (the last size repeats) joined by spaces. */
export function group(digits: string, sizes: readonly number[]): string {
  const parts: string[] = [];
  let i = 0;
  for (let g = 0; i < digits.length; g++) {
    const size = sizes[Math.min(g, sizes.length - 1)];
    parts.push(digits.slice(i, i + size));
    i += size;
  }
  return parts.join(' ');
}

/** PHONE_MAX is the phone input's length: 09 and nine digits in the Philippines. */
export const PHONE_MAX = 11;

/** formatPhone shows a phone number 3-4-4: "09171234567" → "091 7123 4567". */
export function formatPhone(v: string, max = PHONE_MAX): string {
  return group(digitsOnly(v, max), [3, 4, 4]);
}

/** formatCard shows a card or account number in groups of four: "1234567890" → "1234 5678 90". */
export function formatCard(v: string, max?: number): string {
  return group(digitsOnly(v, max), [4]);
}

/** parseDigits reads a shown value back: everything but the digits goes. */
export function parseDigits(shown: string): string {
  return digitsOnly(shown);
}

/**
 * caretAfterDigits is the position in shown just after its n-th digit (0: the
 * start), so the caret stays with the digit it followed when spaces move.
 */
export function caretAfterDigits(shown: string, n: number): number {
  if (n <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < shown.length; i++) {
    if (/\d/.test(shown[i]) && ++seen === n) return i + 1;
  }
  return shown.length;
}

/** MONEY_DECIMALS is how many digits money takes after the point. */
export const MONEY_DECIMALS = 2;

/**
 * typeMoney is money after one key of the keyboard ('0'..'9' or '.'): one
 * point at most, at most two decimals, no leading zeros ("0" then "5" is
 * "5"), a point first gives "0.", and at most maxDigits before the point.
 */
export function typeMoney(value: string, key: string, maxDigits = 9): string {
  if (key === '.') {
    if (value.includes('.')) return value;
    return value === '' ? '0.' : `${value}.`;
  }
  if (!/^\d$/.test(key)) return value;
  const [whole, frac] = value.split('.');
  if (frac !== undefined) return frac.length >= MONEY_DECIMALS ? value : `${value}${key}`;
  if (whole === '0') return key;
  if (whole.length >= maxDigits) return value;
  return `${whole}${key}`;
}

/** deleteMoney is money after the keyboard's delete key. */
export function deleteMoney(value: string): string {
  return value.slice(0, -1);
}

/** moneyValue is the amount money stands for ("12." is 12; "" is NaN). */
export function moneyValue(value: string): number {
  return value === '' ? NaN : Number(value.endsWith('.') ? value.slice(0, -1) : value);
}

/**
 * moneyMinor is typed money in minor units (centavos), counted on the
 * digits rather than through floating point: "500" is 50000, "12.5" is
 * 1250, "12." is 1200, "0.07" is 7; "" or anything not typed money is NaN.
 */
export function moneyMinor(value: string): number {
  const m = /^(\d+)(?:\.(\d{0,2}))?$/.exec(value);
  if (!m) return NaN;
  const cents = (m[2] ?? '').padEnd(MONEY_DECIMALS, '0');
  return Number(m[1]) * 10 ** MONEY_DECIMALS + Number(cents);
}
