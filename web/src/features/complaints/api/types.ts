// The complaint calls' answers (/tmp contract of issue 10; seed 000 section 3).

/** Option is a problem type or sub-type: its title and value. */
export interface Option {
  title: string;
  value: number;
}

/** OrderLine is one title and value row of the selected order's card. */
export interface OrderLine {
  title: string;
  value: string;
}

/** ComplaintOrder is an order a complaint may be about; list is only on the selected one. */
export interface ComplaintOrder {
  orderId: number;
  orderNo: string;
  productLogo: string;
  productName: string;
  status: string;
  orderStatus: number;
  /** 1 when the order was disbursed, so it can have had collection. */
  isShow: number;
  list?: OrderLine[] | null;
}

export interface ProblemInit {
  problemType: Option[] | null;
  /** The sub-types of type 1. */
  problemSonType: Option[] | null;
  orderDetail: ComplaintOrder | null;
  orderList: ComplaintOrder[] | null;
}

export interface ProblemItem {
  id: number;
  time: string;
  type: string;
  content: string;
}

export interface ProblemTab {
  title: string;
  status: number;
  list: ProblemItem[] | null;
}

export interface ProblemList {
  tabs: ProblemTab[] | null;
}

export interface ProblemDetail {
  problemId: number;
  type: string;
  sonType: string;
  content: string;
  images: string[] | null;
  time: string;
  /** 1 processing, 2 processed. */
  status: number;
  statusText: string;
  /** The 3-weekday promise. */
  dueDate: string;
  disposeDetail: string;
  disposeImages: string[] | null;
  disposeTime: string;
  /** Non-zero once replied and not yet scored. */
  isNeedScore: number;
  score: number;
}

/** COLLECTION_TYPE is the problem type with sub-types, allowed only on a disbursed order. */
export const COLLECTION_TYPE = 1;
/** MAX_DETAIL is the most characters (code points) a description may have. */
export const MAX_DETAIL = 200;
/** MAX_IMAGES is the most evidence photos a complaint may carry. */
export const MAX_IMAGES = 9;
