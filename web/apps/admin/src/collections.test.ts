import { describe, expect, it } from 'vitest';
import { bucketLabel, filterOf, sortTo } from './pages/Collections';
import { exceptionText, serviced } from './pages/CollectionAccount';
import type { CollectionAccount } from './api';
import { worklistPath } from './screens';

describe('collections', () => {
  it('reads the worklist filters from the address', () => {
    expect(filterOf(new URLSearchParams('minDays=31&maxDays=90&mine=1&promise=broken&collector=-1'))).toEqual({
      bucket: undefined, minDays: 31, maxDays: 90, collector: -1, mine: 1, promise: 'broken', orderNo: undefined,
    });
    expect(filterOf(new URLSearchParams('minDays=x'))).toMatchObject({ minDays: undefined, mine: undefined });
  });

  it("gives the servicing forms the account's figures", () => {
    const a = {
      orderNo: 'KW9', daysPastDue: 12,
      owed: { principal: 500000, interest: 2000, fees: 3000, lateInterest: 1500, penalty: 2500, total: 509000 },
    } as unknown as CollectionAccount;
    expect(serviced(a)).toEqual({
      orderNo: 'KW9', currency: 'PHP', penaltyOwed: 2500, lateInterestOwed: 1500, feesOwed: 3000, owed: 509000, daysOverdue: 12,
    });
  });

  it('links the dashboard bars to the worklist by days past due', () => {
    expect(worklistPath(1, 30)).toBe('/collections?minDays=1&maxDays=30');
    expect(worklistPath(91, 0)).toBe('/collections?minDays=91');
  });

  it('names buckets with their days once', () => {
    expect(bucketLabel({ name: '8-30', from: 8, to: 30 })).toBe('8–30 days');
    expect(bucketLabel({ name: '91+', from: 91, to: 0 })).toBe('91+ days');
    expect(bucketLabel({ name: 'Early', from: 1, to: 7 })).toBe('Early (1–7 days)');
  });

  it('sorts through the header toggle', () => {
    const calls: string[] = [];
    const list = { sort: '', sortBy: (k: string) => calls.push(k) };
    sortTo(list, '-amount');
    expect(calls).toEqual(['amount', 'amount']);
    calls.length = 0;
    sortTo({ ...list, sort: 'amount' }, '-amount');
    expect(calls).toEqual(['amount']);
    calls.length = 0;
    sortTo(list, 'urgency');
    expect(calls).toEqual([]);
  });

  it('says why the contact hours are lifted', () => {
    expect(exceptionText('days', 15)).toBe('Hours lifted: more than 15 days past due');
    expect(exceptionText('', 15)).toBe('');
  });
});
