// The PH bank form as card-init gives it (docs/DESIGN.md "Payout accounts"),
// three of its banks: each channel's option and number item with its rule
// (digits), the account number's the banks' widest range.
import type { BankItem, Digits } from '../api/types';

const WALLET: Digits = { min: 11, max: 11, prefix: '09' };

export const phItems = (): BankItem[] => [
  { code: 'card_type', cate: 'enum', title: 'Account type', subtitle: '', value: '1', note: [{ name: 'E-wallet', type: '1' }, { name: 'Bank account', type: '2' }], inputType: 'tabs', cardTypeMi: 0, channelNumber: '' },
  { code: 'channel', cate: 'enum', title: 'E-wallet', subtitle: '', value: '90006', note: [{ name: 'GCash', type: '90006', digits: WALLET }, { name: 'Maya', type: '90007', digits: WALLET }], inputType: '', cardTypeMi: 1, channelNumber: '' },
  { code: 'gcash_no', cate: 'text', title: 'GCash number', subtitle: 'The 11-digit mobile number of your GCash account', value: '', note: [], inputType: 'phone', cardTypeMi: 1, channelNumber: '90006', digits: WALLET },
  { code: 'maya_no', cate: 'text', title: 'Maya number', subtitle: 'The 11-digit mobile number of your Maya account', value: '', note: [], inputType: 'phone', cardTypeMi: 1, channelNumber: '90007', digits: WALLET },
  { code: 'bank', cate: 'enum', title: 'Bank', subtitle: '', value: '', note: [{ name: 'BDO Unibank', type: '90011', digits: { min: 10, max: 12, prefix: '' } }, { name: 'BPI', type: '90012', digits: { min: 10, max: 10, prefix: '' } }, { name: 'Metrobank', type: '90013', digits: { min: 13, max: 13, prefix: '' } }], inputType: '', cardTypeMi: 2, channelNumber: '' },
  { code: 'account_no', cate: 'text', title: 'Account number', subtitle: '10 to 13 digits, as on your passbook or app', value: '', note: [], inputType: 'bankCard', cardTypeMi: 2, channelNumber: '', digits: { min: 10, max: 13, prefix: '' } },
  { code: 'city', cate: 'citySelect', title: 'Province and city', subtitle: '', value: '', note: [], inputType: '', cardTypeMi: 0, channelNumber: '' },
  { code: 'payday', cate: 'day', title: 'Payday', subtitle: 'Day of the month you are paid', value: '', note: [], inputType: '', cardTypeMi: 0, channelNumber: '' },
];
