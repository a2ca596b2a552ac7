// POST /service/event/save: report a tap; the answer is ignored. The same
// tap goes to the app shell's analytics too (the bridge's trackEvent, the
// seeds' "confirm burial point (analytics event)"), named by its module:
// the server's record and the app's count the same taps (docs/DESIGN.md,
// "The native bridge").
import { post } from '../../../lib/api-client';
import { trackEvent } from '../../../lib/bridge';
import type { Data } from '../../../../../../shared/api/types';

/** The modules the pages report (internal/event). */
export const modules = {
  borrowAgain: 30,
  detailsRecommendation: 31,
  failureRecommendation: 32,
  listRecommendation: 33,
} as const;

/** eventName is the app shell's name for a module's taps: its key in modules. */
export function eventName(moduleId: number): string {
  return Object.entries(modules).find(([, id]) => id === moduleId)?.[0] ?? `module${moduleId}`;
}

export function saveEvent(productId: number | string, moduleId: number, positionId: number) {
  trackEvent(eventName(moduleId), { productId, moduleId, positionId });
  return post<Data<'/service/event/save', 'post'>>('/service/event/save', { productId, moduleId, positionId }, { quiet: true });
}

/**
 * productPageArgs is the list the app's own product page opens with
 * (openPageWithList): the product and where it was tapped, as its
 * event/save records them. The first is the page's query in a browser.
 */
export function productPageArgs(productId: number | string, moduleId: number, positionId: number): string[] {
  return [`productId=${productId}`, `moduleId=${moduleId}`, `positionId=${positionId}`];
}
