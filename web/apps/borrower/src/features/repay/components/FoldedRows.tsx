// The instalment page's detail rows, folded to the first two with a
// more/hide toggle.
import { useId, useState } from 'react';
import { Chevron } from '../../../components/Chevron';
import { Rows } from '../../../components/Rows';
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
