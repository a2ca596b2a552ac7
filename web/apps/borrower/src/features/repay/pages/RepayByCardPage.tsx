// /repayByCard?orderId= (the legacy "repay by card"
// flow): pay what is due now from a linked account with an SMS code. The
// page loads repayment-way (the accounts, the amount, a repay token); the
// borrower chooses an account and taps 'Get verification code', which
// sends repayment-commit with sendMsg=1; when it answers needValid 1 the
// button counts down 60 s and the code entry appears. Cancel hides the
// entry and clears the code; the countdown goes on, as the server's minute
// does (the seeds' "Cancel resets the timer" gave a fresh button the server
// then refused: issue 28). The button counts down whatever wait the server
// says is left: repayment-way's waitSeconds when the page opens, a 110429's
// data.waitSeconds on a refused send. Confirm sends repayment-confirm and
// then opens the borrow detail (the order details page). No account chosen: 'Please
// choose the account to pay from first.'; a code shorter than 6: 'Please
// enter the correct verification code'; 800006: wrong verification code;
// 800005: do not submit the payment twice; no answer: 'error'; a declined
// debit: the bank's reason, and the code entry goes. Without a
// linked account the page offers to link one (/bindBank, which closes back
// here). With alipay 1, 'Pay another way' opens the payment channel's own
// page (repayment-huichao).
//
// A card debit of the order under way or whose outcome is not known yet
// (repayment-way's debit; a commit refused with 121409, whose data is the
// debit; a confirm the bank did not answer, state debiting) replaces the
// form: the page says plainly that the payment is being confirmed and that
// the borrower need not pay again (the server starts no second debit), and
// asks repayment-status every STATUS_POLL_SECONDS until it ends: paid opens
// the order details as a confirm does; declined or not taken says so and
// offers the form again; money taken that the order could not take says
// our team applies it.
import { useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { Page } from '../../../components/Page';
import { callBody } from '../../../components/PageState';
import { NumberInput } from '../../../components/inputs';
import { LOGIN_REQUIRED, NETWORK_ERROR, type Result } from '../../../lib/api-client';
import { openPage } from '../../../lib/bridge';
import { pageLocation, pageParam } from '../../../lib/page-query';
import { useCall } from '../../../lib/use-call';
import * as toast from '../../../lib/toast';
import { t } from '../../../i18n/i18n';
import {
  commitRepayment, confirmRepayment, DEBIT_DECLINED, DEBIT_UNDER_WAY, debitOf, fetchCardStatus, fetchRepaymentWay, PAID_TWICE, payPage,
  SMS_LIMIT, waitOf, WRONG_CODE, type BankCard, type CardCommitted, type CardDebit, type RepaymentWay,
} from '../api/card-repay';
import { orderQuery, safePayUrl, useRepaymentOpened } from '../pay-flow';
import { SMS_COUNTDOWN_SECONDS, useCountdown } from '../../../lib/use-countdown';
import '../../../components/loan-pages.css';
import '../pay-pages.css';
import '../card-repay.css';

/** CODE_LENGTH is the SMS code's length (at least 6 characters). */
export const CODE_LENGTH = 6;

/** SOURCE is how /bindBank knows it was opened from here (it closes back). */
export const SOURCE = 'repayByCard';

/** STATUS_POLL_SECONDS is how often the page asks how a card debit under way stands. */
export const STATUS_POLL_SECONDS = 15;

export default function RepayByCardPage() {
  useRepaymentOpened();
  const orderId = pageParam('orderId') ?? '';
  const call = useCall(() => fetchRepaymentWay(orderId), [orderId]);
  // A fresh repayment-way (the form again after a debit ended) starts the form afresh.
  return (
    <Page title={t('cardRepayTitle')} className="loan-page pay-page card-repay">
      {callBody(call, (d) => <CardRepay key={d.repayToken} way={d} orderId={orderId} reload={call.reload} />)}
    </Page>
  );
}

/** failed says why a call failed, in the legacy flow's words where it has them. */
function failed(r: Result<unknown>): void {
  switch (r.code) {
    case LOGIN_REQUIRED:
      return; // the api client went to sign in
    case PAID_TWICE:
      toast.show(t('noDoublePayment'));
      return;
    case WRONG_CODE:
      toast.show(r.message || t('wrongVerificationCode'));
      return;
    case NETWORK_ERROR:
      toast.show(t('error'));
      return;
    default:
      toast.show(r.message || t('error'));
  }
}

function CardRepay({ way, orderId, reload }: { way: RepaymentWay; orderId: string; reload(): void }) {
  const productId = pageParam('productId') ?? (way.productId ? String(way.productId) : undefined);
  const cards = way.bankCards ?? [];
  // The order's card debit under way, followed instead of the form.
  const [debit, setDebit] = useState<CardDebit | undefined>(way.debit?.underWay === 1 ? way.debit : undefined);
  const [token, setToken] = useState(way.repayToken);
  const [cardId, setCardId] = useState<number>();
  const [sent, setSent] = useState<CardCommitted>();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown(way.countdown || SMS_COUNTDOWN_SECONDS);
  const card = cards.find((c) => c.id === cardId);
  const { start } = countdown;

  // A code sent before this page opened (a reload, the page opened again):
  // the button counts down what is left of the server's minute.
  useEffect(() => {
    const left = waitOf(way);
    if (left > 0) start(left);
  }, [way, start]);

  if (debit) return <UnderWay way={way} first={debit} productId={productId} orderId={orderId} reload={reload} />;
  if (cards.length === 0) return <NoAccount way={way} productId={productId} orderId={orderId} />;

  // Cancel, or another account chosen: the entry goes, the countdown stays
  // (the server still counts its minute, whichever account).
  const reset = () => {
    setSent(undefined);
    setCode('');
  };

  const choose = (c: BankCard) => {
    if (c.id === cardId) return;
    if (sent) reset(); // the code was sent for the other account
    setCardId(c.id);
  };

  const getCode = async () => {
    if (countdown.running || busy) return;
    if (!card) {
      toast.show(t('selectCardFirst'));
      return;
    }
    setBusy(true);
    const r = await commitRepayment({ orderId, amount: way.amount, card, repayToken: token });
    setBusy(false);
    if (!r.success) {
      // A debit of the order is under way: shown, not refused.
      const under = r.code === DEBIT_UNDER_WAY ? debitOf(r.raw?.data) : undefined;
      if (under) {
        countdown.stop();
        setDebit(under);
        return;
      }
      failed(r);
      // Within the server's minute: count down what it says is left.
      const left = r.code === SMS_LIMIT ? waitOf(r.raw?.data) : 0;
      if (left > 0) countdown.start(left);
      return;
    }
    if (r.data.repayToken) setToken(r.data.repayToken);
    if (r.data.needValid === 1) {
      setSent(r.data);
      setCode('');
      countdown.start(r.data.countdown || way.countdown || SMS_COUNTDOWN_SECONDS);
    }
  };

  const confirm = async () => {
    if (!sent || busy) return;
    if (code.length < CODE_LENGTH) {
      toast.show(t('enterCorrectCode'));
      return;
    }
    setBusy(true);
    const r = await confirmRepayment(orderId, code, sent.repaymentRecordId);
    setBusy(false);
    if (!r.success) {
      failed(r);
      // A declined debit used the code up: the entry goes, the countdown
      // stays (the server sends one code a minute).
      if (r.code === DEBIT_DECLINED) {
        setSent(undefined);
        setCode('');
      }
      return;
    }
    countdown.stop();
    if (r.data.state === 'debiting') {
      // The bank did not answer: the outcome is not known yet. Followed here.
      setDebit({
        repaymentRecordId: sent.repaymentRecordId, state: 'debiting', underWay: 1, amount: way.amount, amountText: way.amountText,
        accountName: r.data.accountName, refNo: '', reason: '',
      });
      return;
    }
    if (r.data.state === 'paid') toast.success(t('cardRepayPaid', { amount: r.data.paidText }));
    else toast.info(t('cardRepayPending'));
    openPage('loanDetail', orderQuery(productId, orderId));
  };

  const otherWay = async () => {
    if (busy) return;
    setBusy(true);
    const r = await payPage(way.userId, orderId, way.amount);
    setBusy(false);
    if (!r.success) {
      failed(r);
      return;
    }
    const url = safePayUrl(r.data?.url);
    if (url) pageLocation.assign(url);
    else toast.show(t('error'));
  };

  return (
    <>
      <Hero way={way} />

      <section className="card" aria-labelledby="card-repay-from">
        <h2 className="card-title" id="card-repay-from">
          {t('cardRepayFrom')}
        </h2>
        <div role="radiogroup" aria-labelledby="card-repay-from" className="card-repay-accounts">
          {cards.map((c) => (
            <button
              key={c.id}
              type="button"
              role="radio"
              aria-checked={c.id === cardId}
              className={`card-repay-account${c.id === cardId ? ' is-chosen' : ''}`}
              onClick={() => choose(c)}
            >
              <span className="card-repay-account-name">
                {c.bankName}
                {c.isDefault === 1 && <span className="card-repay-tag">{t('cardRepayDefault')}</span>}
              </span>
              <span className="card-repay-account-no">{c.cardNo}</span>
              <span className="card-repay-check" aria-hidden="true" />
            </button>
          ))}
        </div>
        <button type="button" className="link-button card-repay-add" onClick={() => openPage('bindBank', bindQuery(productId, orderId))}>
          {t('cardRepayAddAccount')}
        </button>
      </section>

      <section className="card" aria-labelledby="card-repay-code">
        <h2 className="card-title" id="card-repay-code">
          {t('cardRepayVerify')}
        </h2>
        {sent ? (
          <>
            <p className="card-repay-note">{t('cardRepayCodeSent', { phone: sent.phone })}</p>
            <div className="card-repay-code-row">
              <NumberInput
                aria-label={t('smsCode')}
                placeholder={t('smsCodeHint')}
                maxLength={CODE_LENGTH}
                value={code}
                onChange={setCode}
                className="card-repay-code-input"
              />
              <Button size="small" color="primary" fill="outline" disabled={countdown.running} onClick={() => void getCode()}>
                {countdown.running ? t('countdown', { n: countdown.left }) : t('getVerificationCode')}
              </Button>
            </div>
            <div className="card-repay-actions">
              <Button shape="rounded" onClick={reset}>
                {t('cancel')}
              </Button>
              <Button shape="rounded" color="primary" loading={busy} onClick={() => void confirm()}>
                {t('confirm')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="card-repay-note">{countdown.running ? t('cardRepayCodeWait') : t('cardRepayCodeLead')}</p>
            <Button block shape="rounded" color="primary" size="large" loading={busy} disabled={countdown.running} onClick={() => void getCode()}>
              {countdown.running ? t('countdown', { n: countdown.left }) : t('getVerificationCode')}
            </Button>
          </>
        )}
      </section>

      {way.alipay === 1 && (
        <button type="button" className="link-button pay-choose-link" onClick={() => void otherWay()}>
          {t('cardRepayOtherWay')}
        </button>
      )}
    </>
  );
}

function Hero({ way }: { way: RepaymentWay }) {
  return (
    <section className="pay-hero">
      <p className="pay-product">{way.productName}</p>
      <p className="pay-hero-label">{t('repayAmountDue')}</p>
      <p className="pay-hero-amount">{way.amountText}</p>
      <p className="pay-hero-line">{t('cardRepayOrder', { no: way.orderNo })}</p>
    </section>
  );
}

/**
 * UnderWay is the order's card debit whose outcome is not known yet, said
 * plainly (no refusal: the borrower need not pay again), asked about every
 * STATUS_POLL_SECONDS until it ends. Paid: the order details, as after a
 * confirm. Declined or not taken: said, and the form again (reload). Money
 * the order could not take: said, with the way to the order.
 */
function UnderWay({ way, first, productId, orderId, reload }: {
  way: RepaymentWay; first: CardDebit; productId?: string; orderId: string; reload(): void;
}) {
  const [debit, setDebit] = useState(first);
  const live = debit.underWay === 1;
  useEffect(() => {
    if (!live) return;
    let on = true;
    const timer = window.setInterval(() => {
      void fetchCardStatus(orderId).then((r) => {
        if (on && r.success && r.data) setDebit(r.data);
      });
    }, STATUS_POLL_SECONDS * 1000);
    return () => {
      on = false;
      window.clearInterval(timer);
    };
  }, [live, orderId]);
  useEffect(() => {
    if (live) return;
    const account = debit.accountName;
    switch (debit.state) {
      case 'paid':
        toast.success(t('cardRepayPaid', { amount: debit.amountText }));
        openPage('loanDetail', orderQuery(productId, orderId));
        return;
      case 'review':
        return; // said below: our team applies it
      case 'declined':
        toast.show(t('cardRepayDeclinedLate', { account, reason: debit.reason.replace(/\.$/, '') }));
        reload();
        return;
      default: // failed, or none: nothing was taken
        toast.show(t('cardRepayNotTaken', { account }));
        reload();
    }
  }, [live, debit, productId, orderId, reload]);

  const text = { amount: debit.amountText || way.amountText, account: debit.accountName };
  const review = debit.state === 'review';
  return (
    <>
      <Hero way={way} />
      <section className="card card-repay-under-way" aria-labelledby="card-repay-under-way" aria-live="polite">
        <h2 className="card-title" id="card-repay-under-way">
          {review ? t('cardRepayReceivedTitle') : t('cardRepayUnderWayTitle')}
        </h2>
        <p className="card-repay-note">
          {review ? t('cardRepayReview', text) : debit.state === 'unknown' ? t('cardRepayChecking', text) : t('cardRepayUnderWay', text)}
        </p>
        {review && (
          <Button block shape="rounded" color="primary" size="large" onClick={() => openPage('loanDetail', orderQuery(productId, orderId))}>
            {t('cardRepayViewOrder')}
          </Button>
        )}
      </section>
    </>
  );
}

function bindQuery(productId: string | undefined, orderId: string): string {
  return orderQuery(productId, orderId, { source: SOURCE });
}

function NoAccount({ way, productId, orderId }: { way: RepaymentWay; productId?: string; orderId: string }) {
  return (
    <>
      <Hero way={way} />
      <section className="card card-repay-empty">
        <h2 className="card-title">{t('cardRepayNoAccount')}</h2>
        <p className="card-repay-note">{t('cardRepayNoAccountText')}</p>
        <Button block shape="rounded" color="primary" size="large" onClick={() => openPage('bindBank', bindQuery(productId, orderId))}>
          {t('cardRepayBind')}
        </Button>
      </section>
    </>
  );
}
