// The barcode modal of the repayment pages: the open
// pay code as a scannable Code 128 barcode, for a store's cashier.
import { Dialog } from '../../../components/overlays';
import { t } from '../../../i18n/i18n';
import { Barcode } from './Barcode';

export interface BarcodeModalProps {
  code: string;
  amountText: string;
  visible: boolean;
  onClose(): void;
}

export function BarcodeModal({ code, amountText, visible, onClose }: BarcodeModalProps) {
  return (
    <Dialog
      destroyOnClose
      closeOnMaskClick
      visible={visible}
      aria-label={t('repayBarcodeTitle')}
      title={t('repayBarcodeTitle')}
      onClose={onClose}
      content={
        <div className="pay-barcode">
          <Barcode value={code} />
          {amountText && <strong className="pay-barcode-amount">{amountText}</strong>}
          <p>{t('repayBarcodeHint')}</p>
        </div>
      }
      actions={[{ key: 'close', text: t('close'), onClick: onClose }]}
    />
  );
}
