// Confirmation variant 2's agreement list: an obfuscated GET.
import { get } from '../../../lib/api-client';
import { SCENE_CONFIRM } from './contract-list';
import { fromAgreementsWire, mapResult, strict00, wireParams, wirePaths, type AgreementsWire } from './wire';

export async function fetchAgreementsV2(productId: string) {
  const r = await get<AgreementsWire>(wirePaths.agreementsV2, { [wireParams.productId]: productId, [wireParams.scene]: SCENE_CONFIRM });
  return mapResult(strict00(r), fromAgreementsWire);
}
