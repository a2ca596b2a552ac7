// The instalment page's detail rows, folded to the first two with a
// more/hide toggle.
import { useId, useState } from 'react';
import { Rows } from '../../loan/components/Rows';
import { t } from '../../../i18n/i18n';
import type { Row } from '../api/types';

/** FOLDED_ROWS is how many detail rows show while folded. */
export const FOLDED_ROWS = 2;

export function FoldedRows({ rows }: { rows: Row[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const foldable = rows.length > FOLDED_ROWS;
  return (
    <>
      <div id={id}>
        <Rows rows={open || !foldable ? rows : rows.slice(0, FOLDED_ROWS)} />
      </div>
      {foldable && (
        <button type="button" className="link-button pay-fold" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? t('repayHide') : t('repayMore')}
          <Chevron up={open} />
        </button>
      )}
    </>
  );
}

/** Chevron is a small arrow: right, or down/up for a fold. */
export function Chevron({ up, right }: { up?: boolean; right?: boolean }) {
  const d = right ? 'M6 3l5 5-5 5' : up ? 'M3 10l5-5 5 5' : 'M3 6l5 5 5-5';
  return (
    <svg className="chevron" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
