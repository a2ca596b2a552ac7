import { describe, expect, it } from 'vitest';
import { cardTypeOf, channelOf, ifscOnly, initialValues, payload, shownItems, splitCity } from './form';
import { visible } from './visibility';
import { checkDigits, digitsHint, numberErrors, ruleOf } from './digits';
import { phItems } from './test/fixtures';

describe('visible (the server rule, mirrored)', () => {
  const rows: Array<[string, { cardTypeMi: number; channelNumber: string }, number, string, boolean]> = [
    ['cardTypeMi 0 shows under every card type', { cardTypeMi: 0, channelNumber: '' }, 2, '90006', true],
    ['cardTypeMi 0 shows even with a channel of its own', { cardTypeMi: 0, channelNumber: '90007' }, 1, '90006', true],
    ['an e-wallet field hides under Bank account', { cardTypeMi: 1, channelNumber: '' }, 2, '90006', false],
    ['a bank field hides under E-wallet', { cardTypeMi: 2, channelNumber: '' }, 1, '90006', false],
    ['a bank field shows under Bank account', { cardTypeMi: 2, channelNumber: '' }, 2, '90006', true],
    ['the chosen channel\'s field shows', { cardTypeMi: 1, channelNumber: '90006' }, 1, '90006', true],
    ['another channel\'s field hides', { cardTypeMi: 1, channelNumber: '90007' }, 1, '90006', false],
    ['a field without a channel shows for any channel', { cardTypeMi: 1, channelNumber: '' }, 1, '90007', true],
    ['the channel rule is for card type 1 only', { cardTypeMi: 2, channelNumber: '90011' }, 2, '90006', true],
  ];
  it.each(rows)('%s', (_, item, cardType, channel, want) => {
    expect(visible(item, cardType, channel)).toBe(want);
  });
});

describe('the form', () => {
  it('starts on card type 1 and channel 90006, and shows their fields', () => {
    const items = phItems();
    items[0].value = '';
    items[1].value = '';
    const v = initialValues(items);
    expect(cardTypeOf(items, v)).toBe(1);
    expect(channelOf(v)).toBe('90006');
    expect(shownItems(items, v).map((i) => i.code)).toEqual(['card_type', 'channel', 'gcash_no', 'city', 'payday']);
    expect(shownItems(items, { ...v, channel: '90007' }).map((i) => i.code)).toEqual(['card_type', 'channel', 'maya_no', 'city', 'payday']);
    expect(shownItems(items, { ...v, card_type: '2' }).map((i) => i.code)).toEqual(['card_type', 'bank', 'account_no', 'city', 'payday']);
  });

  it("sends each shown item's code and value, an enum's option type and the card type, with product_id", () => {
    const items = phItems();
    const v = { ...initialValues(items), gcash_no: '09171234567', maya_no: '09998887777', city: 'Metro Manila / Makati City', payday: '15' };
    expect(payload(items, v, '6')).toEqual({
      card_type: '1', channel: '90006', gcash_no: '09171234567', city: 'Metro Manila / Makati City', payday: '15', product_id: '6',
    });
    // A prefilled enum given by its option's name still sends the type.
    items[4].value = 'BPI';
    const bank = { ...initialValues(items), card_type: '2', account_no: '1234567890' };
    expect(payload(items, bank, '6')).toMatchObject({ card_type: '2', bank: '90012', account_no: '1234567890' });
    expect(payload(items, bank, '6')).not.toHaveProperty('gcash_no');
  });

  it('reads the city back and keeps an IFSC upper-case and 11 long', () => {
    expect(splitCity('Metro Manila / Makati City')).toEqual(['Metro Manila', 'Makati City']);
    expect(splitCity('')).toEqual([]);
    expect(ifscOnly('sbin-0001234 99')).toBe('SBIN0001234');
  });
});

describe('the account number rule (card-init\'s digits)', () => {
  const bdo = { min: 10, max: 12, prefix: '' };
  it('says and checks a rule as the server does', () => {
    expect(digitsHint(bdo)).toBe('10 to 12 digits, as on your passbook or app');
    expect(digitsHint({ min: 10, max: 10, prefix: '' })).toBe('10 digits, as on your passbook or app');
    expect(checkDigits(bdo, '12345678901234')).toBe('Your account number has 10 to 12 digits.');
    expect(checkDigits(bdo, '123456789')).toBe('Your account number has 10 to 12 digits.');
    expect(checkDigits(bdo, '123456789012')).toBeUndefined();
    expect(checkDigits(bdo, '1234567890')).toBeUndefined();
    expect(checkDigits(bdo, '')).toBeUndefined();
    expect(checkDigits({ min: 13, max: 13, prefix: '' }, '123')).toBe('Your account number has 13 digits.');
    expect(checkDigits({ min: 11, max: 11, prefix: '09' }, '08171234567')).toBe('Your account number starts with 09 and has 11 digits.');
  });

  it("is the chosen bank's, else the widest of the banks", () => {
    const items = phItems();
    const account = items.find((i) => i.code === 'account_no')!;
    const v = { ...initialValues(items), card_type: '2' };
    expect(ruleOf(account, items, v)).toEqual({ min: 10, max: 13, prefix: '' });
    expect(ruleOf(account, items, { ...v, bank: '90011' })).toEqual(bdo);
    expect(ruleOf(account, items, { ...v, bank: '90012' })).toEqual({ min: 10, max: 10, prefix: '' });
    expect(numberErrors(items, { ...v, bank: '90011', account_no: '12345678901234' })).toEqual({ account_no: 'Your account number has 10 to 12 digits.' });
    expect(numberErrors(items, { ...v, bank: '90011', account_no: '123456789012' })).toEqual({});
    // Hidden fields are not checked: under E-wallet the account number is not sent.
    expect(numberErrors(items, { ...v, card_type: '1', account_no: '1' })).toEqual({});
  });
});
