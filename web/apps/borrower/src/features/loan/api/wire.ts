// The wire-name table: confirmation variant 2 and the recommendation calls
// use obfuscated paths and field names, the same
// as internal/loanpage/wire.go. They exist only here; the pages use plain names.
// The wire types are the API document's (src/api/schema.ts).
import type { Result } from '../../../lib/api-client';
import type { Schema } from '../../../../../../shared/api/types';
import type { Agreement, Confirmation, Recommendation, Row } from './types';

export const wirePaths = {
  confirmV2: '/gopia/goya/vista',
  pushV2: '/gopia/goya/firma',
  agreementsV2: '/gopia/goya/pacta',
  jumpV2: '/gopia/goya/salta',
  productLink: '/gopia/goya/define',
} as const;

export const wireParams = {
  productId: 'pid',
  amount: 'mnt',
  term: 'prd',
  unit: 'unt',
  scene: 'scn',
  position: 'pos',
  orderId: 'oid',
} as const;

type RowWire = Schema<'loan.RowV2'>;

/** ConfirmWire is loan.ConfirmV2. */
export type ConfirmWire = Schema<'loan.ConfirmV2'>;

/** AgreementsWire is loan.AgreementsV2. */
export type AgreementsWire = Schema<'loan.AgreementsV2'>;

/** LinkWire is loan.LinkV2. */
export type LinkWire = Schema<'loan.LinkV2'>;

/** RecommendationWire is loan.Recommendation. */
export type RecommendationWire = Schema<'loan.Recommendation'>;

const rows = (list: RowWire[] | null | undefined): Row[] => (list ?? []).map((r) => ({ text: r.tx, value: r.vl }));

/** fromConfirmWire renames variant 2's confirmation data. */
export function fromConfirmWire(w: ConfirmWire): Confirmation {
  return {
    productId: w.pid,
    amount: w.mnt,
    amountText: w.mtx,
    periods: w.prd,
    termUnit: w.unt,
    details: rows(w.dtl),
    repay_plans: (w.pln ?? []).map((p) => ({ description: p.ds, title: p.tl, amount: p.am, pay_time: p.pt })),
    firstPayTime: w.fpt,
    firstPeriodDay: w.fpd,
    pRateDsc: w.rtd,
    sendSms: 0,
    isPopType: w.ipt,
    popTitle: w.ptl,
    popContent: w.pct,
    popAgreementUrl: w.pau,
    comProductLogo: w.plg,
    comProductName: w.pnm,
    buttonText: w.btx,
    promoTitle: w.pmt,
    promoText: w.pmc,
    apr: w.apr,
    keyFacts: rows(w.kfs),
  };
}

/** fromAgreementsWire renames variant 2's agreement list. */
export function fromAgreementsWire(w: AgreementsWire): Agreement[] {
  return (w.lst ?? []).map((a) => ({ title: a.tl, position: a.ps }));
}

/** fromRecommendationWire renames a recommended product. */
export function fromRecommendationWire(w: RecommendationWire): Recommendation {
  return {
    id: w.pid,
    logo: w.lgo,
    name: w.nme,
    buttonText: w.btn,
    range: w.rng,
    rangeDesc: w.rgd,
    rate: w.rte,
    description: w.dsc,
    tags: w.tgs ?? [],
    enabled: w.enb !== 0,
    clickable: w.clk !== '0',
    target: w.tgc,
  };
}

/** mapResult keeps a result's envelope and converts its data on success. */
export function mapResult<A, B>(r: Result<A>, convert: (a: A) => B): Result<B> {
  return { ...r, data: (r.success && r.data ? convert(r.data) : undefined) as B, raw: r.raw as Result<B>['raw'] };
}

/** strict00 is variant 2's and the obfuscated calls' rule: success is code '00' exactly. */
export function strict00<T>(r: Result<T>): Result<T> {
  return { ...r, success: r.code === '00' };
}
