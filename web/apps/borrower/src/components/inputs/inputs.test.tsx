import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BankCardInput, MoneyInput, NumberInput, PhoneInput, type DigitsInputProps } from '.';

function Harness({ kind, seen, ...rest }: { kind: 'phone' | 'card' | 'number'; seen(v: string): void; market?: string } & Partial<DigitsInputProps>) {
  const [value, setValue] = useState('');
  const props = {
    ...rest,
    value,
    'aria-label': 'Field',
    onChange: (v: string) => {
      seen(v);
      setValue(v);
    },
  };
  if (kind === 'phone') return <PhoneInput {...props} />;
  const { market: _market, ...digitsProps } = props;
  if (kind === 'card') return <BankCardInput {...digitsProps} />;
  return <NumberInput {...digitsProps} />;
}

const field = () => screen.getByLabelText('Field') as HTMLInputElement;

function type(value: string, caret = value.length) {
  const el = field();
  act(() => el.focus()); // antd-mobile's Input keeps its focus in state
  // What the browser does before the input event: the new text and the caret.
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(el, value);
  el.setSelectionRange(caret, caret);
  fireEvent.input(el, { target: { value } });
}

afterEach(() => vi.restoreAllMocks());

describe('PhoneInput', () => {
  it('keeps digits only, at most 11, shown 3-4-4', () => {
    const seen = vi.fn();
    render(<Harness kind="phone" seen={seen} />);
    type('0917-123 4567 89 x');
    expect(seen).toHaveBeenLastCalledWith('09171234567');
    expect(field().value).toBe('091 7123 4567');
    expect(field().getAttribute('inputmode')).toBe('numeric');
    expect(field().type).toBe('tel');
  });

  it('keeps the caret with its digit and deletes the digit before a space', () => {
    const seen = vi.fn();
    render(<Harness kind="phone" seen={seen} />);
    type('0917');
    expect(field().value).toBe('091 7');
    expect(field().selectionStart).toBe(5);
    // Backspace right after the space: the 1 goes, not just the space.
    type('0917', 3);
    type('0917123', 7);
    expect(field().value).toBe('091 7123');
    type('0917123'.slice(0, 3) + '7123', 3); // '091' + '7123': the space was deleted, caret after '091'
    expect(seen).toHaveBeenLastCalledWith('097123');
    expect(field().value).toBe('097 123');
    expect(field().selectionStart).toBe(2);
  });

  it('takes a pasted +63 number, or one without its 0, as 09…', () => {
    const seen = vi.fn();
    render(<Harness kind="phone" seen={seen} />);
    type('+63 917 123 4567');
    expect(seen).toHaveBeenLastCalledWith('09171234567');
    expect(field().value).toBe('091 7123 4567');
    type('');
    type('639171234567');
    expect(field().value).toBe('091 7123 4567');
    type('');
    type('917 123 4567');
    expect(field().value).toBe('091 7123 4567');
  });

  it('turns +63 into 0 as it is typed, key by key', () => {
    const seen = vi.fn();
    render(<Harness kind="phone" seen={seen} />);
    let typed = '';
    const shown: string[] = [];
    for (const key of '+63 9171') {
      typed = field().value + key;
      type(typed);
      shown.push(field().value);
    }
    expect(shown).toEqual(['', '6', '63', '63', '09', '091', '091 7', '091 71']);
    expect(seen).toHaveBeenLastCalledWith('09171');
  });

  it("takes another market's number and maximum", () => {
    const seen = vi.fn();
    render(<Harness kind="phone" seen={seen} maxLength={10} market="in" />);
    type('+91 98765 43210');
    expect(seen).toHaveBeenLastCalledWith('9876543210');
    type('98765432109');
    expect(seen).toHaveBeenLastCalledWith('9876543210');
    expect(field().value).toBe('987 6543 210');
  });
});

describe('BankCardInput', () => {
  it('keeps digits only, shown in groups of four', () => {
    const seen = vi.fn();
    render(<Harness kind="card" seen={seen} maxLength={16} />);
    type('1234-5678 9012 3456 7890');
    expect(seen).toHaveBeenLastCalledWith('1234567890123456');
    expect(field().value).toBe('1234 5678 9012 3456');
    type('12a3');
    expect(field().value).toBe('123');
  });

  it('puts the error on the input itself', () => {
    render(<Harness kind="card" seen={() => {}} aria-invalid aria-describedby="err" />);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toBe('err');
  });
});

describe('NumberInput', () => {
  it('keeps digits only, without spaces', () => {
    const seen = vi.fn();
    render(<Harness kind="number" seen={seen} maxLength={6} />);
    type('12 34-5678');
    expect(seen).toHaveBeenLastCalledWith('123456');
    expect(field().value).toBe('123456');
  });
});

describe('MoneyInput', () => {
  function Money({ confirmed }: { confirmed(v: string): void }) {
    const [value, setValue] = useState('');
    return <MoneyInput value={value} onChange={setValue} onConfirm={confirmed} aria-label="Amount" />;
  }

  it('types with a keyboard that has a point; confirm is disabled while empty', async () => {
    const confirmed = vi.fn();
    render(<Money confirmed={confirmed} />);
    const amount = screen.getByLabelText('Amount') as HTMLInputElement;
    expect(amount.readOnly).toBe(true);
    fireEvent.click(amount);
    const ok = await screen.findByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(ok.getAttribute('aria-disabled')).toBe('true'));
    expect(ok.closest('.kw-money-keyboard-empty')).not.toBeNull();
    fireEvent.click(ok);
    expect(confirmed).not.toHaveBeenCalled();
    for (const k of ['1', '2', '.', '5', '0', '9']) fireEvent.click(screen.getByRole('button', { name: k }));
    expect(amount.value).toBe('12.50');
    expect(ok.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(ok);
    expect(confirmed).toHaveBeenCalledWith('12.50');
  });
});
