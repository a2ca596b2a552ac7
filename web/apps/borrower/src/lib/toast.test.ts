import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as toast from './toast';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
});

const shown = () => [...document.querySelectorAll('.kw-toast-main')].map((el) => el.textContent);

/** lasts tells how long a toast stays on screen, to the millisecond. */
function lasts(open: () => void): number {
  open();
  let ms = 0;
  while (shown().length > 0 && ms < 10_000) {
    vi.advanceTimersByTime(1);
    ms++;
  }
  return ms;
}

describe('toasts', () => {
  it('last 3 s by default, at least 300 ms when custom, 2 s for info and success', () => {
    expect(lasts(() => toast.show('a'))).toBe(3000);
    expect(lasts(() => toast.show('b', 100))).toBe(300);
    expect(lasts(() => toast.show('c', 1500))).toBe(1500);
    expect(lasts(() => toast.info('d'))).toBe(2000);
    expect(lasts(() => toast.success('e'))).toBe(2000);
  });

  it('say their text to screen readers, one at a time', () => {
    toast.show('first');
    toast.success('second');
    expect(shown()).toEqual(['second']);
    const main = document.querySelector('.kw-toast-main');
    expect(main?.getAttribute('role')).toBe('status');
    expect(main?.querySelector('.kw-toast-success')).not.toBeNull();
    vi.advanceTimersByTime(1000);
    expect(shown()).toEqual(['second']); // the first one's timer does not close the second
  });

  it('keep the loading toast, over a mask that takes the taps, until closed', () => {
    const done = toast.loading('loading...');
    vi.advanceTimersByTime(60_000);
    expect(shown()).toEqual(['loading...']);
    expect(document.querySelector('.kw-toast')?.classList.contains('kw-toast-blocking')).toBe(true);
    done();
    expect(shown()).toEqual([]);
    done(); // closing twice is harmless
    toast.show('next');
    expect(shown()).toEqual(['next']);
  });
});
