// Confirmation variant 2's agreement address: an obfuscated GET.
import { get } from '../../../lib/api-client';
import { t } from '../../../i18n/i18n';
import { SCENE_CONFIRM } from './contract-list';
import { mapResult, strict00, wireParams, wirePaths, type LinkWire } from './wire';

export async function fetchContractUrlV2(productId: string, position: number, orderId?: string, coinciding?: string) {
  const r = await get<LinkWire>(
    wirePaths.jumpV2,
    { [wireParams.productId]: productId, [wireParams.scene]: SCENE_CONFIRM, [wireParams.position]: position, [wireParams.orderId]: orderId, coinciding },
    { loading: t('loading') },
  );
  return mapResult(strict00(r), (d) => d.lnk);
}
