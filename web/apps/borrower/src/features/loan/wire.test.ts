import { describe, expect, it } from 'vitest';
import { fromAgreementsWire, fromConfirmWire, fromRecommendationWire, mapResult, strict00 } from './api/wire';

describe('the wire-name table', () => {
  it('renames variant 2 confirmation data', () => {
    const c = fromConfirmWire({
      pid: 1, mnt: 2000000, mtx: '₱20,000.00', prd: 91, unt: 1, dtl: [{ tx: 'Term', vl: '91 days' }],
      pln: [{ ds: '1st', tl: 'p', am: '₱7,116.66', pt: 'Dec 2, 2026' }], fpt: 'Dec 2, 2026', fpd: 30, rtd: 'Interest 0.05% a day',
      ipt: 1, ptl: 'Point out', pct: 'Stay?', pau: '', plg: '/logo.svg', pnm: 'Kwarta Flex', btx: 'Borrow now', pmt: 'Promo', pmc: 'Text',
      apr: '22.79%', kfs: [{ tx: 'APR', vl: '22.79%' }],
    });
    expect(c).toMatchObject({
      productId: 1, amount: 2000000, amountText: '₱20,000.00', periods: 91, termUnit: 1, details: [{ text: 'Term', value: '91 days' }],
      repay_plans: [{ description: '1st', title: 'p', amount: '₱7,116.66', pay_time: 'Dec 2, 2026' }], isPopType: 1, popTitle: 'Point out',
      buttonText: 'Borrow now', promoTitle: 'Promo', promoText: 'Text', keyFacts: [{ text: 'APR', value: '22.79%' }],
    });
  });

  it('renames agreements and recommendations', () => {
    expect(fromAgreementsWire({ lst: [{ tl: 'Loan Agreement', ps: 1 }] })).toEqual([{ title: 'Loan Agreement', position: 1 }]);
    const r = fromRecommendationWire({ pid: 7, lgo: 'l', nme: 'n', btn: 'b', rng: 'r', rgd: 'd', rte: 'x', dsc: 'y', tgs: null, enb: 0, clk: '0', tgc: 'url' });
    expect(r).toEqual({ id: 7, logo: 'l', name: 'n', buttonText: 'b', range: 'r', rangeDesc: 'd', rate: 'x', description: 'y', tags: [], enabled: false, clickable: false, target: 'url' });
    expect(fromRecommendationWire({ ...{ pid: 1, lgo: '', nme: '', btn: '', rng: '', rgd: '', rte: '', dsc: '', tgs: ['a'], tgc: '' }, enb: 1, clk: '1' })).toMatchObject({ enabled: true, clickable: true, tags: ['a'] });
  });

  it("treats only '00' as success on the obfuscated calls and keeps failures' data empty", () => {
    const base = { message: '', raw: undefined };
    expect(strict00({ ...base, success: true, code: '0', data: 1 }).success).toBe(false);
    expect(strict00({ ...base, success: true, code: '00', data: 1 }).success).toBe(true);
    expect(mapResult({ ...base, success: false, code: '100404', data: undefined as unknown as number }, (n) => n + 1).data).toBeUndefined();
    expect(mapResult({ ...base, success: true, code: '00', data: 1 }, (n) => n + 1).data).toBe(2);
  });
});
