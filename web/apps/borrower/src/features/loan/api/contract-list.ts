// GET /v3/contract/contract-list: the agreements of scene 3 (data.data).
import { get } from '../../../lib/api-client';
import { mapResult } from './wire';
import type { Schema } from '../../../../../../shared/api/types';

/** SCENE_CONFIRM is the loan confirmation's agreement scene. */
export const SCENE_CONFIRM = 3;

export async function fetchAgreements(productId: string) {
  const r = await get<Schema<'loan.AgreementsData'>>('/v3/contract/contract-list', { productId, scene: SCENE_CONFIRM });
  return mapResult(r, (d) => d.data ?? []);
}
