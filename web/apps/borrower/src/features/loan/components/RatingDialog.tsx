// The order details page's rating dialog: five
// stars, Submit refuses no stars ('Silakan pilih' in the id locale),
// google-score is sent, then below 4 stars a thank-you result modal, at 4
// or 5 the app shell's rating screen.
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { Dialog } from '../../../components/overlays';
import { goRating } from '../../../lib/bridge';
import { hasSessionFlag, setSessionFlag } from '../../../lib/session-flag';
import * as toast from '../../../lib/toast';
import { t } from '../../../i18n/i18n';
import { sendRating } from '../api/google-score';
import { StarRating } from '../../../components/StarRating';

/** STORE_RATING_FROM is the lowest rating sent on to the app store's rating screen. */
export const STORE_RATING_FROM = 4;

/** RATING_DISMISSED is the session flag a Cancel sets, so the dialog does not come back until the next session. */
export const RATING_DISMISSED = 'ratingDismissed';

/** ratingDismissed tells whether the borrower cancelled the rating in this session. */
export const ratingDismissed = () => hasSessionFlag(RATING_DISMISSED);

export function RatingDialog({ orderId, open, onClose }: { orderId: string; open: boolean; onClose(): void }) {
  const [stars, setStars] = useState(0);
  const [thanks, setThanks] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit() {
    if (stars === 0) {
      toast.info(t('chooseStars'));
      return;
    }
    setBusy(true);
    const r = await sendRating(stars, orderId);
    setBusy(false);
    if (!r.success) return;
    onClose();
    if (stars < STORE_RATING_FROM) setThanks(true);
    else goRating();
  }

  return (
    <>
      <Dialog
        destroyOnClose
        visible={open}
        title={t('rateTitle')}
        aria-label={t('rateTitle')}
        onClose={onClose}
        content={
          <div className="rating">
            <p>{t('rateText')}</p>
            <StarRating value={stars} onChange={setStars} />
            <div className="dialog-buttons">
              <Button
                onClick={() => {
                  setSessionFlag(RATING_DISMISSED);
                  onClose();
                }}
              >
                {t('cancel')}
              </Button>
              <Button color="primary" loading={busy} onClick={() => void submit()}>
                {t('submit')}
              </Button>
            </div>
          </div>
        }
      />
      <Dialog
        destroyOnClose
        visible={thanks}
        title={t('ratingThanksTitle')}
        content={t('ratingThanks')}
        actions={[{ key: 'ok', text: t('confirm'), bold: true, onClick: () => setThanks(false) }]}
        onClose={() => setThanks(false)}
      />
    </>
  );
}
