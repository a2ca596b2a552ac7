// The repayment code page, first variant (route
// /repaymentOfCode): the query names the code and how to show it. showType 1
// shows the code to copy and the channel's image (payCodeImg); any other
// value shows the code as a QR image with five tips for scanning it.
// repayAmount is the amount as the opening page showed it (formatted).
import { Link } from '../../../lib/router';
import { Page } from '../../../components/Page';
import { paths } from '../../../config/paths';
import { href } from '../../../lib/common-params';
import { pageParam } from '../../../lib/page-query';
import { t } from '../../../i18n/i18n';
import { CopyableCode } from '../components/CopyableCode';
import { EmptyCode } from '../components/EmptyCode';
import { QrCodeImage } from '../components/QrCodeImage';
import { decodedImageParam, safeImageUrl } from '../../../lib/safe-image';
import '../repay-codes.css';

/** SCAN_TIPS are the five tips under the QR image, in order. */
export const SCAN_TIPS = ['scanTip1', 'scanTip2', 'scanTip3', 'scanTip4', 'scanTip5'] as const;

export default function RepaymentOfCodePage() {
  const showType = pageParam('showType');
  const payCode = pageParam('payCode')?.trim();
  const image = safeImageUrl(decodedImageParam(pageParam('payCodeImg')));
  const amount = pageParam('repayAmount');
  const asCode = showType === '1';

  if (!payCode) {
    return (
      <Page title={t('repaymentCodeTitle')} className="repay-code-page">
        <EmptyCode />
      </Page>
    );
  }
  return (
    <Page title={t('repaymentCodeTitle')} className="repay-code-page">
      <section className="card code-card">
        {amount && (
          <div className="code-amount">
            <span>{t('amountToPay')}</span>
            <strong>{amount}</strong>
          </div>
        )}
        {asCode ? (
          <>
            <CopyableCode code={payCode} label={t('referenceNumber')} />
            {image && <ChannelImage src={image} />}
          </>
        ) : (
          <>
            <QrCodeImage code={payCode} />
            <p className="qr-code-text">
              {t('referenceNumber')}: <strong data-testid="pay-code">{payCode}</strong>
            </p>
          </>
        )}
      </section>

      {!asCode && (
        <section className="card" aria-labelledby="scan-tips-title">
          <h2 className="card-title" id="scan-tips-title">
            {t('scanTipsTitle')}
          </h2>
          <ol className="tips">
            {SCAN_TIPS.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ol>
        </section>
      )}

      <p className="how-to-pay">
        <Link to={href(paths.dragonpayPaymentInstructions)}>{t('howToPayLink')}</Link>
      </p>
    </Page>
  );
}

/** ChannelImage is the payment channel's picture for the code; it is left out when it cannot be loaded. */
function ChannelImage({ src }: { src: string }) {
  return (
    <img
      className="channel-image"
      src={src}
      alt={t('channelImageAlt')}
      onError={(e) => {
        e.currentTarget.hidden = true;
      }}
    />
  );
}
