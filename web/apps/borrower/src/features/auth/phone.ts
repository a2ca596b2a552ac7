// Phone numbers as the market types them (docs/DESIGN.md): the Philippines by
// default (09 + 9 digits), India (10 digits from 6 to 9), mainland China's (1[3-9] + 9 digits).
const patterns: Record<string, RegExp> = {
  ph: /^09\d{9}$/,
  in: /^[6-9]\d{9}$/,
  cn: /^1[3-9]\d{9}$/,
};

export function validPhone(phone: string, market = 'ph'): boolean {
  return (patterns[market] ?? patterns.ph).test(phone);
}

/** digitsOnly keeps digits and caps the length (the shared input formats). */
export { digitsOnly } from '../../components/inputs/formats';
