// The console writes every time in the market's zone, whatever the
// browser's: this file runs as a browser in New York.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { day, marketCurrency, percentBp, setMarket, when, zoneLabel } from './format';

const browserZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  if (browserZone === undefined) delete process.env.TZ;
  else process.env.TZ = browserZone;
});

afterEach(() => setMarket({ timeZone: 'Asia/Manila', currency: 'PHP' }));

describe('times in the market zone', () => {
  it('runs in a browser zone that is not Manila', () => {
    expect(new Date('2026-11-26T06:05:00Z').getHours()).toBe(1); // 01:05 in New York
  });

  it("writes a time as Manila's, labelled", () => {
    expect(when('2026-11-26T06:05:00Z')).toBe('26 Nov 2026, 14:05 (Manila)');
    // Late evening in New York is already the next day in Manila.
    expect(when('2026-11-26T17:30:00Z')).toBe('27 Nov 2026, 01:30 (Manila)');
  });

  it("writes the market's day, not the browser's", () => {
    expect(day(new Date('2026-11-26T17:30:00Z'))).toBe('2026-11-27');
    expect(day(new Date('2026-01-05T03:00:00Z'))).toBe('2026-01-05');
  });

  it("follows the market's zone when it is another", () => {
    setMarket({ timeZone: 'Asia/Kolkata', currency: 'INR' });
    expect(when('2026-11-26T06:05:00Z')).toBe('26 Nov 2026, 11:35 (Kolkata)');
    expect(day(new Date('2026-11-26T18:40:00Z'))).toBe('2026-11-27');
    expect(marketCurrency()).toBe('INR');
    expect(zoneLabel()).toBe('Kolkata');
  });

  it('writes nothing for a zero or bad time', () => {
    expect(when('0001-01-01T00:00:00Z')).toBe('');
    expect(when('not a time')).toBe('');
  });
});

describe('percentBp', () => {
  it('writes basis points as a percentage with two decimals', () => {
    expect(percentBp(1234)).toBe('12.34%');
    expect(percentBp(0)).toBe('0.00%');
    expect(percentBp(10000)).toBe('100.00%');
    expect(percentBp(12345)).toBe('123.45%');
    expect(percentBp(5)).toBe('0.05%');
  });
});
