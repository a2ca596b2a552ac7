// What the instalment and the extension pages share (seed 2 sections 2.8,
// 2.9): the tip image, the default pay-code box with its barcode modal,
// the Payment Method picker and the Payment button, which asks for a pay
// code and confirms on /repayOrNot before going to the provider.
import { useState, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { openPage } from '../../../lib/bridge';
import { t } from '../../../i18n/i18n';
import type { Channel, DefaultCode } from '../api/types';
import { orderQuery, startPayment } from '../pay-flow';
import { saveRepaymentInfo } from '../repayment-info';
import { BarcodeModal } from './BarcodeModal';
import { ChannelPicker } from './ChannelPicker';
import { PayCodeBox } from './PayCodeBox';
import { TipImage } from './TipImage';

export interface PayPanelProps {
  productId?: string;
  orderId: string;
  defDetail: DefaultCode;
  channels: Channel[];
  showTip: boolean;
  /** What Payment asks a code for, in minor units as received. */
  amount: number;
  /** The same, formatted: the pay-code box's total. */
  amountText: string;
  /** The extension page (isDelay=1). */
  extension?: boolean;
  /** false: what is due cannot be paid now; Payment is disabled. */
  canPay: boolean;
  /** Shown between the picker and the Payment button. */
  children?: ReactNode;
}

export function PayPanel({ productId, orderId, defDetail, channels, showTip, amount, amountText, extension, canPay, children }: PayPanelProps) {
  const [channel, setChannel] = useState(channels[0]?.channel_number);
  const [barcode, setBarcode] = useState(false);
  const [busy, setBusy] = useState(false);
  const query = orderQuery(productId, orderId);
  const chosen = channels.find((c) => c.channel_number === channel);

  function openCode() {
    saveRepaymentInfo({
      payCode: defDetail.payCode,
      logo: defDetail.logo,
      title: defDetail.title,
      ...(extension ? { delayAmount: amountText } : { repayAmount: amountText }),
      payNotice: defDetail.payNotice ?? {},
    });
    openPage('repaymentOfCode2', query);
  }

  async function pay() {
    if (!chosen || busy || !canPay) return;
    setBusy(true);
    try {
      await startPayment({ productId, orderId, amount, extension, channel: chosen });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {showTip && <TipImage onOpen={() => openPage('dragonpayPaymentInstructions', query)} />}
      <PayCodeBox code={defDetail} canPay={canPay} onOpen={openCode} onBarcode={() => setBarcode(true)} />
      <ChannelPicker channels={channels} value={channel} onChange={setChannel} />
      {children}
      <div className="bottom-bar">
        <Button block shape="rounded" color="primary" size="large" disabled={!canPay || !chosen} loading={busy} onClick={() => void pay()}>
          {t('repayPayment')}
        </Button>
      </div>
      {defDetail.payCode && <BarcodeModal code={defDetail.payCode} amountText={amountText} visible={barcode} onClose={() => setBarcode(false)} />}
    </>
  );
}
