import { describe, expect, it } from 'vitest';
import { caretAfterDigits, deleteMoney, digitsOnly, formatCard, formatPhone, group, moneyMinor, moneyValue, parseDigits, typeMoney } from './formats';

describe('formats', () => {
  it('keeps digits only, capped when a maximum is given', () => {
    expect(digitsOnly('0917-123 45x67')).toBe('09171234567');
    expect(digitsOnly('0917-123 45x67 89', 11)).toBe('09171234567');
    expect(digitsOnly('abc', 4)).toBe('');
    expect(digitsOnly('1234', 0)).toBe('');
  });

  it('shows a phone 3-4-4, at most 11 digits', () => {
    expect(formatPhone('09171234567')).toBe('091 7123 4567');
    expect(formatPhone('091')).toBe('091');
    expect(formatPhone('0917')).toBe('091 7');
    expect(formatPhone('0917123')).toBe('091 7123');
    expect(formatPhone('09171234')).toBe('091 7123 4');
    expect(formatPhone('0917 123 4567 999')).toBe('091 7123 4567');
    expect(formatPhone('')).toBe('');
  });

  it('shows a card in groups of four', () => {
    expect(formatCard('1234567890')).toBe('1234 5678 90');
    expect(formatCard('1234')).toBe('1234');
    expect(formatCard('12345678901234567890', 16)).toBe('1234 5678 9012 3456');
    expect(formatCard('12-34')).toBe('1234');
  });

  it('parses the shown text back to its digits', () => {
    expect(parseDigits(formatPhone('09171234567'))).toBe('09171234567');
    expect(parseDigits(formatCard('1234567890123'))).toBe('1234567890123');
    expect(group('123456789', [2, 3])).toBe('12 345 678 9');
  });

  it('finds the caret after the n-th digit', () => {
    expect(caretAfterDigits('091 7123 4567', 0)).toBe(0);
    expect(caretAfterDigits('091 7123 4567', 3)).toBe(3);
    expect(caretAfterDigits('091 7123 4567', 4)).toBe(5);
    expect(caretAfterDigits('091 7123 4567', 11)).toBe(13);
    expect(caretAfterDigits('091', 9)).toBe(3);
  });

  it('types money: one point, two decimals, no leading zeros', () => {
    const type = (keys: string) => [...keys].reduce((v, k) => typeMoney(v, k), '');
    expect(type('1500')).toBe('1500');
    expect(type('.5')).toBe('0.5');
    expect(type('12.345')).toBe('12.34');
    expect(type('1..2')).toBe('1.2');
    expect(type('007')).toBe('7');
    expect(type('0.07')).toBe('0.07');
    expect(typeMoney('123456789', '1')).toBe('123456789');
    expect(typeMoney('12', 'x')).toBe('12');
    expect(deleteMoney('12.5')).toBe('12.');
    expect(deleteMoney('')).toBe('');
    expect(moneyValue('12.')).toBe(12);
    expect(moneyValue('99.5')).toBe(99.5);
    expect(moneyValue('')).toBeNaN();
  });

  it('counts typed money in minor units without floating point', () => {
    expect(moneyMinor('500')).toBe(50000);
    expect(moneyMinor('12.5')).toBe(1250);
    expect(moneyMinor('12.')).toBe(1200);
    expect(moneyMinor('0.07')).toBe(7);
    expect(moneyMinor('0.29')).toBe(29); // 0.29 * 100 is 28.999999999999996 in floating point
    expect(moneyMinor('1289.99')).toBe(128999);
    expect(moneyMinor('0')).toBe(0);
    for (const bad of ['', '.', '1.234', '-5', '1,000', '1e3']) expect(moneyMinor(bad)).toBeNaN();
  });
});
