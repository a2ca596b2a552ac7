// The payment provider's guidance page (route
// /dragonpayPaymentInstructions): how to pay a reference number in a wallet
// app (Pay Bills, Payment Solutions, Dragonpay, the reference number) and at
// a store's cashier, each step with a drawing that enlarges on tap.
import { useEffect, useState } from 'react';
import { ImageViewerMulti } from '../../../components/overlays';
import { Page } from '../../../components/Page';
import { t } from '../../../i18n/i18n';
import type { MessageKey } from '../../../i18n/messages';
import payBills from '../assets/wallet-pay-bills.svg';
import paymentSolutions from '../assets/wallet-payment-solutions.svg';
import dragonpay from '../assets/wallet-dragonpay.svg';
import reference from '../assets/wallet-reference.svg';
import storeCounter from '../assets/store-counter.svg';
import '../repay-codes.css';

interface Picture {
  src: string;
  /** The step the picture shows. */
  caption: MessageKey;
}

/** WALLET_STEPS are the wallet app's four screens, in order. */
export const WALLET_STEPS: Picture[] = [
  { src: payBills, caption: 'walletStep1' },
  { src: paymentSolutions, caption: 'walletStep2' },
  { src: dragonpay, caption: 'walletStep3' },
  { src: reference, caption: 'walletStep4' },
];
const STORE: Picture = { src: storeCounter, caption: 'storePicture' };
const STORE_STEPS: MessageKey[] = ['storeStep1', 'storeStep2', 'storeStep3'];
const PICTURES = [...WALLET_STEPS, STORE];

export default function PaymentInstructionsPage() {
  // The picture to enlarge (its index in PICTURES) and whether it shows.
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(false);
  const enlarge = (p: Picture) => {
    setIndex(PICTURES.indexOf(p));
    setVisible(true);
  };
  // Enlarging a picture is what this page is for: its viewer's code comes with the page.
  useEffect(() => ImageViewerMulti.preload(), []);

  const thumbnail = (p: Picture, n?: number) => (
    <figure className={`instruction-figure${n === undefined ? ' wide' : ''}`} key={p.src}>
      <button type="button" className="instruction-picture" aria-label={t('enlargePicture', { what: t(p.caption) })} onClick={() => enlarge(p)}>
        <img src={p.src} alt={t(p.caption)} />
      </button>
      {n !== undefined && (
        <figcaption>
          <span className="step-number">{n}</span>
          {t(p.caption)}
        </figcaption>
      )}
    </figure>
  );

  return (
    <Page title={t('instructionsTitle')} className="repay-code-page instructions-page">
      <section className="card">
        <p className="instructions-lead">{t('instructionsLead')}</p>
        <p className="muted instructions-hint">{t('tapToEnlarge')}</p>
      </section>

      <section className="card" aria-labelledby="wallet-title">
        <h2 className="card-title" id="wallet-title">
          {t('walletTitle')}
        </h2>
        <p className="muted">{t('walletText')}</p>
        <div className="instruction-grid">{WALLET_STEPS.map((p, i) => thumbnail(p, i + 1))}</div>
      </section>

      <section className="card" aria-labelledby="store-title">
        <h2 className="card-title" id="store-title">
          {t('storeTitle')}
        </h2>
        <p className="muted">{t('storeText')}</p>
        {thumbnail(STORE)}
        <ol className="tips">
          {STORE_STEPS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
      </section>

      <ImageViewerMulti
        images={PICTURES.map((p) => p.src)}
        visible={visible}
        defaultIndex={index}
        onClose={() => setVisible(false)}
        key={index}
      />
    </Page>
  );
}
