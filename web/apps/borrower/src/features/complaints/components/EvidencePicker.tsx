// The form's photos: up to 9, each uploaded as soon as it is chosen ('Upload
// succeeded!', or the server's message and the photo dropped); the picker
// hides at 9 and each photo can be removed. A choice of more photos than
// there is room for keeps the first ones.
import { useRef, useState } from 'react';
import * as toast from '../../../lib/toast';
import { t } from '../../../i18n/i18n';
import { uploadProblemImage } from '../api/upload-problem-img';
import { MAX_IMAGES } from '../api/types';
import { Photos } from './Photos';

export const ACCEPTED = 'image/jpeg,image/png,image/webp';

export interface EvidencePickerProps {
  urls: string[];
  onChange(update: (urls: string[]) => string[]): void;
  /** How many uploads are under way. */
  onBusy(n: number): void;
}

export function EvidencePicker({ urls, onChange, onBusy }: EvidencePickerProps) {
  const [pending, setPending] = useState(0);
  const pendingRef = useRef(0);
  const room = MAX_IMAGES - urls.length - pending;

  function busy(delta: number) {
    pendingRef.current += delta;
    setPending(pendingRef.current);
    onBusy(pendingRef.current);
  }

  async function send(file: File) {
    const r = await uploadProblemImage(file);
    busy(-1);
    if (r.success && r.data?.url) {
      const url = r.data.url;
      onChange((now) => (now.length < MAX_IMAGES ? [...now, url] : now));
      toast.success(t('uploadSucceeded'));
    }
  }

  function choose(input: HTMLInputElement) {
    const files = Array.from(input.files ?? []).slice(0, Math.max(0, room));
    input.value = '';
    for (const file of files) {
      busy(1);
      void send(file);
    }
  }

  return (
    <Photos
      urls={urls}
      label={t('complaintPhotos', { max: MAX_IMAGES })}
      extra={(i) => (
        <button type="button" className="cp-photo-remove" aria-label={t('complaintRemovePhoto', { n: i + 1 })} onClick={() => onChange((now) => now.filter((_, j) => j !== i))}>
          <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
            <path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      )}
    >
      {Array.from({ length: pending }, (_, i) => (
        <li key={`pending-${i}`} className="cp-photo cp-photo-pending" role="status" aria-label={t('complaintUploading')}>
          <span className="kw-spinner" aria-hidden="true" />
        </li>
      ))}
      {room > 0 && (
        <li className="cp-photo cp-photo-add">
          <label>
            <input type="file" accept={ACCEPTED} multiple className="visually-hidden" aria-label={t('complaintAddPhoto')} onChange={(e) => choose(e.currentTarget)} />
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
              <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </label>
        </li>
      )}
    </Photos>
  );
}
