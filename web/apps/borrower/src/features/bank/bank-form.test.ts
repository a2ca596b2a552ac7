import { describe, expect, it } from 'vitest';
import { cardTypeOf, channelOf, ifscOnly, initialValues, payload, shownItems, splitCity } from './form';
import { visible } from './visibility';
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
