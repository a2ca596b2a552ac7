// Order Details: the status banner with its
// picture, the product card, the actions of the status, the recommended
// products (hidden for 170, 174, 180 and 200),
// the playeduL redirect, and the prompts: kind tips, bind a card (also when
// a withdrawal is refused for want of a payout account, 800007), withdraw
// and the rating dialog; and the order's payment history and
// 'Report a problem' (the complaint home on this order).
import { useCallback, useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { Dialog } from '../../../components/overlays';
import { StatusBlock } from '../../../components/StatusBlock';
import { Page } from '../../../components/Page';
import { env } from '../../../config/env';
import { ABORTED } from '../../../lib/api-client';
import { callPhone, goHome, goMine, openPage, openPageWithList } from '../../../lib/bridge';
import { commonQuery } from '../../../lib/common-params';
import { appendQuery, isSameOrigin, pageLocation, pageParam } from '../../../lib/page-query';
import { BANK_TIP_FLAG, hasSessionFlag, setSessionFlag } from '../../../lib/session-flag';
import { useSiteConfig } from '../../../lib/site-config';
import * as toast from '../../../lib/toast';
import { t } from '../../../i18n/i18n';
import { fetchOrderDetails } from '../api/loan-details';
import { modules, productPageArgs, saveEvent } from '../api/save-event';
import type { OrderDetails } from '../api/types';
import { NO_PAYOUT_ACCOUNT, withdrawOrder } from '../api/withdraw';
import { CloseIcon } from '../components/CloseIcon';
import { PAYABLE_STATUSES, PaymentHistory } from '../components/PaymentHistory';
import { RatingDialog, ratingDismissed } from '../components/RatingDialog';
import { RecommendedList } from '../components/RecommendedList';
import { Rows } from '../../../components/Rows';
import { StatusArt } from '../components/StatusArt';
import '../../../components/loan-pages.css';

/** The statuses whose page hides the recommended products. */
export const HIDE_RECOMMENDED = [170, 174, 180, 200];

/** continueUrl is where a playeduL order goes: with the session query on this site, without the session id elsewhere. */
export function continueUrl(playeduL: string): string {
  const q = commonQuery();
  if (!isSameOrigin(playeduL)) q.delete('sessionId');
  return appendQuery(playeduL, q);
}

export default function OrderDetailsPage() {
  const orderId = pageParam('orderId') ?? '';
  const productId = pageParam('productId');
  const coinciding = pageParam('coinciding');
  const site = useSiteConfig();
  const [order, setOrder] = useState<OrderDetails>();
  const [failure, setFailure] = useState<string>();
  const [kindTips, setKindTips] = useState(false);
  const [cardPrompt, setCardPrompt] = useState(false);
  /** The card prompt's text when a withdrawal asked for it (the order's own otherwise). */
  const [cardText, setCardText] = useState<{ title: string; msg: string }>();
  const [withdrawPrompt, setWithdrawPrompt] = useState(false);
  const [rating, setRating] = useState(false);

  const fetchOrder = useCallback(() => fetchOrderDetails(productId, orderId, coinciding), [productId, orderId, coinciding]);
  /** showOrder shows the order details' answer, or leaves for the order's own page. */
  const showOrder = useCallback((r: Awaited<ReturnType<typeof fetchOrderDetails>>) => {
    if (!r.success || !r.data) {
      setFailure(r.message || t('error'));
      return;
    }
    const d = r.data;
    if (d.orderStatus !== 21 && d.playeduL) {
      pageLocation.replace(continueUrl(d.playeduL));
      return;
    }
    setOrder(d);
    setKindTips(Boolean(d.KindTipsMsg) && !hasSessionFlag(BANK_TIP_FLAG));
    setCardPrompt(d.cardNeedPop === 1);
    setRating(d.isScore === '1' && !ratingDismissed());
  }, []);
  const load = useCallback(async () => showOrder(await fetchOrder()), [fetchOrder, showOrder]);

  // The page's state is set once the fetch has answered.
  useEffect(() => {
    void fetchOrder().then(showOrder);
  }, [fetchOrder, showOrder]);
  // Kind tips, the withdraw and bind-account prompts and the rating open with the order's data.
  useEffect(() => Dialog.preload(), []);

  const query = (extra: Record<string, string | number> = {}) =>
    new URLSearchParams({ productId: String(order?.productId ?? productId ?? ''), orderId, ...extra }).toString();

  function repay(target: 'repay' | 'repayDelay') {
    setSessionFlag(BANK_TIP_FLAG);
    openPage(target, query());
  }

  function borrowAgain() {
    if (!order) return;
    void saveEvent(order.productId, modules.borrowAgain, 0);
    // The app's own product page, with the list the recommended products open it with.
    openPageWithList('productDetail', productPageArgs(order.productId, modules.borrowAgain, 0));
  }

  async function withdraw() {
    setWithdrawPrompt(false);
    const r = await withdrawOrder(orderId);
    if (r.success) {
      await load();
    } else if (r.code === NO_PAYOUT_ACCOUNT) {
      // No account to send the money to: the bind-card prompt, with the server's reason when the order has no text of its own.
      setCardText({ title: order?.cardPopTitle || t('bindCardTitle'), msg: order?.cardPopMsg || r.message });
      setCardPrompt(true);
    } else if (r.code !== ABORTED && r.message) {
      toast.show(r.message);
    }
  }

  if (failure) {
    // The order cannot be shown (not found, not the borrower's, no answer):
    // the way on is the borrower's own loans, in the app's mine tab (seeds
    // 001 section 6, "On order details the borrower views only their own
    // order", and the bridge's "go to the mine tab"; docs/DESIGN.md).
    return (
      <Page title={t('orderDetailsTitle')}>
        <StatusBlock status="default" title={failure}>
          <Button shape="rounded" color="primary" onClick={() => goMine()}>
            {t('myLoans')}
          </Button>
        </StatusBlock>
      </Page>
    );
  }
  if (!order) return <Page title={t('orderDetailsTitle')}>{null}</Page>;
  const status = order.orderStatus;
  const phone = order.telephone || site?.supportPhone || env.servicePhone;
  const overdueOrDue = status === 174 || status === 180;
  return (
    <Page title={t('orderDetailsTitle')} className="loan-page order-details">
      <section className={`status-banner status-${status}`}>
        <StatusArt status={status} />
        <h2>{order.noticeStatusText}</h2>
        <p>{order.noticeDesText}</p>
      </section>

      <section className="card">
        <div className="product-line">
          {order.productLogo && <img src={order.productLogo} alt="" width={36} height={36} />}
          <strong>{order.productName}</strong>
        </div>
        <Rows rows={order.userOrderDetail.detail ?? []} />
      </section>

      {PAYABLE_STATUSES.includes(status) && <PaymentHistory orderId={orderId} />}

      {!HIDE_RECOMMENDED.includes(status) && order.recProducts.length > 0 && (
        <section className="card" aria-labelledby="recommended-title">
          <h2 className="card-title" id="recommended-title">
            {t('recommendedTitle')}
          </h2>
          <RecommendedList products={order.recProducts} page="details" moduleId={modules.detailsRecommendation} />
          <button type="button" className="link-button more-products" onClick={() => goHome()}>
            {t('viewMoreProducts')}
          </button>
        </section>
      )}

      <p className="service-line">
        {t('serviceLine')}{' '}
        <button type="button" className="link-button" onClick={() => callPhone(phone)}>
          {phone}
        </button>
      </p>
      <p className="service-line report-line">
        <button type="button" className="link-button" onClick={() => openPage('complaint', new URLSearchParams({ orderId }).toString())}>
          {t('reportProblem')}
        </button>
      </p>

      <div className="bottom-bar actions">
        {overdueOrDue && order.isDelay === '1' && (
          <>
            <Button block shape="rounded" color="primary" onClick={() => repay('repay')}>
              {t('repayCaps')}
            </Button>
            <div className="rollover">
              <span>{t('shortOfMoney')}</span>
              <Button block shape="rounded" fill="outline" color="primary" onClick={() => repay('repayDelay')}>
                {t('rolloverRepayment')}
              </Button>
            </div>
          </>
        )}
        {((overdueOrDue && order.isDelay !== '1') || status === 170) && (
          <Button block shape="rounded" color="primary" onClick={() => repay('repay')}>
            {t('repayment')}
          </Button>
        )}
        {status === 200 && (
          <Button block shape="rounded" color="primary" onClick={borrowAgain}>
            {t('borrowAgain')}
          </Button>
        )}
        {status === 21 && order.reyMsg && (
          <Button block shape="rounded" color="primary" onClick={() => setWithdrawPrompt(true)}>
            {t('withdrawNow')}
          </Button>
        )}
      </div>

      <Dialog
        destroyOnClose
        visible={kindTips}
        title={t('kindTips')}
        aria-label={t('kindTips')}
        content={order.KindTipsMsg}
        actions={[{ key: 'confirm', text: t('confirm'), bold: true, onClick: () => setKindTips(false) }]}
        onClose={() => setKindTips(false)}
      />

      <Dialog
        destroyOnClose
        visible={withdrawPrompt}
        bodyClassName="withdraw-dialog"
        title={t('withdrawTitle')}
        aria-label={t('withdrawTitle')}
        content={order.reyMsg}
        actions={[
          [
            { key: 'cancel', text: t('cancel'), onClick: () => setWithdrawPrompt(false) },
            { key: 'withdraw', text: t('withdrawNow'), bold: true, onClick: () => void withdraw() },
          ],
        ]}
        onClose={() => setWithdrawPrompt(false)}
      />

      <Dialog
        destroyOnClose
        visible={cardPrompt}
        aria-label={cardText?.title ?? order.cardPopTitle}
        onClose={() => setCardPrompt(false)}
        content={
          <div className="card-prompt">
            <button type="button" className="promo-close" aria-label={t('close')} onClick={() => setCardPrompt(false)}>
              <CloseIcon />
            </button>
            <h2>{cardText?.title ?? order.cardPopTitle}</h2>
            <p>{cardText?.msg ?? order.cardPopMsg}</p>
            <Button
              block
              shape="rounded"
              color="primary"
              onClick={() => {
                setCardPrompt(false);
                openPage('bindBank', query({ source: 'loanDetail' }));
              }}
            >
              {t('goBindCard')}
            </Button>
          </div>
        }
      />

      <RatingDialog orderId={orderId} open={rating} onClose={() => setRating(false)} />
    </Page>
  );
}
