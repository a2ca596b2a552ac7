// Phone numbers as the market types them (docs/DESIGN.md): the Philippines by
// default (09 + 9 digits), India (10 digits from 6 to 9), the seeds' cn pattern.
const patterns: Record<string, RegExp> = {
  ph: /^09\d{9}$/,
  in: /^[6-9]\d{9}$/,
  cn: /^1[3-9]\d{9}$/,
};

export function validPhone(phone: string, market = 'ph'): boolean {
  return (patterns[market] ?? patterns.ph).test(phone);
}

/** digitsOnly keeps digits and caps the length, as the seeds' phone input does. */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}
