// The complaint home, /complaint: 'My complaints',
// the selected order (the query's orderId, else the one last chosen here,
// else the newest) with 'All' to choose another, and the problem types:
// type 1 (collection) opens its sub-types, but only on an order that can
// have had collection (isShow 1); any other type, or a sub-type, opens the
// form. The chosen order number is kept in local storage.
import { useEffect, useState } from 'react';
import { Page } from '../../../components/Page';
import { openPage } from '../../../lib/bridge';
import { pageParam } from '../../../lib/page-query';
import * as toast from '../../../lib/toast';
import { useCall } from '../../../lib/use-call';
import { t } from '../../../i18n/i18n';
import { fetchProblemInit } from '../api/problem-init';
import { COLLECTION_TYPE, type ComplaintOrder, type Option, type ProblemInit } from '../api/types';
import { OrderCard } from '../components/OrderCard';
import { OrderPicker } from '../components/OrderPicker';
import { keepOrderNo, keptOrderNo } from '../evidence';
import { Chevron } from '../../../components/Chevron';
import { callBody } from '../../../components/PageState';
import '../../../components/loan-pages.css';
import '../complaints.css';

/** loadHome asks for the query's order, else the kept one when the borrower still has it. */
export async function loadHome(orderId: string | undefined) {
  const first = await fetchProblemInit(orderId);
  if (orderId || !first.success || !first.data) return first;
  const kept = keptOrderNo();
  const again = kept && kept !== first.data.orderDetail?.orderNo ? first.data.orderList?.find((o) => o.orderNo === kept) : undefined;
  return again ? fetchProblemInit(again.orderId) : first;
}

export default function ComplaintPage() {
  const orderId = pageParam('orderId');
  const call = useCall(() => loadHome(orderId), [orderId]);
  return (
    <Page title={t('complaintTitle')} className="loan-page complaint-page">
      {callBody(call, (d) => <Home init={d} />)}
    </Page>
  );
}

function Home({ init }: { init: ProblemInit }) {
  const [data, setData] = useState(init);
  const [picking, setPicking] = useState(false);
  const [openType, setOpenType] = useState<number>();
  const order = data.orderDetail;
  const orders = data.orderList ?? [];
  const sons = data.problemSonType ?? [];

  useEffect(() => keepOrderNo(order?.orderNo), [order?.orderNo]);

  async function pick(o: ComplaintOrder) {
    setPicking(false);
    if (o.orderNo === order?.orderNo) return;
    const r = await fetchProblemInit(o.orderId, { loading: t('loading') });
    if (r.success && r.data) {
      setData(r.data);
      setOpenType(undefined);
    }
  }

  function toForm(type: number, son?: number) {
    const q = new URLSearchParams({ problemType: String(type), problemSonType: son === undefined ? '' : String(son), orderNo: order?.orderNo ?? '' });
    openPage('complainPageNext', q.toString());
  }

  function choose(type: Option) {
    if (type.value !== COLLECTION_TYPE || sons.length === 0) {
      toForm(type.value);
      return;
    }
    if (order?.isShow !== 1) {
      toast.show(t('collectionNotSupported'));
      return;
    }
    setOpenType(openType === type.value ? undefined : type.value);
  }

  return (
    <>
      <div className="cp-top">
        <button type="button" className="cp-mine" onClick={() => openPage('complaintList')}>
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
            <path d="M5 3h10v14H5zM8 7h4M8 10h4M8 13h2" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {t('myComplaints')}
        </button>
      </div>

      <OrderCard order={order} canChoose={orders.length > 0} onAll={() => setPicking(true)} />

      <section className="cp-types" aria-labelledby="cp-types-title">
        <h2 className="cp-types-title" id="cp-types-title">
          {t('complaintTypes')}
        </h2>
        <ul className="card cp-type-list">
          {(data.problemType ?? []).map((type) => {
            const open = openType === type.value;
            const hasSons = type.value === COLLECTION_TYPE && sons.length > 0;
            return (
              <li key={type.value}>
                <button type="button" className="cp-type" aria-expanded={hasSons ? open : undefined} onClick={() => choose(type)}>
                  <span>{type.title}</span>
                  <Chevron right={!hasSons} up={open} />
                </button>
                {open && (
                  <ul className="cp-sons" aria-label={t('complaintSubTypes', { type: type.title })}>
                    {sons.map((son) => (
                      <li key={son.value}>
                        <button type="button" className="cp-son" onClick={() => toForm(type.value, son.value)}>
                          <span>{son.title}</span>
                          <Chevron right />
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <OrderPicker open={picking} orders={orders} chosen={order?.orderNo} onPick={(o) => void pick(o)} onClose={() => setPicking(false)} />
    </>
  );
}
