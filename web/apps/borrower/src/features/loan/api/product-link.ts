// POST /gopia/goya/define: where a chosen recommendation leads; data is the
// link ('00' success).
import { post } from '../../../lib/api-client';
import type { Data } from '../../../../../../shared/api/types';
import { strict00, wireParams, wirePaths } from './wire';

export async function fetchProductLink(productId: number, position: number) {
  return strict00(await post<Data<typeof wirePaths.productLink, 'post'>>(wirePaths.productLink, { [wireParams.productId]: productId, [wireParams.position]: position }));
}
