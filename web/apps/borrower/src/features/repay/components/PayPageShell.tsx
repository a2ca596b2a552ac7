// The shell the instalment (/repay) and extension (/repayDelay) pages
// share: the page counted as a repayment page opened, the order from the
// address, the page's call with its loading and failure states, the hero
// at the top (the product, a label, the amount and one line) and the pay
// panel's order, code, channels and tip. Each page draws its own content.
import type { ReactNode } from 'react';
import { Page } from '../../../components/Page';
import { callBody } from '../../../components/PageState';
import type { Result } from '../../../lib/api-client';
import { pageParam } from '../../../lib/page-query';
import { useCall } from '../../../lib/use-call';
import type { Extension, Instalment } from '../api/types';
import { useRepaymentOpened } from '../pay-flow';
import type { PayPanelProps } from './PayPanel';
import { ProductLine } from './ProductLine';

/** PayOrder is the order a repayment page is for, from its address. */
export interface PayOrder {
  productId?: string;
  orderId: string;
}

/** PayPageShell loads the page's data for the order in the address and renders it once loaded. */
export function PayPageShell<T>({
  title,
  load,
  render,
}: {
  title: string;
  load(productId: string | undefined, orderId: string): Promise<Result<T>>;
  render(data: T, order: PayOrder): ReactNode;
}) {
  useRepaymentOpened();
  const orderId = pageParam('orderId') ?? '';
  const productId = pageParam('productId');
  const call = useCall(() => load(productId, orderId), [productId, orderId]);

  return (
    <Page title={title} className="loan-page pay-page">
      {callBody(call, (d) => render(d, { productId, orderId }))}
    </Page>
  );
}

/** PayHero is the top of the page: the product, what the amount is, the amount, and one line (children). */
export function PayHero({ logo, name, label, amount, children }: { logo: string; name: string; label: ReactNode; amount: ReactNode; children: ReactNode }) {
  return (
    <section className="pay-hero">
      <ProductLine logo={logo} name={name} />
      <p className="pay-hero-label">{label}</p>
      <p className="pay-hero-amount">{amount}</p>
      <p className="pay-hero-line">{children}</p>
    </section>
  );
}

/** panelProps are the PayPanel props a page takes from its data as they come: the order, the open code, the channels and the tip. */
export function panelProps(
  d: Pick<Instalment | Extension, 'defDetail' | 'repayList' | 'isShowReyTop'>,
  order: PayOrder,
): Pick<PayPanelProps, 'productId' | 'orderId' | 'defDetail' | 'channels' | 'showTip'> {
  return { productId: order.productId, orderId: order.orderId, defDetail: d.defDetail, channels: d.repayList ?? [], showTip: d.isShowReyTop === 1 };
}
