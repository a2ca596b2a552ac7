// A page's script that does not arrive: on poor mobile data, or after a
// deployment, when the page open in the web view still names the old
// build's chunks, which no longer exist. Vite announces a failed dynamic
// import with `vite:preloadError`; the page then reloads once (the new
// build's entry names the new chunks; a dropped connection gets a second
// try). A second failure within a minute is left to PageError, which shows
// an error state with Retry instead of a blank page.

const KEY = 'kwarta.reloadedAt';
/** ONCE_WITHIN is how long after a reload another failure is not reloaded. */
export const ONCE_WITHIN = 60_000;

let reloading = false;

/** isReloading tells whether a reload for a failed chunk is under way. */
export function isReloading(): boolean {
  return reloading;
}

/** reloadOnce reloads the page unless it was reloaded for a failed chunk within ONCE_WITHIN; it tells whether it did. */
export function reloadOnce(now: number = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (now - last < ONCE_WITHIN) return false;
    sessionStorage.setItem(KEY, String(now));
  } catch {
    return false; // without storage nothing would stop a reload loop
  }
  reloading = true;
  window.location.reload();
  return true;
}

/** isChunkError tells a script chunk that failed to load (each browser words it its own way) from a page's own error. */
export function isChunkError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|ChunkLoadError|Unable to preload CSS|Failed to fetch/i.test(
    text,
  );
}

/** installChunkReload listens for Vite's preload errors (once, from the entry). */
export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', () => {
    // The error still reaches the page (no preventDefault): PageError keeps
    // the spinner while the reload is under way, or shows the error state.
    reloadOnce();
  });
}
