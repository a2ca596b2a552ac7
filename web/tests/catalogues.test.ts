// The check that every message is translated: the borrower app's Filipino
// catalogue and the landing page's Filipino and Chinese tables have every
// English key, with the same {placeholders}, and a Filipino text that is a
// sentence is not the English left as it was. The partial catalogues (the
// original app's Chinese, Spanish and Indonesian, which fall back to English)
// only need their placeholders to match. It runs in `make test` (npm test).
import { describe, expect, it } from 'vitest';
import { en, type Catalogue } from '../apps/borrower/src/i18n/messages';
import fil from '../apps/borrower/src/i18n/messages-fil';
import zh from '../apps/borrower/src/i18n/messages-zh';
import es from '../apps/borrower/src/i18n/messages-es';
import id from '../apps/borrower/src/i18n/messages-id';
import { locales as landingLocales, messages as landingMessages } from '../apps/landing/src/i18n';

/** The {placeholders} of a text, sorted. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
}

/** A sentence: four words or more. A shorter text (a name, "Mobile number", "Order {no}") may well be the same in Filipino. */
function isSentence(text: string): boolean {
  return (text.replace(/\{\w+\}/g, '').match(/\p{L}{2,}/gu) ?? []).length >= 4;
}

/** Sentences that are rightly the same as in English. */
const sameAsEnglish = new Set<string>([]);

/** The problems of a complete translation: missing, empty or extra keys, changed placeholders, English sentences. */
function problems(english: Record<string, string>, other: Record<string, string | undefined>, complete: boolean): string[] {
  const out: string[] = [];
  for (const [key, text] of Object.entries(english)) {
    const tr = other[key];
    if (tr === undefined || tr.trim() === '') {
      if (complete) out.push(`${key}: no translation`);
      continue;
    }
    if (placeholders(tr).join() !== placeholders(text).join()) out.push(`${key}: placeholders ${placeholders(tr).join() || 'none'}, English has ${placeholders(text).join() || 'none'}`);
    if (complete && tr === text && isSentence(text) && !sameAsEnglish.has(key)) out.push(`${key}: still the English "${text}"`);
  }
  for (const key of Object.keys(other)) if (!(key in english)) out.push(`${key}: not an English key`);
  return out;
}

describe('translations', () => {
  it('has every borrower message in Filipino', () => {
    expect(problems(en, fil, true)).toEqual([]);
  });

  it.each([
    ['zh', zh],
    ['es', es],
    ['id', id],
  ] as const)('keeps the placeholders in the %s catalogue', (_, cat: Catalogue) => {
    expect(problems(en, cat, false)).toEqual([]);
  });

  it.each(landingLocales.filter((l) => l !== 'en'))('has every landing page message in %s', (locale) => {
    const english = landingMessages('en');
    expect(problems(english, landingMessages(locale), locale === 'fil')).toEqual([]);
  });

  it('catches a missing key, a lost placeholder and an untranslated sentence', () => {
    const english = { a: 'Pay {amount} by {date}', b: 'Your payment was received today', c: 'Order {no}' };
    expect(problems(english, { a: 'Bayaran ang {amount}', b: 'Your payment was received today', c: 'Order {no}' }, true)).toEqual([
      'a: placeholders amount, English has amount,date',
      'b: still the English "Your payment was received today"',
    ]);
    expect(problems(english, { b: 'Natanggap ang bayad mo ngayon', c: 'Order {no}' }, true)).toEqual(['a: no translation']);
  });
});
