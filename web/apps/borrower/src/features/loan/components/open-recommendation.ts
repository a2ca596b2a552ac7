// A tap on a recommended product: record it, ask the server where it leads,
// then open an http link in the browser and pass anything else (the app's
// product page) to the app shell with a list argument: the product id and
// where it was tapped (openPageWithList; seeds 001 section 7, "link opened
// directly if it starts with http, otherwise passed to the native iOS
// bridge", and the bridge's "open a page with a list argument").
import { openPageWithList } from '../../../lib/bridge';
import { pageLocation } from '../../../lib/page-query';
import { fetchProductLink } from '../api/product-link';
import { productPageArgs, saveEvent } from '../api/save-event';
import type { Recommendation } from '../api/types';

/** openInBrowser opens a link outside the app (a new window, or this one when blocked). */
export function openInBrowser(link: string): void {
  const w = window.open(link, '_blank');
  if (w) w.opener = null;
  else pageLocation.assign(link);
}

export async function openRecommendation(p: Recommendation, index: number, moduleId: number): Promise<void> {
  await saveEvent(p.id, moduleId, index);
  const r = await fetchProductLink(p.id, index);
  if (!r.success || !r.data) return;
  if (/^https?:\/\//i.test(r.data)) openInBrowser(r.data);
  else openPageWithList(r.data, productPageArgs(p.id, moduleId, index));
}
