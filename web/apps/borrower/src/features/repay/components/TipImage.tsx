// The tip image of the repayment pages (shown when
// isShowReyTop is 1): a drawing of a wallet app and a store counter beside
// its words, leading to the repayment instructions page. Drawn here as
// SVG (no inline style: the pages' Content-Security-Policy allows none).
import { t } from '../../../i18n/i18n';
import { Chevron } from '../../../components/Chevron';

export function TipImage({ onOpen }: { onOpen(): void }) {
  return (
    <button type="button" className="pay-tip" onClick={onOpen}>
      <TipArt />
      <span className="pay-tip-text">
        <strong>{t('repayTipTitle')}</strong>
        <small>{t('repayTipText')}</small>
      </span>
      <Chevron right />
    </button>
  );
}

/** TipArt: a phone showing a reference number and a tick, before a store with its awning. */
export function TipArt() {
  return (
    <svg className="pay-tip-art" viewBox="0 0 96 72" width="96" height="72" aria-hidden="true">
      <rect x="0" y="0" width="96" height="72" rx="12" fill="#d9efe6" />
      {/* the store */}
      <rect x="44" y="30" width="44" height="34" rx="2" fill="#ffffff" stroke="#0a7d5a" strokeWidth="2" />
      <path d="M41 30h50l-5-12H46z" fill="#f59e0b" />
      <path d="M51 18l-2 12M61 18v12M71 18v12M81 18l2 12" stroke="#ffffff" strokeWidth="2" />
      <rect x="49" y="38" width="16" height="12" rx="2" fill="#e7f4ef" stroke="#0a7d5a" strokeWidth="1.5" />
      <rect x="70" y="42" width="12" height="22" rx="1" fill="#e7f4ef" stroke="#0a7d5a" strokeWidth="1.5" />
      {/* the phone */}
      <rect x="10" y="8" width="32" height="58" rx="6" fill="#0a7d5a" />
      <rect x="13" y="14" width="26" height="42" rx="2" fill="#ffffff" />
      <rect x="16" y="18" width="20" height="8" rx="2" fill="#fff4d6" />
      <path d="M18 20v4M20 20v4M23 20v4M25 20v4M28 20v4M31 20v4M33 20v4" stroke="#7a5200" strokeWidth="1" />
      <rect x="16" y="30" width="20" height="2.5" rx="1.25" fill="#cfe9df" />
      <rect x="16" y="35" width="14" height="2.5" rx="1.25" fill="#cfe9df" />
      <circle cx="26" cy="47" r="5.5" fill="#19a974" />
      <path d="M23.5 47l1.8 1.8 3.4-3.6" fill="none" stroke="#ffffff" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="22" y="59" width="8" height="2" rx="1" fill="#ffffff" opacity="0.7" />
    </svg>
  );
}
