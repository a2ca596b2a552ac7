import { describe, expect, it } from 'vitest';
import { otherTargets, pathOf, paths } from './paths';

describe('the route table', () => {
  it('maps every named target the app shell uses to a page', () => {
    expect(pathOf('complaintUrl')).toBe(paths.complaint);
    expect(pathOf('productUrl')).toBe(paths.productDetail);
    expect(pathOf('order')).toBe(paths.loanDetail);
    expect(pathOf('login')).toBe('/login');
    expect(pathOf('smsSettings')).toBe('/smsSettings');
  });

  it('opens the payment provider guidance page for the repayment instructions', () => {
    expect(paths.repaymentInstructions).toBe('/dragonpayPaymentInstructions');
    expect(pathOf('repaymentInstructions')).toBe(paths.dragonpayPaymentInstructions);
  });

  it('keeps the keys that are not pages out of the page table', () => {
    expect(otherTargets).toEqual({ host: '', citySelect: 'citySelect', day: 'day' });
    for (const key of Object.keys(otherTargets)) expect(pathOf(key)).toBeUndefined();
  });
});
