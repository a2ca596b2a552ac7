// The shared form inputs, built once and used on the
// bank binding page, the card repayment and the sign-in page:
//   PhoneInput     the market's national number (a pasted +63 917… is
//                  09…: web/shared/phone), at most 11 digits, shown 3-4-4;
//   BankCardInput  digits only, shown in groups of four;
//   NumberInput    digits only;
//   MoneyInput     antd-mobile's NumberKeyboard with a decimal point key,
//                  its confirm key disabled while the value is empty.
// Each keeps the bare digits as its value (onChange gets digits); the spaces
// are only shown. The caret stays behind the digit it followed when the
// groups move, and deleting a space deletes the digit before it.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Input, type InputRef } from 'antd-mobile';
import { NumberKeyboard } from '../overlays';
import { t } from '../../i18n/i18n';
import { caretAfterDigits, deleteMoney, digitsOnly, formatCard, formatPhone, PHONE_MAX, typeMoney } from './formats';
import { nationalPhone } from '../../../../../shared/phone/phone';
import './inputs.css';

export { digitsOnly, formatCard, formatPhone, moneyMinor, parseDigits } from './formats';

export interface DigitsInputProps {
  /** The digits (no spaces). */
  value: string;
  /** Gets the digits, at most maxLength of them. */
  onChange(digits: string): void;
  placeholder?: string;
  'aria-label'?: string;
  /** How many digits the input takes (not counting the spaces shown). */
  maxLength?: number;
  id?: string;
  className?: string;
  disabled?: boolean;
  /** Set on the input element: the field has an error. */
  'aria-invalid'?: boolean;
  /** Set on the input element: the id of the text that describes it (its error). */
  'aria-describedby'?: string;
  onBlur?(): void;
  onFocus?(): void;
}

/**
 * useNativeAria puts the label and the error state on the input element:
 * antd-mobile's Input copies aria-* props onto its wrapper as well, which
 * would label two elements.
 */
function useNativeAria(ref: RefObject<InputRef | null>, label?: string, invalid?: boolean, describedBy?: string) {
  useLayoutEffect(() => {
    const el = ref.current?.nativeElement;
    if (!el) return;
    const set = (name: string, v: string | undefined) => (v ? el.setAttribute(name, v) : el.removeAttribute(name));
    set('aria-label', label);
    set('aria-invalid', invalid ? 'true' : undefined);
    set('aria-describedby', describedBy);
  }, [ref, label, invalid, describedBy]);
}

interface FormattedProps extends DigitsInputProps {
  format(digits: string): string;
  inputType: 'tel' | 'text';
  /** What the field keeps of what was typed (default: its digits). */
  normalise?(typed: string): string;
}

function FormattedInput({ value, onChange, format, maxLength, inputType, normalise = digitsOnly, ...rest }: FormattedProps) {
  const ref = useRef<InputRef>(null);
  /** The digits before the caret after the last edit, to put the caret back after formatting. */
  const caret = useRef<number | null>(null);
  const shown = format(value);

  const change = (typed: string) => {
    const el = ref.current?.nativeElement;
    const at = el?.selectionStart ?? typed.length;
    let before = normalise(typed.slice(0, at)).length;
    let digits = normalise(typed);
    // Only a space went (backspace just after it): take the digit before it instead.
    if (digits === value && typed.length < shown.length && before > 0 && at < typed.length) {
      digits = digits.slice(0, before - 1) + digits.slice(before);
      before -= 1;
    }
    if (maxLength !== undefined) digits = digits.slice(0, maxLength);
    caret.current = Math.min(before, digits.length);
    onChange(digits);
  };

  useLayoutEffect(() => {
    const want = caret.current;
    caret.current = null;
    const el = ref.current?.nativeElement;
    if (want === null || !el || el.ownerDocument.activeElement !== el) return;
    const pos = caretAfterDigits(el.value, want);
    if (el.selectionStart !== pos || el.selectionEnd !== pos) el.setSelectionRange(pos, pos);
  });

  useNativeAria(ref, rest['aria-label'], rest['aria-invalid'], rest['aria-describedby']);

  return (
    <Input
      ref={ref}
      id={rest.id}
      className={`kw-input ${rest.className ?? ''}`}
      type={inputType}
      inputMode="numeric"
      autoComplete="off"
      placeholder={rest.placeholder}
      disabled={rest.disabled}
      value={shown}
      onChange={change}
      onBlur={() => rest.onBlur?.()}
      onFocus={() => rest.onFocus?.()}
    />
  );
}

/**
 * PhoneInput: the market's national number however it is typed or pasted
 * ("+63 917 123 4567" is 09171234567), at most 11 digits (maxLength),
 * shown 3-4-4 ("091 7123 4567").
 */
