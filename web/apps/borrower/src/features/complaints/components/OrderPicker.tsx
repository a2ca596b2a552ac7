// 'All': every order of the borrower, newest first, to pick the one the
// complaint is about.
import { Popup } from '../../../components/overlays';
import { t } from '../../../i18n/i18n';
import type { ComplaintOrder } from '../api/types';
import { OrderHead } from './OrderCard';

export interface OrderPickerProps {
  open: boolean;
  orders: ComplaintOrder[];
  chosen?: string;
  onPick(order: ComplaintOrder): void;
  onClose(): void;
}

export function OrderPicker({ open, orders, chosen, onPick, onClose }: OrderPickerProps) {
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} destroyOnClose bodyClassName="cp-picker">
      <div role="dialog" aria-label={t('complaintChooseOrder')}>
        <h2 className="cp-picker-title">{t('complaintChooseOrder')}</h2>
        <ul className="cp-picker-list">
          {orders.map((o) => (
            <li key={o.orderNo}>
              <button
                type="button"
                className={`cp-picker-item${o.orderNo === chosen ? ' is-chosen' : ''}`}
                aria-current={o.orderNo === chosen ? 'true' : undefined}
                onClick={() => onPick(o)}
              >
                <OrderHead order={o} />
                <small className="muted">{o.orderNo}</small>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Popup>
  );
}
