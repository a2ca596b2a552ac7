// What the instalment and the extension pages share: the
// tip image, the default pay-code box with its barcode modal,
// the Payment Method picker (starting on the open code's channel) and the
// Payment button, which asks for a pay code and confirms on /repayOrNot
// before going to the provider. The open code's own amount and "Pay by"
// travel with it (the box, the barcode, /repaymentOfCode2), since it may
// differ from the page's figure (a part-payment, yesterday's amount).
import { useState, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { openPage } from '../../../lib/bridge';
import { t } from '../../../i18n/i18n';
import type { Channel, DefaultCode } from '../api/types';
import { orderQuery, startPayment } from '../pay-flow';
import { saveRepaymentInfo } from '../repayment-info';
import { BarcodeModal } from './BarcodeModal';
import { ChannelPicker, initialChannel } from './ChannelPicker';
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
  /** Shown between the pay-code box and the picker (the instalment page's amount choice). */
  beforePicker?: ReactNode;
  /** Shown between the picker and the Payment button. */
  children?: ReactNode;
  /**
   * What Payment asks a code for when the page lets the borrower choose:
   * the amount in minor units, or undefined when it cannot be paid (the
   * page then says why). amount otherwise.
   */
  resolveAmount?(): number | undefined;
  /** The server's refusal of the amount (its message for the amount field); without it the refusal is toasted. */
  onAmountRefused?(message: string): void;
}

export function PayPanel(props: PayPanelProps) {
  const { productId, orderId, defDetail, channels, showTip, amount, amountText, extension, canPay, beforePicker, children, resolveAmount, onAmountRefused } = props;
  const [channel, setChannel] = useState(() => initialChannel(channels, defDetail.channelNumber));
  const [barcode, setBarcode] = useState(false);
  const [busy, setBusy] = useState(false);
  const query = orderQuery(productId, orderId);
  const chosen = channels.find((c) => c.channel_number === channel);

  // The open code's own amount; the page's figure only for a code from before the server said it.
  const codeAmountText = defDetail.amountText || amountText;

  function openCode() {
    saveRepaymentInfo({
      payCode: defDetail.payCode,
      logo: defDetail.logo,
      title: defDetail.title,
      ...(extension ? { delayAmount: codeAmountText } : { repayAmount: codeAmountText }),
      payBy: defDetail.payBy,
      payNotice: defDetail.payNotice ?? {},
    });
    openPage('repaymentOfCode2', query);
  }

  async function pay() {
    if (!chosen || busy || !canPay) return;
    const pays = resolveAmount ? resolveAmount() : amount;
    if (pays === undefined) return;
    setBusy(true);
    try {
      await startPayment({ productId, orderId, amount: pays, extension, channel: chosen, onAmountRefused });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {showTip && <TipImage onOpen={() => openPage('dragonpayPaymentInstructions', query)} />}
      <PayCodeBox code={defDetail} canPay={canPay} onOpen={openCode} onBarcode={() => setBarcode(true)} />
      {beforePicker}
      <ChannelPicker channels={channels} value={channel} onChange={setChannel} />
      {children}
      <div className="bottom-bar">
        <Button block shape="rounded" color="primary" size="large" disabled={!canPay || !chosen} loading={busy} onClick={() => void pay()}>
          {t('repayPayment')}
        </Button>
      </div>
      {defDetail.payCode && <BarcodeModal code={defDetail.payCode} amountText={codeAmountText} visible={barcode} onClose={() => setBarcode(false)} />}
    </>
  );
}
