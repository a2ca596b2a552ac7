// A scannable QR image of a pay code, drawn by the qrcode library to a PNG
// data: address (the pages' image policy allows data:). If the library
// cannot draw (no canvas), the code stays readable beside it.
import { useEffect, useState } from 'react';
import { DotLoading } from 'antd-mobile';
import QRCode from 'qrcode';
import { t } from '../../../i18n/i18n';

/** QR_SIZE is the image's width and height in CSS pixels; it is drawn at twice that for sharp screens. */
export const QR_SIZE = 220;

export function QrCodeImage({ code }: { code: string }) {
  /** What was drawn, for which code: a new code shows the pending state until its own image is ready. */
  const [drawn, setDrawn] = useState<{ code: string; src?: string; failed?: boolean }>();
  const { src, failed } = drawn?.code === code ? drawn : {};
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(code, { errorCorrectionLevel: 'M', margin: 4, width: QR_SIZE * 2, color: { dark: '#000000', light: '#ffffff' } })
      .then((url) => {
        if (live) setDrawn({ code, src: url });
      })
      .catch(() => {
        if (live) setDrawn({ code, failed: true });
      });
    return () => {
      live = false;
    };
  }, [code]);
  if (failed) return <p className="qr-failed">{t('qrFailed')}</p>;
  if (!src) {
    return (
      <div className="qr-image qr-pending" role="status" aria-label={t('loading')}>
        <DotLoading color="primary" />
      </div>
    );
  }
  return <img className="qr-image" src={src} width={QR_SIZE} height={QR_SIZE} alt={t('qrAlt', { code })} />;
}
