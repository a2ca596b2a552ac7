// POST /v3/bind-card/card-init: the bank form's items for a product.
import { post } from '../../../lib/api-client';
import type { CardInit } from './types';

export function cardInit(productId: string | undefined) {
  return post<CardInit>('/v3/bind-card/card-init', { product_id: productId });
}
