// One field of the bank form: its title, subtitle (or the page's hint for
// it: an account number's, from its rule), control and the message for it.
// The control follows the item: text by its inputType (phone 3-4-4, bank
// card in fours, number; digits only, but the IFSC; maxLength digits when
// given), an enum's options or the day in a picker, the city in a cascade.
import { BankCardInput, NumberInput, PhoneInput } from '../../../components/inputs';
import type { BankItem } from '../api/types';
import { DAYS, options } from '../form';
import { CityChoice, ListChoice } from './ChoiceField';
import { IfscInput } from './IfscInput';

export interface BankFieldProps {
  item: BankItem;
  value: string;
  error?: string;
  /** Shown instead of the item's subtitle (an account number's hint from the chosen bank's rule). */
  hint?: string;
  /** How many digits a digits field takes. */
  maxLength?: number;
  onChange(value: string): void;
}

const DAY_ITEMS = DAYS.map((d) => ({ label: d, value: d }));

export function BankField({ item, value, error, hint, maxLength, onChange }: BankFieldProps) {
  const id = `bank-${item.code}`;
  const labelId = `${id}-label`;
  const subtitle = hint ?? item.subtitle;
  const subId = subtitle ? `${id}-sub` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, subId].filter(Boolean).join(' ') || undefined;
  const invalid = Boolean(error);

  // A picker's row is a button named by the title and its choice (aria-labelledby); a text field by its label.
  const picked = item.cate === 'enum' || item.cate === 'day' || item.cate === 'citySelect';
  let control;
  if (item.cate === 'enum') {
    const items = options(item).map((o) => ({ label: o.name, value: String(o.type) }));
    control = <ListChoice id={id} labelId={labelId} title={item.title} items={items} value={value} onChange={onChange} invalid={invalid} describedBy={describedBy} />;
  } else if (item.cate === 'day') {
    control = <ListChoice id={id} labelId={labelId} title={item.title} items={DAY_ITEMS} value={value} onChange={onChange} invalid={invalid} describedBy={describedBy} />;
  } else if (item.cate === 'citySelect') {
    control = <CityChoice id={id} labelId={labelId} title={item.title} value={value} onChange={onChange} invalid={invalid} describedBy={describedBy} />;
  } else if (item.inputType === 'ifsc') {
    control = <IfscInput id={id} value={value} onChange={onChange} invalid={invalid} describedBy={describedBy} />;
  } else {
    const Digits = item.inputType === 'phone' ? PhoneInput : item.inputType === 'bankCard' ? BankCardInput : NumberInput;
    const placeholder = item.inputType === 'phone' ? '09X XXXX XXXX' : undefined;
    control = <Digits id={id} value={value} onChange={onChange} placeholder={placeholder} maxLength={maxLength} aria-invalid={invalid} aria-describedby={describedBy} />;
  }

  return (
    <div className={`bank-field${invalid ? ' has-error' : ''}`} data-code={item.code}>
      <label className="bank-label" id={labelId} htmlFor={picked ? undefined : id}>
        {item.title}
      </label>
      {subtitle && (
        <p className="bank-sub" id={subId}>
          {subtitle}
        </p>
      )}
      <div className="bank-control">{control}</div>
      {error && (
        <p className="bank-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
