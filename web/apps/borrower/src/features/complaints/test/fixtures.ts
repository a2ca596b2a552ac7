// The complaint calls' answers for the page tests, shaped as the contract gives them.
import type { ComplaintOrder, ProblemDetail, ProblemInit, ProblemList } from '../api/types';

export const order81: ComplaintOrder = {
  orderId: 81, orderNo: 'KW2026101400081', productLogo: '/medium/files/sahod.svg', productName: 'Sahod Saver',
  status: 'Overdue', orderStatus: 180, isShow: 1,
  list: [
    { title: 'Loan amount', value: '₱30,000.00' },
    { title: 'Applied on', value: 'Oct 14, 2026' },
  ],
};

export const order86: ComplaintOrder = {
  orderId: 86, orderNo: 'KW2026111000086', productLogo: '/medium/files/bayani.svg', productName: 'Bayani Cash',
  status: 'Under review', orderStatus: 20, isShow: 0,
  list: [{ title: 'Loan amount', value: '₱5,000.00' }],
};

const { list: _l81, ...brief81 } = order81;
const { list: _l86, ...brief86 } = order86;

export function init(detail: ComplaintOrder | null = order86): ProblemInit {
  return {
    problemType: [
      { title: 'Collection conduct', value: 1 },
      { title: 'Payment not credited', value: 2 },
      { title: 'Other', value: 6 },
    ],
    problemSonType: [
      { title: 'Harassment or abusive language', value: 101 },
      { title: 'Threats or public shaming', value: 103 },
    ],
    orderDetail: detail,
    orderList: detail ? [brief86, brief81] : [],
  };
}

export const list: ProblemList = {
  tabs: [
    { title: 'Processing', status: 1, list: [{ id: 12, time: 'Nov 23, 2026 9:04 PM', type: 'Collection conduct', content: 'An agent called my employer twice.' }] },
    { title: 'Processed', status: 2, list: [{ id: 7, time: 'Nov 2, 2026 10:15 AM', type: 'Payment not credited', content: 'I paid at 7-Eleven on Oct 30.' }] },
  ],
};

export function detail(over: Partial<ProblemDetail> = {}): ProblemDetail {
  return {
    problemId: 12, type: 'Collection conduct', sonType: 'Threats or public shaming', content: 'An agent called my employer twice.',
    images: ['/medium/user-problem/image/a1.png', '/medium/user-problem/image/a2.jpg'], time: 'Nov 23, 2026 9:04 PM',
    status: 1, statusText: 'Processing', dueDate: 'Nov 26, 2026',
    disposeDetail: '', disposeImages: [], disposeTime: '', isNeedScore: 0, score: 0,
    ...over,
  };
}

export const replied = (over: Partial<ProblemDetail> = {}) =>
  detail({
    status: 2, statusText: 'Processed', disposeDetail: 'We spoke to the agency; the agent has been removed from your account.',
    disposeImages: ['/medium/user-problem/image/r1.png'], disposeTime: 'Nov 24, 2026 10:00 AM', isNeedScore: 1, ...over,
  });
