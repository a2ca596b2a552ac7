// A pay code as a Code 128 barcode a store's scanner reads, drawn as SVG
// by JsBarcode (loaded with the modal, not with the page). JsBarcode sets
// attributes only, never style="", so the page's policy allows it.
import { useEffect, useRef, useState } from 'react';
import { t } from '../../../i18n/i18n';

export function Barcode({ value }: { value: string }) {
  const svg = useRef<SVGSVGElement>(null);
  /** The value JsBarcode could not draw, if any: another value is tried afresh. */
  const [failedFor, setFailedFor] = useState<string>();
  const failed = failedFor === value;
  useEffect(() => {
    let live = true;
    import('jsbarcode')
      .then(({ default: JsBarcode }) => {
        if (!live || !svg.current) return;
        let valid = true;
        JsBarcode(svg.current, value, {
          format: 'CODE128',
          width: 2,
          height: 72,
          // The quiet zone a scanner needs either side: 10 modules.
          margin: 20,
          // The code is written under the bars as text of the page (JsBarcode
          // would measure its own text on a canvas).
          displayValue: false,
          background: '#ffffff',
          lineColor: '#000000',
          valid: (ok: boolean) => {
            valid = ok;
          },
        });
        if (!valid) setFailedFor(value);
      })
      .catch(() => {
        if (live) setFailedFor(value);
      });
    return () => {
      live = false;
    };
  }, [value]);
  if (failed) return <p className="pay-barcode-failed">{t('repayBarcodeFailed')}</p>;
  return (
    <>
      <svg ref={svg} className="pay-barcode-svg" role="img" aria-label={value} />
      <span className="pay-barcode-code" aria-hidden="true">
        {value}
      </span>
    </>
  );
}
