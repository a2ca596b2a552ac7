// GET /v3/repay/ordinary: the extension (delay) page's data (its cost, the
// new due date, the plan, the channels, the open extension code). The page
// shows a failure itself, so the call stays quiet.
import { get } from '../../../lib/api-client';
import type { Extension } from './types';

export function fetchExtension(productId: string | undefined, orderId: string) {
  return get<Extension>('/v3/repay/ordinary', { productId, orderId }, { quiet: true });
}
