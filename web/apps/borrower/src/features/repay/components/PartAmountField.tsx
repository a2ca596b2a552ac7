// The part-payment field of the instalment page (AmountChoice loads it when
// first needed): the amount on the money keyboard (MoneyInput: digits and a
// point, at most 2 decimals, confirm ignored while empty; it opens at once),
// the range allowed, and why the amount cannot be paid.
import { useEffect, useRef } from 'react';
import { MoneyInput } from '../../../components/inputs';
import { t } from '../../../i18n/i18n';
import { currencySign, type AmountLimits } from '../part-amount';

export interface PartAmountFieldProps {
  limits: AmountLimits;
  /** The sign when the limits carry none (what is due now's). */
  fallbackSign: string;
  typed: string;
  onTyped(typed: string): void;
  onConfirm(typed: string): void;
  error?: string;
}

export default function PartAmountField({ limits, fallbackSign, typed, onTyped, onConfirm, error }: PartAmountFieldProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The keyboard opens over the lower part of the screen: bring the field
  // and its range to the middle, above it.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, []);
  return (
    <div ref={ref} className={`pay-amount-part${error ? ' has-error' : ''}`}>
      <MoneyInput
        id="pay-amount-input"
        className="pay-amount-input"
        aria-label={t('repayAmountLabel')}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'pay-amount-error pay-amount-range' : 'pay-amount-range'}
        prefix={currencySign(limits.minText) || fallbackSign}
        placeholder="0.00"
        value={typed}
        onChange={onTyped}
        onConfirm={onConfirm}
        defaultOpen
      />
      <p className="pay-amount-range" id="pay-amount-range">
        {t('repayAmountRange', { min: limits.minText, max: limits.maxText })}
      </p>
      {error && (
        <p className="pay-amount-error" id="pay-amount-error" role="alert">
          {error}
        </p>
      )}
      <p className="pay-amount-note">{t('repayAmountNote')}</p>
    </div>
  );
}
