// 'Please rate this service': five stars, Cancel
// (closes, stars reset) and Send (save-score; on success the toast, the
// dialog closes and the stars reset).
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { Dialog } from '../../../components/overlays';
import * as toast from '../../../lib/toast';
import { t } from '../../../i18n/i18n';
import { StarRating } from '../../../components/StarRating';
import { saveScore } from '../api/save-score';

export interface ScoreDialogProps {
  problemId: number;
  open: boolean;
  onClose(): void;
  onScored(score: number): void;
}

export function ScoreDialog({ problemId, open, onClose, onScored }: ScoreDialogProps) {
  const [stars, setStars] = useState(0);
  const [busy, setBusy] = useState(false);

  function close() {
    setStars(0);
    onClose();
  }

  async function send() {
    if (stars === 0) {
      toast.info(t('chooseStars'));
      return;
    }
    setBusy(true);
    const r = await saveScore(stars, problemId);
    setBusy(false);
    if (!r.success) return;
    toast.success(t('scoreThanks'));
    onScored(stars);
    close();
  }

  return (
    <Dialog
      destroyOnClose
      visible={open}
      title={t('rateService')}
      aria-label={t('rateService')}
      onClose={close}
      content={
        <div className="rating">
          <StarRating value={stars} onChange={setStars} label={t('rateService')} />
          <div className="dialog-buttons">
            <Button onClick={close}>{t('cancel')}</Button>
            <Button color="primary" loading={busy} onClick={() => void send()}>
              {t('send')}
            </Button>
          </div>
        </div>
      }
    />
  );
}
