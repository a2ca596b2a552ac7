// Answers of the repayment calls for the page tests, shaped like the demo
// world's order 81 (overdue, an extension offered).
import type { Channel, DefaultCode, Extension, Instalment } from '../api/types';

export const channels: Channel[] = [
  { logo: '/medium/payments/channels/gcash.svg', name: 'GCash', channel_number: 'GCSH' },
  { logo: '/medium/payments/channels/maya.svg', name: 'Maya', channel_number: 'PYMY' },
  { logo: '/medium/payments/channels/7eleven.svg', name: '7-Eleven', channel_number: '711' },
];

const notices = {
  'E-wallet': [{ name: 'GCash', steps: ['Open GCash and tap Pay Bills.', 'Enter the reference number.'] }],
  'Over the counter': [{ name: '7-Eleven', steps: ['Give the reference number to the cashier.'] }],
};

export function noCode(): DefaultCode {
  return { payCode: '', logo: '', title: 'Reference number', payUrl: '', expiresAt: '', payNotice: notices, channelNumber: '', amount: 0, amountText: '', payBy: '' };
}

export function openCode(): DefaultCode {
  return {
    payCode: 'SBX62HUBJ77L', logo: '/medium/payments/channels/gcash.svg', title: 'GCash reference number', payUrl: '/medium/payments/sandbox/KW81-1',
    expiresAt: 'Nov 25, 2026', payNotice: notices, channelNumber: 'GCSH', amount: 1289000, amountText: '₱12,890.00', payBy: 'Pay by 11:59 pm today',
  };
}

export function instalment(over: Partial<Instalment> = {}): Instalment {
  return {
    orderId: 81, orderStatus: 180, repayAmount: 1289000, repayAmountText: '₱12,890.00', repayDate: 'Nov 13, 2026', productName: 'Sahod Saver',
    productLogo: '/medium/files/sahod.svg',
    detail: [
      { text: 'Order number', value: 'KW261014000081' },
      { text: 'Due date', value: 'Nov 13, 2026' },
      { text: 'Penalty', value: '₱800.00' },
      { text: 'Late interest', value: '₱4,030.00' },
    ],
    repayList: channels, noticeMsg: 'Pay only with the reference number shown here.', defDetail: noCode(), isShowReyTop: 1, isDelay: '1', canPayNow: 1,
    payoffAmount: 3593000, payoffAmountText: '₱35,930.00', canPayOff: 0, payoffFrom: 'Dec 13, 2026', cardPay: 0,
    minAmount: 10000, minAmountText: '₱100.00', maxAmount: 1289000, maxAmountText: '₱12,890.00',
    ...over,
  };
}

export function extension(over: Partial<Extension> = {}): Extension {
  return {
    orderId: 82,
    delayInfo: { delayAmount: 37025, delayAmountText: '₱370.25', title: 'Extend your due date by 15 days', newDueDate: 'Dec 10, 2026', days: 15 },
    repayPlan: [
      { remark: 'Moves your due date by 15 days', title: 'Extension fee', amount: '₱350.00', time: 'Now' },
      { remark: 'What you owe on this instalment, on the new date', title: 'Then due', amount: '₱3,452.50', time: 'Dec 10, 2026' },
    ],
    repayList: channels, defDetail: noCode(), isShowReyTop: 1, productName: 'Bayanihan Cash', repayDate: 'Dec 10, 2026', productLogo: '', noticeMsg: 'Pay only with the reference number shown here.',
    ...over,
  };
}

export const issued = {
  payUrl: '/medium/payments/sandbox/KW81-8f9d?deviceId=123&orderId=81&productId=2&sessionId=demo-a',
  payCode: 'SBX62HUBJ77L', amount: 1289000, amountText: '₱12,890.00', expiresAt: 'Nov 25, 2026', payBy: 'Pay by 11:59 pm today',
};
