import { describe, expect, it } from 'vitest';
import { maskPhone, nationalPhone } from './phone';

describe('nationalPhone', () => {
  it('reads every Philippine form as 09…', () => {
    for (const typed of ['+63 917 123 4567', '+639171234567', '63 917 123 4567', '639171234567', '0063 917 123 4567', '0917 123 4567', '0917-123-4567', '(0917) 123 4567', '917 123 4567', '9171234567']) {
      expect(nationalPhone(typed), typed).toBe('09171234567');
    }
  });

  it('follows the number as it is typed, key by key', () => {
    const steps = ['+', '+6', '+63', '+63 9', '+63 91', '+63 917'].map((s) => nationalPhone(s));
    expect(steps).toEqual(['', '6', '63', '09', '091', '0917']);
    expect(['0', '09', '091'].map((s) => nationalPhone(s))).toEqual(['0', '09', '091']);
    expect(['6', '63', '639'].map((s) => nationalPhone(s))).toEqual(['6', '63', '09']);
  });

  it('keeps at most the national length', () => {
    expect(nationalPhone('09171234567890')).toBe('09171234567');
    expect(nationalPhone('+63 917 123 4567 8')).toBe('09171234567');
  });

  it("reads India's and China's forms", () => {
    for (const typed of ['+91 98765 43210', '919876543210', '09876543210', '98765 43210', '0091 98765 43210']) {
      expect(nationalPhone(typed, 'in'), typed).toBe('9876543210');
    }
    expect(nationalPhone('9198765432', 'in')).toBe('9198765432'); // a national number that starts with 91
    for (const typed of ['+86 138 1234 5678', '8613812345678', '138 1234 5678']) {
      expect(nationalPhone(typed, 'cn'), typed).toBe('13812345678');
    }
  });
});

describe('maskPhone', () => {
  it('masks as the server does', () => {
    expect(maskPhone('09171234567')).toBe('0917***4567');
    expect(maskPhone('9876543210')).toBe('9876***3210');
    expect(maskPhone('0917')).toBe('0917');
  });
});
