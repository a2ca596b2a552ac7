// antd-mobile speaks the page's locale: its mask's accessibility label is
// not the library's default Chinese.
import { render } from '@testing-library/react';
import { Dialog, Mask } from 'antd-mobile';
import { afterEach, describe, expect, it } from 'vitest';
import { installAntdLocale } from './antd-locale';
import { setLocale } from './i18n';

/** The label of the mask's (aria-hidden) close button. */
function maskLabel(): string | null | undefined {
  return document.querySelector('.adm-mask-aria-button')?.getAttribute('aria-label');
}

afterEach(async () => {
  Dialog.clear();
  await installAntdLocale('zh'); // antd-mobile's own default
  setLocale('en');
});

describe('antd-mobile locale', () => {
  it('labels a dialog mask in English under the en locale', async () => {
    setLocale('en');
    await installAntdLocale();
    render(<Dialog visible closeOnMaskClick content="Hello" />);
    expect(maskLabel()).toBe('Mask');
    expect(document.querySelector('[aria-label="背景蒙层"]')).toBeNull();
  });

  it.each([
    ['fil', 'Mask'], // antd-mobile has no Filipino: its English
    ['es', 'Máscara'],
    ['id', 'lapisan pelindung'],
    ['zh', '背景蒙层'],
  ] as const)('labels a mask in the %s locale', async (locale, label) => {
    await installAntdLocale(locale);
    render(<Mask visible onMaskClick={() => {}} />);
    expect(maskLabel()).toBe(label);
  });
});
