import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { forgetLocale, loadCatalogue } from '../i18n/i18n';
import { LOCALES } from '../i18n/messages';
import { warmOverlays } from '../components/overlays';

// Every locale's messages, so a test can switch locale with setLocale alone.
await Promise.all(LOCALES.map((l) => loadCatalogue(l)));
// The overlays a page loads on first use, so a test's dialog opens at once.
await warmOverlays();
// jsdom draws no antd-mobile stylesheet, so the picker's wheel measured an
// empty item height ("Something went wrong when calculating CSS length"):
// the height the library's own stylesheet gives it (--item-height, 34px).
const measure = document.createElement('style');
measure.textContent = '.adm-picker-view-item-height-measure { height: 34px; }';
document.head.append(measure);
// jsdom has no scrolling; the router scrolls a new page to its top.
window.scrollTo = () => {};
afterEach(() => {
  cleanup();
  forgetLocale();
  sessionStorage.clear();
  localStorage.clear();
});
// React runs the effects of a last commit (an unmount's cleanups) in a task
// of its own; let it run before the file's jsdom is torn down, or it meets
// no window ("ReferenceError: window is not defined", an unhandled error
// that fails the run).
afterAll(async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
});
