// A grid of evidence photos (4 to a row); tapping one enlarges it. The
// addresses carry the session query (evidence.ts).
import { useState, type ReactNode } from 'react';
import { ImageViewerMulti } from '../../../components/overlays';
import { t } from '../../../i18n/i18n';
import { evidenceSrc } from '../evidence';

export interface PhotosProps {
  urls: string[];
  /** Drawn after each photo (the form's remove button). */
  extra?(index: number): ReactNode;
  children?: ReactNode;
  label?: string;
}

export function Photos({ urls, extra, children, label }: PhotosProps) {
  const [open, setOpen] = useState<number>();
  const srcs = urls.map((u) => evidenceSrc(u) ?? '');
  return (
    <>
      <ul className="cp-photos" aria-label={label}>
        {srcs.map((src, i) => (
          <li key={`${urls[i]}-${i}`} className="cp-photo">
            <button type="button" className="cp-photo-open" onClick={() => setOpen(i)} aria-label={t('complaintPhoto', { n: i + 1 })}>
              {src && <img src={src} alt="" />}
            </button>
            {extra?.(i)}
          </li>
        ))}
        {children}
      </ul>
      <ImageViewerMulti images={srcs} visible={open !== undefined} defaultIndex={open ?? 0} onClose={() => setOpen(undefined)} key={open ?? -1} />
    </>
  );
}
