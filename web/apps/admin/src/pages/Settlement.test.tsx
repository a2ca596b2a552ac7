import type { SettlementFile } from '../api';
import { imported, kindText } from './Settlement';

const file = (again: boolean): SettlementFile => ({
  id: 3, name: 's.csv', firstDay: '2026-11-26', lastDay: '2026-11-26', lines: 2, matched: 1, differ: 1, missingHere: 0, missingProvider: 0,
  duplicate: 0, settled: 150000, fees: 0, operator: 'fe', at: '2026-11-26T06:05:00Z', again,
});

describe('the settlement screen', () => {
  it('names each kind of line in plain words', () => {
    expect(kindText('differ')).toBe('amount differs');
    expect(kindText('missing-here')).toBe('missing here');
    expect(kindText('missing-provider')).toBe('missing at the provider');
    expect(kindText('settled-before')).toBe('settled before');
    expect(kindText('new-kind')).toBe('new-kind');
  });
  it('says what an import did, or that the file was imported before', () => {
    expect(imported(file(false))).toBe('Imported #3 s.csv: 2 lines, 1 matched, 1 amount differs, 0 missing here, 0 missing at the provider, 0 settled before; ₱1,500.00 settled, ₱0.00 fees.');
    expect(imported(file(true))).toMatch(/^This file was imported before \(#3 s\.csv, 26 Nov 2026, 14:05 \(Manila\) by fe\): nothing was saved or posted again\.$/);
  });
});
