// The loan confirmation journey shared by V3 and
// variant 2: amount, term and rate, detail rows, the
// repayment plan, the Key Fact Statement, the agreement checkbox (checked
// by default; Next is grey and does nothing while unchecked), the agreement
// modal (opening by itself when popAgreementUrl is set), the 'Point out'
// retention popup on the shell's back action when isPopType is 1, and Next,
// which replaces the page with the new order's details. A refusal is told
// once, on the page (the load is quiet); when a loan on the product is in
// progress, View my loan leads to it. A placed order is told to the app
// shell's analytics (trackEvent confirmLoan).
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { Button } from 'antd-mobile';
import { Dialog, Popup } from '../../../components/overlays';
import { StatusBlock } from '../../../components/StatusBlock';
import type { Result } from '../../../lib/api-client';
import { closeWebView, onShellBack, openPage, trackEvent } from '../../../lib/bridge';
import { commonParams } from '../../../lib/common-params';
import { appendQuery, isSameOrigin, pageLocation } from '../../../lib/page-query';
import { t } from '../../../i18n/i18n';
import type { Agreement, Confirmation } from '../api/types';
import { AgreementModal, type OpenAgreement } from './AgreementModal';
import { CloseIcon } from './CloseIcon';
import { Rows } from '../../../components/Rows';
import '../../../components/loan-pages.css';

/** CONFIRM_EVENT is the app shell's analytics event of a loan confirmed (placed) on this page. */
export const CONFIRM_EVENT = 'confirmLoan';

/** ConfirmApi is how a variant talks to the server. */
export interface ConfirmApi {
  load(): Promise<Result<Confirmation>>;
  agreements(): Promise<Result<Agreement[]>>;
  contractUrl(position: number): Promise<Result<string>>;
  push(c: Confirmation): Promise<Result<string>>;
}

/** InProgress is the data of the refusal when a loan on the product is in progress (loan.InProgress). */
interface InProgress {
  orderId: number;
  productId: number;
}

interface Failure {
  message: string;
  inProgress?: InProgress;
}

function inProgressOf(data: unknown): InProgress | undefined {
  const d = data as Partial<InProgress> | null | undefined;
  return d && typeof d.orderId === 'number' && d.orderId > 0 ? { orderId: d.orderId, productId: Number(d.productId) || 0 } : undefined;
}

interface Props {
  api: ConfirmApi;
  /** Variant 2 shows the server's button text and the promotional popup. */
  variant: 'v3' | 'v2';
}

