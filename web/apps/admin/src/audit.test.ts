// The audit screen's chain line: how far the hash chain verifies, or where it breaks.
import { describe, expect, it } from 'vitest';
import { chainText } from './pages/Audit';

describe('chainText', () => {
  const head = 'ab'.repeat(32);
  it('says how far a whole chain verifies', () => {
    expect(chainText({ ok: true, entries: 12, upTo: 12, head, brokenAt: 0, problem: '' }))
      .toBe(`Audit chain verified up to entry 12 (12 entries, head ${head.slice(0, 16)}…).`);
  });
  it('names the first broken entry and what verified before it', () => {
    expect(chainText({ ok: false, entries: 4, upTo: 4, head, brokenAt: 5, problem: 'entry 5 was changed: its fields no longer give its stored hash' }))
      .toBe('Audit chain broken at entry 5: entry 5 was changed: its fields no longer give its stored hash. Verified up to entry 4.');
  });
  it('says when there is nothing yet', () => {
    expect(chainText({ ok: true, entries: 0, upTo: 0, head: '', brokenAt: 0, problem: '' })).toBe('Audit chain: nothing recorded yet.');
  });
  it('says when the first entry is already broken', () => {
    expect(chainText({ ok: false, entries: 0, upTo: 0, head: '', brokenAt: 1, problem: 'entry 1 was changed' }))
      .toBe('Audit chain broken at entry 1: entry 1 was changed. No entry before it verifies.');
  });
});
