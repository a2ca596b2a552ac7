// /bindBank, 'Payment account information' (docs/DESIGN.md "Payout
// accounts"): the form card-init gives for the product, the card type in tabs
// (E-wallet, Bank account), the fields of that card type and channel
// (visibility.ts), and Next: bind-card-new, or with source=loanDetail
// bind-card-change for the order, which then opens again. The account
// number's hint, length and check come from the chosen bank's rule in
// card-init's answer (digits.ts): a number it refuses is named under the
// field and not sent. The bridge hears startBankFlow when the page opens
// and endBankFlow when the flow ends (saved, or the page left).
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { Tabs } from '../../../components/Tabs';
import { Page } from '../../../components/Page';
import { ABORTED } from '../../../lib/api-client';
import { callBody } from '../../../components/PageState';
import { closeWebView, endBankFlow, openPage, startBankFlow } from '../../../lib/bridge';
import { pageParam } from '../../../lib/page-query';
import * as toast from '../../../lib/toast';
import { useCall } from '../../../lib/use-call';
import { t } from '../../../i18n/i18n';
import { bindCardChange, bindCardNew } from '../api/bind-card';
import { cardInit } from '../api/card-init';
import type { BankItem } from '../api/types';
import { BankField } from '../components/BankField';
import { digitsHint, isAccountNumber, isChannelList, numberErrors, ruleOf } from '../digits';
import { cardTypeOf, initialValues, isCardTypeItem, options, payload, shownItems, type Values } from '../form';
import '../bank.css';

/** SOURCE_LOAN_DETAIL is the source of a form opened from order details. */
export const SOURCE_LOAN_DETAIL = 'loanDetail';

/** useBankFlow tells the shell the bank flow started, and gives the function that ends it (once). */
function useBankFlow(): () => void {
  const ended = useRef(false);
  useEffect(() => {
    ended.current = false;
    startBankFlow();
    return () => {
      if (!ended.current) endBankFlow();
      ended.current = true;
    };
  }, []);
  return () => {
    if (ended.current) return;
    ended.current = true;
    endBankFlow();
  };
}

export default function BindBankPage() {
  const productId = pageParam('productId');
  const orderId = pageParam('orderId');
  const source = pageParam('source');
  const endFlow = useBankFlow();
  const call = useCall(() => cardInit(productId), [productId]);
  return (
    <Page title={t('bankTitle')} className="bank-page">
      {callBody(call, (d) => (
        <BankForm items={d.items ?? []} productId={productId} orderId={orderId} fromOrder={source === SOURCE_LOAN_DETAIL && Boolean(orderId)} onDone={endFlow} />
      ))}
    </Page>
  );
}

interface FormProps {
  items: BankItem[];
  productId?: string;
  orderId?: string;
  /** Opened from an order (source=loanDetail with its orderId): bind-card-change, then back to the order. */
  fromOrder: boolean;
  onDone(): void;
}

function BankForm({ items, productId, orderId, fromOrder, onDone }: FormProps) {
  const [values, setValues] = useState<Values>(() => initialValues(items));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const cardItem = items.find(isCardTypeItem);
  const cardType = cardTypeOf(items, values);
  const shown = useMemo(() => shownItems(items, values), [items, values]);
  const fields = shown.filter((i) => !isCardTypeItem(i));

  const set = (code: string, v: string) => {
    setValues((old) => ({ ...old, [code]: v }));
    // Another bank is another rule: the account number's message goes with the old one.
    const changed = items.find((i) => i.code === code);
    const stale = [code, ...(changed && isChannelList(changed) ? items.filter(isAccountNumber).map((i) => i.code) : [])];
    setErrors((old) => {
      if (!stale.some((c) => c in old)) return old;
      const next = { ...old };
      for (const c of stale) delete next[c];
      return next;
    });
  };

  const scrollTo = (code: string) => document.getElementById(`bank-${code}`)?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });

  async function next() {
    if (busy) return;
    const refused = numberErrors(items, values);
    const firstRefused = fields.find((i) => i.code in refused);
    if (firstRefused) {
      setErrors((old) => ({ ...old, ...refused }));
      scrollTo(firstRefused.code);
      return;
    }
    setBusy(true);
    const form = payload(items, values, productId);
    const r = fromOrder && orderId ? await bindCardChange(form, orderId) : await bindCardNew(form);
    setBusy(false);
    if (r.success) {
      if (r.data?.masked) toast.success(t('bankSaved', { masked: r.data.masked }));
      onDone();
      if (fromOrder) {
        const q = new URLSearchParams({ productId: productId ?? '', orderId: orderId ?? '', source: SOURCE_LOAN_DETAIL });
        openPage('order', q.toString());
      } else {
        closeWebView();
      }
      return;
    }
    const fieldErrors = Object.fromEntries(Object.entries(r.raw?.fields ?? {}).filter(([code]) => shown.some((i) => i.code === code)));
    setErrors(fieldErrors);
    const first = fields.find((i) => i.code in fieldErrors);
    if (first) {
      scrollTo(first.code);
    } else if (r.code !== ABORTED && r.message) {
      toast.show(r.message);
    }
  }

  const tabs = cardItem ? options(cardItem) : [];
  return (
    <>
      <p className="bank-lead">{t('bankLead')}</p>
      <section className="card bank-form" aria-label={t('bankTitle')}>
        {cardItem && tabs.length > 1 && (
          <Tabs className="bank-tabs" tabs={tabs.map((o) => ({ key: String(o.type), title: o.name }))} active={String(cardType)} onChange={(k) => set(cardItem.code, k)} />
        )}
        {cardItem && tabs.length === 1 && <h2 className="bank-one-type">{tabs[0].name}</h2>}
        {fields.map((item) => {
          const value = values[item.code] ?? '';
          const rule = isAccountNumber(item) ? ruleOf(item, items, values) : undefined;
          // No more digits than the rule's max; a longer number kept from another bank stays shown (and refused) until it is cut.
          const maxLength = rule ? Math.max(rule.max, value.length) : undefined;
          return (
            <BankField key={item.code} item={item} value={value} error={errors[item.code]} hint={rule && digitsHint(rule)} maxLength={maxLength} onChange={(v) => set(item.code, v)} />
          );
        })}
      </section>
      <div className="bank-bar">
        <Button block color="primary" size="large" shape="rounded" loading={busy} onClick={() => void next()}>
          {t('next')}
        </Button>
      </div>
    </>
  );
}
