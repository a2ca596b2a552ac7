// POST /gopia/goya/define: where a chosen recommendation leads; data is the
// link ('00' success).
import { post } from '../../../lib/api-client';
import { strict00, wireParams, wirePaths } from './wire';

export async function fetchProductLink(productId: number, position: number) {
  return strict00(await post<string>(wirePaths.productLink, { [wireParams.productId]: productId, [wireParams.position]: position }));
}
