// The Products screen's form: pesos and % a day on screen, minor units and
// parts per million on the wire, and the check as you type (debounced).
import { debounce, draftOf, emptyDraft, minorToPesos, paramsOf, pesosToMinor, percentToPPM, ppmToPercent } from './products';
import { allowed } from './screens';
import type { ProductView } from './api';

describe('pesos and minor units', () => {
  it('reads pesos exactly as centavos', () => {
    expect(pesosToMinor('1000')).toBe(100000);
    expect(pesosToMinor('1,000.50')).toBe(100050);
    expect(pesosToMinor(' ₱10,000.5 ')).toBe(1000050);
    expect(pesosToMinor('0.07')).toBe(7);
    expect(pesosToMinor('19.99')).toBe(1999); // 19.99 × 100 is 1998.9999… in floating point
    for (const bad of ['', 'abc', '1.005', '-5', '1e3', '12.3.4']) expect(pesosToMinor(bad)).toBeUndefined();
  });
  it('writes centavos as pesos and back', () => {
    expect(minorToPesos(100050)).toBe('1000.50');
    expect(minorToPesos(7)).toBe('0.07');
    for (const n of [0, 1, 99, 100, 123456789]) expect(pesosToMinor(minorToPesos(n))).toBe(n);
  });
  it('reads and writes the rate in % a day as parts per million', () => {
    expect(percentToPPM('0.2')).toBe(2000);
    expect(percentToPPM('0.0015')).toBe(15);
    expect(percentToPPM('0.00001')).toBeUndefined();
    expect(ppmToPercent(2000)).toBe('0.2');
    expect(ppmToPercent(15)).toBe('0.0015');
    expect(ppmToPercent(10000)).toBe('1');
    expect(ppmToPercent(0)).toBe('0');
  });
});

const product: ProductView = {
  id: 9, name: 'Kwarta Mini', description: 'Small', logoUrl: '', minAmount: 100000, maxAmount: 1000000, amountStep: 50000,
  termDays: 120, instalments: 1, dailyRatePPM: 2000, serviceFee: 20000, extensionFee: 0, extensionDays: 0, market: 'ph',
  currency: 'PHP', tags: ['Legal cost cap', 'One payment'], buttonText: 'Apply now', linkUrl: '', retentionPopup: false,
  promoTitle: '', promoText: '', enabled: true,
};

describe('the product form', () => {
  it('sends a product back as it came', () => {
    const { params, unreadable } = paramsOf(draftOf(product));
    expect(unreadable).toEqual({});
    expect(params).toMatchObject({
      id: 9, minAmount: 100000, maxAmount: 1000000, amountStep: 50000, termDays: 120, instalments: 1, dailyRatePPM: 2000,
      serviceFee: 20000, extensionFee: 0, extensionDays: 0, tags: 'Legal cost cap, One payment', retentionPopup: 0,
    });
  });
  it('leaves out what it cannot read and says why, under the API field names', () => {
    const { params, unreadable } = paramsOf({ ...emptyDraft, minAmount: '1,000', maxAmount: 'lots', termDays: '90.5', dailyRate: 'x' });
    expect(params.minAmount).toBe(100000);
    expect(params.maxAmount).toBeUndefined();
    expect(params.termDays).toBeUndefined();
    expect(Object.keys(unreadable).sort()).toEqual(['amountStep', 'dailyRatePPM', 'maxAmount', 'termDays']);
  });
  it('is on the menu of admins only', () => {
    expect(allowed(['self', 'products']).map((s) => s.label)).toEqual(['Products']);
    expect(allowed(['self', 'read-orders', 'payments']).map((s) => s.label)).not.toContain('Products');
  });
});

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  it('runs once the typing pauses, with the last value', () => {
    const seen: string[] = [];
    const d = debounce((v: string) => seen.push(v), 400);
    d('1');
    vi.advanceTimersByTime(300);
    d('10');
    vi.advanceTimersByTime(300);
    d('100');
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(399);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['100']);
    d('1000');
    vi.advanceTimersByTime(400);
    expect(seen).toEqual(['100', '1000']);
  });
  it('runs nothing once cancelled', () => {
    const seen: string[] = [];
    const d = debounce((v: string) => seen.push(v), 400);
    d('1');
    d.cancel();
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([]);
  });
});
