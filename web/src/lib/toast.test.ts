import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toast } from 'antd-mobile';
import * as toast from './toast';

afterEach(() => vi.restoreAllMocks());

describe('toast durations', () => {
  it('lasts 3 s by default, at least 300 ms when custom, 2 s for info and success', () => {
    const spy = vi.spyOn(Toast, 'show').mockReturnValue({ close: vi.fn() });
    toast.show('a');
    toast.show('b', 100);
    toast.show('c', 1500);
    toast.info('d');
    toast.success('e');
    expect(spy.mock.calls.map(([p]) => (typeof p === 'object' ? p.duration : undefined))).toEqual([3000, 300, 1500, 2000, 2000]);
  });

  it('keeps the loading toast until closed', () => {
    const close = vi.fn();
    const spy = vi.spyOn(Toast, 'show').mockReturnValue({ close });
    const done = toast.loading('loading...');
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ content: 'loading...', icon: 'loading', duration: 0 }));
    expect(close).not.toHaveBeenCalled();
    done();
    expect(close).toHaveBeenCalled();
  });
});
