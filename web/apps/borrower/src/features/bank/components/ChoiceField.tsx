// A field chosen in a picker (an enum, the day, the city): a row showing the
// choice that opens antd-mobile's Picker (or CascadePicker for the city) with
// Confirm and Cancel. The city's list loads the first time its picker opens.
import { useState } from 'react';
import { type CascadePickerOption } from 'antd-mobile';
import { CascadePicker, Picker } from '../../../components/overlays';
import { t } from '../../../i18n/i18n';
import * as toast from '../../../lib/toast';
import { cascadeOptions, loadPlaces } from '../places';
import { CITY_SEPARATOR, splitCity } from '../form';

interface RowProps {
  id: string;
  labelId: string;
  shown: string | undefined;
  invalid: boolean;
  describedBy?: string;
  onOpen(): void;
}

/** ChoiceRow is the row that shows the choice (or "Choose") and opens the picker. */
function ChoiceRow({ id, labelId, shown, invalid, describedBy, onOpen }: RowProps) {
  return (
    <button
      type="button"
      id={id}
      className={`bank-choice${shown ? '' : ' is-empty'}`}
      aria-labelledby={`${labelId} ${id}`}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-haspopup="dialog"
      onClick={onOpen}
    >
      <span className="bank-choice-value">{shown || t('bankChoose')}</span>
      <svg className="bank-choice-arrow" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
        <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

/** Choice is one line of a picker. */
export interface Choice {
  label: string;
  value: string;
}

export interface ListChoiceProps extends Omit<RowProps, 'shown' | 'onOpen'> {
  title: string;
  items: Choice[];
  value: string;
  onChange(value: string): void;
}

/** ListChoice picks one of items (an enum's options, the days 1 to 31). */
export function ListChoice({ title, items, value, onChange, ...row }: ListChoiceProps) {
  const [open, setOpen] = useState(false);
  const shown = items.find((i) => i.value === value)?.label;
  return (
    <>
      <ChoiceRow {...row} shown={shown ?? value} onOpen={() => setOpen(true)} />
      <Picker
        title={title}
        columns={[items]}
        value={value ? [value] : [items[0]?.value ?? null]}
        visible={open}
        confirmText={t('confirm')}
        cancelText={t('cancel')}
        onClose={() => setOpen(false)}
        onConfirm={(v) => {
          if (v[0] != null) onChange(String(v[0]));
        }}
        popupClassName="bank-picker"
        destroyOnClose
      />
    </>
  );
}

export interface CityChoiceProps extends Omit<RowProps, 'shown' | 'onOpen'> {
  title: string;
  /** "Province / City", or "". */
  value: string;
  onChange(value: string): void;
}

/** CityChoice picks a province, then one of its cities or municipalities. */
export function CityChoice({ title, value, onChange, ...row }: CityChoiceProps) {
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<CascadePickerOption[]>();

  const openPicker = () => {
    setOpen(true);
    if (options) return;
    loadPlaces().then(
      (places) => setOptions(cascadeOptions(places)),
      () => {
        setOpen(false);
        toast.show(t('bankPlacesFailed'));
      },
    );
  };

  const chosen = splitCity(value);
  return (
    <>
      <ChoiceRow {...row} shown={value} onOpen={openPicker} />
      <CascadePicker
        title={title}
        options={options ?? []}
        loading={!options}
        value={chosen.length ? chosen : undefined}
        visible={open}
        confirmText={t('confirm')}
        cancelText={t('cancel')}
        onClose={() => setOpen(false)}
        onConfirm={(v) => {
          const [province, city] = v;
          if (province && city) onChange(`${province}${CITY_SEPARATOR}${city}`);
        }}
        popupClassName="bank-picker"
        destroyOnClose
      />
    </>
  );
}
