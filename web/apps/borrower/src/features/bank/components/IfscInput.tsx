// The IFSC (India: a bank branch's code, 4 letters, '0', 6 letters or
// digits): the one text field that is not digits only. Upper-cased as typed.
import { useLayoutEffect, useRef } from 'react';
import { Input, type InputRef } from 'antd-mobile';
import { ifscOnly, IFSC_LENGTH } from '../form';

export interface IfscInputProps {
  id: string;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
}

export function IfscInput({ id, value, onChange, placeholder, invalid, describedBy }: IfscInputProps) {
  const ref = useRef<InputRef>(null);
  // antd-mobile puts aria-* on its wrapper; the error state belongs on the input.
  useLayoutEffect(() => {
    const el = ref.current?.nativeElement;
    if (!el) return;
    if (invalid) el.setAttribute('aria-invalid', 'true');
    else el.removeAttribute('aria-invalid');
    if (describedBy) el.setAttribute('aria-describedby', describedBy);
    else el.removeAttribute('aria-describedby');
  }, [invalid, describedBy]);
  return (
    <Input
      ref={ref}
      id={id}
      className="kw-input"
      value={value}
      onChange={(v) => onChange(ifscOnly(v))}
      placeholder={placeholder ?? 'ABCD0123456'}
      maxLength={IFSC_LENGTH}
      autoCapitalize="characters"
      autoCorrect="off"
      autoComplete="off"
    />
  );
}
