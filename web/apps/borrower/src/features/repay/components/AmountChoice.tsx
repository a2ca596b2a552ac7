// The instalment page's amount: what is due now (the default)
// or "Pay a different amount", which shows the money keyboard (digits
// and a point, at most 2 decimals, confirm ignored while
// empty), the range allowed and, once checked, why an amount cannot be paid
// (PartAmountField).
import { lazy, Suspense, useEffect } from 'react';
import { t } from '../../../i18n/i18n';
import { currencySign, type AmountLimits } from '../part-amount';

// The field and its keyboard (antd-mobile's Input, NumberKeyboard) load
// when the borrower first chooses another amount, or a while after the
// page shows, so the page itself stays within its budget.
const loadField = () => import('./PartAmountField');
const PartAmountField = lazy(loadField);
const WARM_MS = 1500;

export type AmountMode = 'due' | 'part';

export interface AmountChoiceProps {
  /** What is due now, as shown. */
  dueText: string;
  limits: AmountLimits;
  mode: AmountMode;
  onMode(mode: AmountMode): void;
  /** The amount typed, as the keyboard builds it ("500", "99.5"). */
  typed: string;
  onTyped(typed: string): void;
  /** The keyboard's confirm: the page checks the amount. */
  onConfirm(typed: string): void;
  /** Why the typed amount cannot be paid (the page's check or the server's). */
  error?: string;
}

export function AmountChoice({ dueText, limits, mode, onMode, typed, onTyped, onConfirm, error }: AmountChoiceProps) {
  const part = mode === 'part';
  useEffect(() => {
    const timer = window.setTimeout(() => void loadField(), WARM_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <section className="card pay-amount" aria-labelledby="pay-amount-title">
      <h2 className="card-title" id="pay-amount-title">
        {t('repayAmountTitle')}
      </h2>
      <div role="radiogroup" aria-labelledby="pay-amount-title" className="pay-amount-options">
        <label className={`pay-amount-option${part ? '' : ' is-chosen'}`}>
          <input type="radio" name="pay-amount" value="due" checked={!part} onChange={() => onMode('due')} />
          <span className="pay-amount-text">{t('repayChooseDue')}</span>
          <strong className="pay-amount-value">{dueText}</strong>
        </label>
        <label className={`pay-amount-option${part ? ' is-chosen' : ''}`}>
          <input type="radio" name="pay-amount" value="part" checked={part} onChange={() => onMode('part')} />
          <span className="pay-amount-text">{t('repayAmountOther')}</span>
        </label>
      </div>
      {part && (
        <Suspense fallback={<div className="pay-amount-part" aria-busy="true" />}>
          <PartAmountField limits={limits} fallbackSign={currencySign(dueText)} typed={typed} onTyped={onTyped} onConfirm={onConfirm} error={error} />
        </Suspense>
      )}
    </section>
  );
}
