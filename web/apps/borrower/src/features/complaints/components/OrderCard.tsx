// The selected order on the complaint home: logo, product name, status and
// the server's title/value rows (the first three, More shows the rest, so
// the problem types stay on the first screen), with 'All' to choose another
// order.
import { useId, useState } from 'react';
import { t } from '../../../i18n/i18n';
import type { ComplaintOrder, OrderLine } from '../api/types';
import { Chevron } from '../../../components/Chevron';

/** FOLDED_LINES is how many of the order's rows show until More. */
export const FOLDED_LINES = 3;

export function OrderHead({ order }: { order: ComplaintOrder }) {
  return (
    <div className="cp-order-head">
      {order.productLogo && <img src={order.productLogo} alt="" width={32} height={32} />}
      <strong className="cp-order-name">{order.productName}</strong>
      <span className={`cp-status cp-status-${order.orderStatus}`}>{order.status}</span>
    </div>
  );
}

export function OrderCard({ order, canChoose, onAll }: { order: ComplaintOrder | null; canChoose: boolean; onAll(): void }) {
  return (
    <section className="card cp-order" aria-labelledby="cp-order-title">
      <div className="cp-section-head">
        <h2 className="card-title" id="cp-order-title">
          {t('complaintOrder')}
        </h2>
        {canChoose && (
          <button type="button" className="link-button" onClick={onAll} aria-haspopup="dialog">
            {t('complaintAll')}
          </button>
        )}
      </div>
      {order ? (
        <>
          <OrderHead order={order} />
          {order.list && order.list.length > 0 && <Lines key={order.orderNo} lines={order.list} />}
        </>
      ) : (
        <p className="muted cp-none">{t('complaintNoOrder')}</p>
      )}
    </section>
  );
}

function Lines({ lines }: { lines: OrderLine[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const foldable = lines.length > FOLDED_LINES + 1;
  return (
    <>
      <dl className="rows" id={id}>
        {(open || !foldable ? lines : lines.slice(0, FOLDED_LINES)).map((r) => (
          <div key={r.title}>
            <dt>{r.title}</dt>
            <dd>{r.value}</dd>
          </div>
        ))}
      </dl>
      {foldable && (
        <button type="button" className="link-button cp-fold" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? t('repayHide') : t('repayMore')}
          <Chevron up={open} />
        </button>
      )}
    </>
  );
}
