// GET /v3/contract/contract-jump: where one agreement is (contract_url).
import { get } from '../../../lib/api-client';
import { t } from '../../../i18n/i18n';
import { SCENE_CONFIRM } from './contract-list';
import { mapResult } from './wire';
import type { Schema } from '../../../../../../shared/api/types';

export async function fetchContractUrl(productId: string, position: number, orderId?: string, coinciding?: string) {
  const r = await get<Schema<'loan.ContractLink'>>(
    '/v3/contract/contract-jump',
    { productId, scene: SCENE_CONFIRM, position, orderId, coinciding },
    { loading: t('loading') },
  );
  return mapResult(r, (d) => d.contract_url);
}
