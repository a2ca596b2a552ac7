// The default pay-code box of the repayment pages:
// the channel's logo, the title, the open code with Copy and Barcode, the
// code's own amount (a part-payment's, or an older figure than the page's)
// and until when it holds ("Pay by 11:59 pm today").
// Tapping the box opens /repaymentOfCode2 (the page's caller saves
// repaymentInfo first); with no open code it says how to get one.
import { Button } from 'antd-mobile';
import { copyWithToast } from '../../../lib/clipboard';
import { t } from '../../../i18n/i18n';
import type { DefaultCode } from '../api/types';
import { Chevron } from '../../../components/Chevron';

export interface PayCodeBoxProps {
  code: DefaultCode;
  onOpen(): void;
  onBarcode(): void;
  /** false: nothing can be paid yet, so no code is to be had either. */
  canPay?: boolean;
}

export function PayCodeBox({ code, onOpen, onBarcode, canPay = true }: PayCodeBoxProps) {
  const head = (
    <span className="pay-code-head">
      {code.logo ? <img src={code.logo} alt="" width={28} height={28} /> : <CodeIcon />}
      <span>{code.title}</span>
    </span>
  );
  if (!code.payCode) {
    return (
      <section className="card pay-code is-empty">
        {head}
        <p className="pay-code-hint">{canPay ? t('repayCodeHint') : t('repayCodeLater')}</p>
      </section>
    );
  }
  const payBy = code.payBy || (code.expiresAt ? t('repayPayBy', { date: code.expiresAt }) : '');
  return (
    <section className="card pay-code">
      <button type="button" className="pay-code-main" onClick={onOpen}>
        {head}
        <span className="pay-code-value" data-testid="repay-code">
          {code.payCode}
        </span>
        {code.amountText && <span className="pay-code-amount">{t('repayCodeAmount', { amount: code.amountText })}</span>}
        {payBy && <span className="pay-code-expiry">{payBy}</span>}
        <Chevron right />
      </button>
      <div className="pay-code-actions">
        <Button size="small" shape="rounded" color="primary" fill="outline" onClick={() => void copyWithToast(code.payCode)}>
          {t('repayCopy')}
        </Button>
        <Button size="small" shape="rounded" fill="outline" onClick={onBarcode}>
          <BarsIcon /> {t('repayBarcode')}
        </Button>
      </div>
    </section>
  );
}

function CodeIcon() {
  return (
    <svg viewBox="0 0 28 28" width="28" height="28" aria-hidden="true">
      <rect width="28" height="28" rx="8" fill="var(--kw-primary-soft)" />
      <path d="M8 9v10M11 9v10M15 9v10M17 9v10M20 9v10" stroke="var(--kw-primary)" strokeWidth="1.6" />
    </svg>
  );
}

function BarsIcon() {
  return (
    <svg className="pay-bars-icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <path d="M2 3v10M4.5 3v10M8 3v10M10 3v10M13.5 3v10" stroke="currentColor" strokeWidth="1.4" />
    </svg>
  );
}
