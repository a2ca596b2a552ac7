// Confirmation variant 2's data: an obfuscated POST (wire.ts).
import { post } from '../../../lib/api-client';
import { t } from '../../../i18n/i18n';
import { fromConfirmWire, mapResult, strict00, wireParams, wirePaths, type ConfirmWire } from './wire';

export async function fetchConfirmationV2(productId: string, coinciding?: string) {
  const r = await post<ConfirmWire>(wirePaths.confirmV2, { [wireParams.productId]: productId, coinciding }, { loading: t('loading'), quiet: true });
  return mapResult(strict00(r), fromConfirmWire);
}
