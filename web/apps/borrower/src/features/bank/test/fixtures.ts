// The PH bank form as card-init gives it (docs/DESIGN.md "Payout accounts").
import type { BankItem } from '../api/types';

export const phItems = (): BankItem[] => [
  { code: 'card_type', cate: 'enum', title: 'Account type', subtitle: '', value: '1', note: [{ name: 'E-wallet', type: '1' }, { name: 'Bank account', type: '2' }], inputType: 'tabs', cardTypeMi: 0, channelNumber: '' },
  { code: 'channel', cate: 'enum', title: 'E-wallet', subtitle: '', value: '90006', note: [{ name: 'GCash', type: '90006' }, { name: 'Maya', type: '90007' }], inputType: '', cardTypeMi: 1, channelNumber: '' },
  { code: 'gcash_no', cate: 'text', title: 'GCash number', subtitle: 'The 11-digit mobile number of your GCash account', value: '', note: [], inputType: 'phone', cardTypeMi: 1, channelNumber: '90006' },
  { code: 'maya_no', cate: 'text', title: 'Maya number', subtitle: 'The 11-digit mobile number of your Maya account', value: '', note: [], inputType: 'phone', cardTypeMi: 1, channelNumber: '90007' },
  { code: 'bank', cate: 'enum', title: 'Bank', subtitle: '', value: '', note: [{ name: 'BDO Unibank', type: '90011' }, { name: 'BPI', type: '90012' }], inputType: '', cardTypeMi: 2, channelNumber: '' },
  { code: 'account_no', cate: 'text', title: 'Account number', subtitle: '10 to 16 digits, as on your passbook or app', value: '', note: [], inputType: 'bankCard', cardTypeMi: 2, channelNumber: '' },
  { code: 'city', cate: 'citySelect', title: 'Province and city', subtitle: '', value: '', note: [], inputType: '', cardTypeMi: 0, channelNumber: '' },
  { code: 'payday', cate: 'day', title: 'Payday', subtitle: 'Day of the month you are paid', value: '', note: [], inputType: '', cardTypeMi: 0, channelNumber: '' },
];
