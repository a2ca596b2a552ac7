// Which bank form items show (docs/DESIGN.md "Payout
// accounts"), the mirror of the server's rule (internal/payout):
//   cardTypeMi 0                                   → always shown;
//   cardTypeMi ≠ the chosen card type              → hidden (another card type's field);
//   card type 1 and a channelNumber ≠ the channel  → hidden (another e-wallet's field);
//   otherwise shown.
// The name cardTypeMi suggests a minimum; read as a minimum, Bank account (2)
// would show the e-wallet fields too, so it is the card type the field
// belongs to (0: all).
import type { BankItem } from './api/types';

/** DEFAULT_CARD_TYPE and DEFAULT_CHANNEL are the form's defaults. */
export const DEFAULT_CARD_TYPE = 1;
export const DEFAULT_CHANNEL = '90006';
/** The card type item (rendered as tabs) and the e-wallet channel item. */
export const CARD_TYPE_CODE = 'card_type';
export const CHANNEL_CODE = 'channel';

export function visible(item: Pick<BankItem, 'cardTypeMi' | 'channelNumber'>, cardType: number, channel: string): boolean {
  const mi = Number(item.cardTypeMi) || 0;
  if (mi === 0) return true;
  if (mi !== cardType) return false;
  if (cardType === 1 && item.channelNumber && String(item.channelNumber) !== channel) return false;
  return true;
}