export function ConfirmView({ api, variant }: Props) {
  const navigate = useNavigate();
  const [data, setData] = useState<Confirmation>();
  const [failure, setFailure] = useState<Failure>();
  const [agreements, setAgreements] = useState<Agreement[]>([]);
  const [agreed, setAgreed] = useState(true);
  const [agreement, setAgreement] = useState<OpenAgreement>();
  const [retention, setRetention] = useState(false);
  const [promo, setPromo] = useState(false);
  const [busy, setBusy] = useState(false);

  // A first loan's agreement (a Popup) and variant 2's promotion (a Dialog) open with the offer.
  useEffect(() => {
    Popup.preload();
    Dialog.preload();
  }, []);

  useEffect(() => {
    let live = true;
    void api.load().then((r) => {
      if (!live) return;
      if (!r.success || !r.data) {
        setFailure({ message: r.message || t('error'), inProgress: inProgressOf(r.raw?.data) });
        return;
      }
      setData(r.data);
      if (r.data.popAgreementUrl) setAgreement({ url: r.data.popAgreementUrl, title: t('loanAgreement') });
      if (variant === 'v2' && r.data.promoTitle) setPromo(true);
    });
    void api.agreements().then((r) => live && r.success && setAgreements(r.data ?? []));
    return () => {
      live = false;
    };
  }, [api, variant]);

  // The app shell's back action: ask the borrower to stay when isPopType is
  // 1. One handler for the page's life, reading the latest data.
  const latest = useRef(data);
  useLayoutEffect(() => {
    latest.current = data;
  }, [data]);
  useEffect(
    () =>
      onShellBack(() => {
        const ask = latest.current?.isPopType === 1;
        setRetention(ask);
        return ask;
      }),
    [],
  );

  async function openAgreement(a: Agreement) {
    const r = await api.contractUrl(a.position);
    if (r.success && r.data) setAgreement({ url: r.data, title: a.title });
  }

  async function next() {
    if (!agreed || !data || busy) return;
    setBusy(true);
    const r = await api.push(data);
    setBusy(false);
    if (!r.success || !r.data) return;
    // The confirmation's tracking point (the seeds' "confirm burial point
    // (analytics event)"): the loan placed, beside its call, before the page
    // leaves for the order.
    trackEvent(CONFIRM_EVENT, { productId: data.productId, amount: data.amount, periods: data.periods, termUnit: data.termUnit, variant });
    const target = appendQuery(r.data, { ...commonParams(), from: 'confirm' });
    if (target.startsWith('/') && isSameOrigin(target)) navigate(target, { replace: true });
    else pageLocation.replace(target);
  }

  if (failure) {
    const loan = failure.inProgress;
    return (
      <StatusBlock status="default" title={failure.message}>
        {loan && (
          <Button
            shape="rounded"
            color="primary"
            onClick={() => openPage('loanDetail', `orderId=${loan.orderId}&productId=${loan.productId}`)}
          >
            {t('viewMyLoan')}
          </Button>
        )}
      </StatusBlock>
    );
  }
  if (!data) return null;
  const nextText = variant === 'v2' && data.buttonText ? data.buttonText : t('next');
  return (
    <div className="confirm">
      <section className="confirm-hero">
        <div className="confirm-product">
          {data.comProductLogo && <img src={data.comProductLogo} alt="" width={32} height={32} />}
          <span>{data.comProductName}</span>
        </div>
        <p className="confirm-label">{t('loanAmount')}</p>
        <p className="confirm-amount">{data.amountText}</p>
        <div className="confirm-terms">
          <span>{t('termDays', { n: data.periods })}</span>
          <span>{data.pRateDsc}</span>
        </div>
      </section>

      <section className="card">
        <Rows rows={data.details ?? []} />
      </section>

      <section className="card">
        <h2 className="card-title">{t('repaymentPlan')}</h2>
        <p className="plan-note">{t('planNote')}</p>
        <ol className="plan">
          {(data.repay_plans ?? []).map((p) => (
            <li key={p.description}>
              <div>
                <strong>{p.description}</strong>
                <small>{p.title}</small>
              </div>
              <div className="plan-right">
                <strong>{p.amount}</strong>
                <small>{p.pay_time}</small>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section className="card key-facts" aria-labelledby="key-facts-title">
        <h2 className="card-title" id="key-facts-title">
          {t('keyFacts')}
        </h2>
        <p className="key-facts-apr">
          <span>{t('apr')}</span>
          <strong>{data.apr}</strong>
        </p>
        <Rows rows={(data.keyFacts ?? []).slice(1)} stacked />
      </section>

      <div className="confirm-agree">
        {/* A native box: antd's hides its input from screen readers. */}
        <label className="agree-box">
          <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
          <span>{t('agreeToAgreements')}</span>
        </label>
        {/* The agreements in a column under the sentence, lined up with its first word. */}
        <ul className="agree-links">
          {agreements.map((a) => (
            <li key={a.position}>
              <button type="button" className="link-button" onClick={() => void openAgreement(a)}>
                {a.title}
              </button>
            </li>
          ))}
        </ul>
      </div>

      <div className="bottom-bar">
        <Button
          block
          shape="rounded"
          color="primary"
          className={agreed ? '' : 'is-grey'}
          aria-disabled={!agreed}
          loading={busy}
          onClick={() => void next()}
        >
          {nextText}
        </Button>
      </div>

      <AgreementModal
        agreement={agreement}
        onCancel={() => setAgreement(undefined)}
        onAgree={() => {
          setAgreed(true);
          setAgreement(undefined);
        }}
      />

      <Dialog
        destroyOnClose
        visible={retention}
        title={data.popTitle}
        aria-label={data.popTitle}
        content={data.popContent}
        actions={[
          [
            { key: 'cancel', text: t('cancel'), onClick: () => closeWebView() },
            { key: 'agree', text: t('agree'), bold: true, onClick: () => setRetention(false) },
          ],
        ]}
        onClose={() => setRetention(false)}
      />

      <Dialog
        destroyOnClose
        visible={promo && !agreement}
        aria-label={data.promoTitle}
        bodyClassName="promo"
        closeOnMaskClick
        onClose={() => setPromo(false)}
        content={
          <div className="promo-body">
            <button type="button" className="promo-close" aria-label={t('close')} onClick={() => setPromo(false)}>
              <CloseIcon />
            </button>
            <h2>{data.promoTitle}</h2>
            <p>{data.promoText}</p>
          </div>
        }
      />
    </div>
  );
}
