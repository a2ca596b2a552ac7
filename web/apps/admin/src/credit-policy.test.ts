// The credit policy editor's draft: read from the rules in force and
// written back as the server takes them (docs/UNDERWRITING.md).
import { describe, expect, it } from 'vitest';
import type { PolicyKind, PolicyRule } from './api';
import { draftOf, rulesOf } from './pages/CreditPolicy';

const kinds = [
  { code: 'age', name: 'Minimum age', reason: 'BELOW_MINIMUM_AGE', outcomes: ['reject', 'review'], params: [{ name: 'min', label: 'Minimum age in years', default: 18, min: 18, max: 99, money: false }], values: false, help: '' },
  { code: 'nationality', name: 'Nationality', reason: 'NATIONALITY_NOT_ELIGIBLE', outcomes: ['reject', 'review'], params: null, values: true, help: '' },
  { code: 'manual_review', name: 'A person reviews every application', reason: 'MANUAL_REVIEW', outcomes: ['review'], params: null, values: false, help: '' },
] as PolicyKind[];

describe('the credit policy draft', () => {
  it('starts from the rules in force and writes back what the editor changed', () => {
    const rules: PolicyRule[] = [
      { code: 'age', outcome: 'reject', params: { min: 21 } },
      { code: 'nationality', outcome: 'reject', values: ['PH'] },
    ];
    const draft = draftOf(kinds, rules);
    expect(draft.manual_review.on).toBe(false);
    expect(draft.age.params.min).toBe(21);
    expect(rulesOf(kinds, draft)).toEqual(rules);
    draft.manual_review = { ...draft.manual_review, on: true };
    draft.nationality = { ...draft.nationality, values: 'ph, in' };
    draft.age = { ...draft.age, outcome: 'review' };
    expect(rulesOf(kinds, draft)).toEqual([
      { code: 'age', outcome: 'review', params: { min: 21 } },
      { code: 'nationality', outcome: 'reject', values: ['PH', 'IN'] },
      { code: 'manual_review', outcome: 'review' },
    ]);
  });
});
