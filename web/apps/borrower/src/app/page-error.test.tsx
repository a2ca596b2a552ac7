// A chunk that does not load: the page shows an error state with Retry
// instead of a blank page, and Vite's preload error reloads the page once.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installChunkReload, isChunkError, ONCE_WITHIN, reloadOnce } from './chunk-errors';
import { PageError } from './PageError';

const reload = vi.fn();

beforeEach(() => {
  reload.mockReset();
  vi.stubGlobal('location', { ...window.location, reload });
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = 'en';
});

function failingPage(message: string) {
  return lazy(() => Promise.reject(new TypeError(message)));
}

describe('PageError', () => {
  it('shows the error state with Retry for a chunk that failed, and Retry reloads', async () => {
    const Page = failingPage('Failed to fetch dynamically imported module: https://x/assets/OrderDetailsPage-abc.js');
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    render(
      <PageError>
        <Suspense fallback={<div>waiting</div>}>
          <Page />
        </Suspense>
      </PageError>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('This page did not load');
    expect(screen.getByText('Check your connection, then try again.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("tells a page's own failure apart, in Filipino when the page is", async () => {
    document.documentElement.lang = 'fil';
    function Broken(): never {
      throw new Error('boom');
    }
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <PageError>
        <Broken />
      </PageError>,
    );
    expect(screen.getByRole('alert').textContent).toContain('May nangyaring mali');
    expect(screen.getByRole('button', { name: 'Subukan muli' })).toBeTruthy();
  });
});

describe('chunk errors', () => {
  it('knows each browser’s wording of a failed chunk', () => {
    expect(isChunkError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true); // Chromium
    expect(isChunkError(new TypeError('Importing a module script failed.'))).toBe(true); // Safari
    expect(isChunkError(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(true); // Firefox
    expect(isChunkError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true); // Vite
    expect(isChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once on a preload error, not again within a minute, and again after it', () => {
    installChunkReload();
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now);
    window.dispatchEvent(new Event('vite:preloadError'));
    expect(reload).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('vite:preloadError'));
    expect(reload).toHaveBeenCalledTimes(1); // the reloaded page failed too: the error state shows
    expect(reloadOnce(now + ONCE_WITHIN - 1)).toBe(false);
    expect(reloadOnce(now + ONCE_WITHIN)).toBe(true); // a later deployment
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
