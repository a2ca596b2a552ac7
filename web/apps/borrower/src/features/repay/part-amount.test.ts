import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n/i18n';
import { checkPartAmount, currencySign, limitsOf, offersPartPayment, type AmountLimits } from './part-amount';
import { initialChannel } from './components/ChannelPicker';
import { channels, instalment } from './test/pay-fixtures';

beforeEach(() => setLocale('en'));

const limits: AmountLimits = { min: 10000, minText: '₱100.00', max: 1289000, maxText: '₱12,890.00' };

describe('checkPartAmount', () => {
  it('takes any amount from the minimum to the maximum, in minor units', () => {
    expect(checkPartAmount('100', limits)).toEqual({ ok: true, amount: 10000 });
    expect(checkPartAmount('500', limits)).toEqual({ ok: true, amount: 50000 });
    expect(checkPartAmount('500.5', limits)).toEqual({ ok: true, amount: 50050 });
    expect(checkPartAmount('1234.56', limits)).toEqual({ ok: true, amount: 123456 });
    expect(checkPartAmount('12890', limits)).toEqual({ ok: true, amount: 1289000 });
    expect(checkPartAmount('12890.00', limits)).toEqual({ ok: true, amount: 1289000 });
  });

  it('refuses nothing, zero, below the minimum and above the maximum, saying the limit', () => {
    for (const empty of ['', '0', '0.', '0.00']) expect(checkPartAmount(empty, limits)).toEqual({ ok: false, error: 'Enter the amount you want to pay.' });
    expect(checkPartAmount('99.99', limits)).toEqual({ ok: false, error: 'The least you can pay now is ₱100.00.' });
    expect(checkPartAmount('0.01', limits)).toEqual({ ok: false, error: 'The least you can pay now is ₱100.00.' });
    expect(checkPartAmount('12890.01', limits)).toEqual({ ok: false, error: 'The most you can pay now is ₱12,890.00.' });
    expect(checkPartAmount('35930', limits)).toEqual({ ok: false, error: 'The most you can pay now is ₱12,890.00.' });
  });

  it('takes exactly the payoff when the whole loan may be paid now, and names it when refusing more', () => {
    const withPayoff = { ...limits, payoff: 3593000, payoffText: '₱35,930.00' };
    expect(checkPartAmount('35930', withPayoff)).toEqual({ ok: true, amount: 3593000 });
    expect(checkPartAmount('20000', withPayoff)).toEqual({ ok: false, error: 'The most you can pay now is ₱12,890.00, or ₱35,930.00 to pay off the whole loan.' });
    expect(checkPartAmount('35930.01', withPayoff)).toMatchObject({ ok: false });
  });
});

describe('the instalment page’s limits', () => {
  it('reads them from loan-play-detail, with the payoff only when canPayOff is 1', () => {
    expect(limitsOf(instalment())).toEqual(limits);
    expect(limitsOf(instalment({ canPayOff: 1 }))).toEqual({ ...limits, payoff: 3593000, payoffText: '₱35,930.00' });
  });

  it('offers another amount only when something can be paid now and more than one amount is allowed', () => {
    expect(offersPartPayment(instalment())).toBe(true);
    expect(offersPartPayment(instalment({ canPayNow: 0, minAmount: 0, maxAmount: 0 }))).toBe(false);
    expect(offersPartPayment(instalment({ canPayNow: 0 }))).toBe(false);
    // Due now ₱40.00, less than ₱100.00: the minimum is what is due, the only amount.
    expect(offersPartPayment(instalment({ repayAmount: 4000, minAmount: 4000, maxAmount: 4000 }))).toBe(false);
  });

  it('takes the currency sign from a formatted amount', () => {
    expect(currencySign('₱100.00')).toBe('₱');
    expect(currencySign('₹1,000.00')).toBe('₹');
    expect(currencySign('')).toBe('');
  });
});

describe('initialChannel', () => {
  it("starts on the open code's channel, else the first", () => {
    expect(initialChannel(channels, 'PYMY')).toBe('PYMY');
    expect(initialChannel(channels, '711')).toBe('711');
    expect(initialChannel(channels, '')).toBe('GCSH');
    expect(initialChannel(channels, undefined)).toBe('GCSH');
    expect(initialChannel(channels, 'GONE')).toBe('GCSH'); // a channel no longer offered
    expect(initialChannel([], 'PYMY')).toBeUndefined();
  });
});
