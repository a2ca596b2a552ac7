import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText, copyWithToast } from './clipboard';
import * as toast from './toast';
import { setLocale } from '../i18n/i18n';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setLocale('en');
});

function stubClipboard(writeText: (s: string) => Promise<void>) {
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
}

describe('copying a code', () => {
  it("uses the Clipboard API and says 'copy success'", async () => {
    setLocale('en');
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    const success = vi.spyOn(toast, 'success');
    expect(await copyWithToast('SBX62HUBJ77L')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('SBX62HUBJ77L');
    expect(success).toHaveBeenCalledWith('copy success');
  });

  it('falls back to a selected field when the Clipboard API refuses, and leaves nothing behind', async () => {
    stubClipboard(async () => {
      throw new Error('NotAllowedError');
    });
    const exec = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    let selected = '';
    vi.spyOn(HTMLTextAreaElement.prototype, 'select').mockImplementation(function (this: HTMLTextAreaElement) {
      selected = this.value;
    });
    expect(await copyText('K7RX9Q2M')).toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(selected).toBe('K7RX9Q2M');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('says so when nothing could be copied', async () => {
    stubClipboard(async () => {
      throw new Error('NotAllowedError');
    });
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    const show = vi.spyOn(toast, 'show');
    expect(await copyWithToast('K7RX9Q2M')).toBe(false);
    expect(show).toHaveBeenCalledWith('Could not copy. Press and hold the code to copy it.');
  });
});
