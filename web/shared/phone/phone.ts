// A mobile number as a borrower types or pastes it, in the market's
// national form: the Philippines' 09… (11 digits), India's ten digits from
// 6 to 9, mainland China's 1… (11 digits). Pasted or typed with the
// country code (+63 917 123 4567, 63 917…, 0063…) or without the trunk 0
// (917 123 4567), the number comes out the same; spaces, dashes and
// brackets go. The server takes every one of these forms too
// (internal/market NormalizePhone); this is what the field shows and sends.

type Rule = {
  /** The calling code without "+". */
  code: string;
  /** The national number's length, trunk prefix included. */
  length: number;
  /** The trunk prefix the national form starts with ("" when none). */
  trunk: string;
};

const rules: Record<string, Rule> = {
  ph: { code: '63', length: 11, trunk: '0' },
  in: { code: '91', length: 10, trunk: '' },
  cn: { code: '86', length: 11, trunk: '' },
};

/** nationalPhone is what was typed, as the market's national number, at most its length of digits. */
export function nationalPhone(typed: string, market = 'ph'): string {
  const rule = rules[market] ?? rules.ph;
  const lead = typed.trimStart();
  const international = lead.startsWith('+') || lead.startsWith('00');
  let digits = typed.replace(/\D/g, '');
  if (lead.startsWith('00')) digits = digits.slice(2);
  // "6" or "+63" on the way to 63 917…: the code as typed, until the number starts.
  if ((international || market === 'ph') && digits !== '' && rule.code.startsWith(digits)) return digits;
  if (international) {
    if (digits.startsWith(rule.code)) digits = digits.slice(rule.code.length);
  } else if (digits.length > rule.length && digits.startsWith(rule.code)) {
    digits = digits.slice(rule.code.length); // 639171234567, 919876543210 pasted whole
  } else if (market === 'ph' && digits.startsWith(rule.code)) {
    digits = digits.slice(rule.code.length); // 63 917…: no Philippine mobile number starts with 6
  }
  if (rule.trunk) {
    if (digits !== '' && !digits.startsWith(rule.trunk)) digits = rule.trunk + digits; // 917… is 0917…
  } else if (digits.startsWith('0')) {
    digits = digits.replace(/^0+/, ''); // India's 0 98765…
  }
  return digits.slice(0, rule.length);
}

/** maskPhone shows a national number as the server and the logs do: its first 4 and last 4 digits, "***" between (0917***4567). */
export function maskPhone(national: string): string {
  return national.length < 9 ? national : `${national.slice(0, 4)}***${national.slice(-4)}`;
}