export function PhoneInput({ maxLength = PHONE_MAX, market = 'ph', ...props }: DigitsInputProps & { market?: string }) {
  return (
    <FormattedInput
      {...props}
      maxLength={maxLength}
      inputType="tel"
      normalise={(typed) => nationalPhone(typed, market)}
      format={(d) => formatPhone(d, maxLength)}
    />
  );
}

/** BANK_CARD_MAX is the longest card number (a 19-digit PAN); bank account numbers are shorter. */
export const BANK_CARD_MAX = 19;

/** BankCardInput: digits only, shown in groups of four ("1234 5678 9012"). */
export function BankCardInput({ maxLength = BANK_CARD_MAX, ...props }: DigitsInputProps) {
  return <FormattedInput {...props} maxLength={maxLength} inputType="text" format={(d) => formatCard(d, maxLength)} />;
}

/** NumberInput: digits only, shown as typed. */
export function NumberInput({ maxLength, ...props }: DigitsInputProps) {
  return <FormattedInput {...props} maxLength={maxLength} inputType="text" format={(d) => digitsOnly(d, maxLength)} />;
}

export interface MoneyInputProps {
  /** The amount as typed: digits with at most one point and two decimals ("1500", "99.5"). */
  value: string;
  onChange(value: string): void;
  /** The keyboard's confirm key; it is disabled while the value is empty. */
  onConfirm?(value: string): void;
  placeholder?: string;
  'aria-label'?: string;
  id?: string;
  className?: string;
  /** Shown before the amount (a currency sign). */
  prefix?: ReactNode;
  /** Digits before the point (9 unless told). */
  maxLength?: number;
  disabled?: boolean;
  /** Open the keyboard as soon as the field is shown (a choice that asks for an amount). */
  defaultOpen?: boolean;
  /** Set on the input element: the amount has an error. */
  'aria-invalid'?: boolean;
  /** Set on the input element: the id of the text that describes it (its hint, its error). */
  'aria-describedby'?: string;
}

/**
 * MoneyInput shows the amount in a read-only field; a tap opens antd-mobile's
 * NumberKeyboard with a decimal point key. Confirm is disabled while the
 * value is empty; confirming closes the keyboard.
 */
export function MoneyInput({ value, onChange, onConfirm, placeholder, id, className, prefix, maxLength = 9, disabled, defaultOpen = false, ...rest }: MoneyInputProps) {
  const [open, setOpen] = useState(defaultOpen && !disabled);
  const empty = value === '';
  const ref = useRef<InputRef>(null);
  useNativeAria(ref, rest['aria-label'], rest['aria-invalid'], rest['aria-describedby']);
  const [marker] = useState(() => `kw-money-${Math.random().toString(36).slice(2)}`);

  // NumberKeyboard has no disabled confirm key: mark it for assistive
  // technology and style it (inputs.css). The keyboard's popup draws its
  // keys when it likes (after the first open, again on a re-render), so
  // while it is open every change to the page's nodes marks the key anew.
  const markConfirm = useCallback(() => {
    const ok = document.querySelector(`.${marker} .adm-number-keyboard-key-ok`);
    if (!ok) return;
    if (empty) ok.setAttribute('aria-disabled', 'true');
    else ok.removeAttribute('aria-disabled');
  }, [marker, empty]);
  useEffect(() => {
    markConfirm();
    if (!open) return;
    const drawn = new MutationObserver(markConfirm);
    drawn.observe(document.body, { childList: true, subtree: true });
    return () => drawn.disconnect();
  }, [markConfirm, open]);

  return (
    <div className={`kw-money ${className ?? ''}`}>
      {prefix !== undefined && <span className="kw-money-prefix">{prefix}</span>}
      <Input
        ref={ref}
        id={id}
        className="kw-input"
        readOnly
        inputMode="none"
        placeholder={placeholder}
        disabled={disabled}
        value={value}
        onClick={() => !disabled && setOpen(true)}
        onFocus={() => !disabled && setOpen(true)}
      />
      <NumberKeyboard
        className={`${marker} kw-money-keyboard${empty ? ' kw-money-keyboard-empty' : ''}`}
        visible={open}
        customKey="."
        confirmText={t('confirm')}
        closeOnConfirm={false}
        onInput={(key) => onChange(typeMoney(value, key, maxLength))}
        onDelete={() => onChange(deleteMoney(value))}
        onConfirm={() => {
          if (empty) return;
          setOpen(false);
          onConfirm?.(value);
        }}
        onClose={() => setOpen(false)}
        safeArea
      />
    </div>
  );
}
