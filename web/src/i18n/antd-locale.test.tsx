// antd-mobile speaks the page's locale: its mask's accessibility label is
// not the library's default Chinese.
import { act, render, waitFor } from '@testing-library/react';
import { ConfigProvider, Dialog, Mask, setDefaultConfig } from 'antd-mobile';
import { afterEach, describe, expect, it } from 'vitest';
import { antdLocale, installAntdLocale } from './antd-locale';
import { setLocale } from './i18n';

/** The label of the mask's (aria-hidden) close button. */
function maskLabel(): string | null | undefined {
  return document.querySelector('.adm-mask-aria-button')?.getAttribute('aria-label');
}

afterEach(() => {
  Dialog.clear();
  setDefaultConfig({ locale: antdLocale('zh') }); // antd-mobile's own default
  setLocale('en');
});

describe('antd-mobile locale', () => {
  it('labels a dialog mask in English under the en locale', () => {
    setLocale('en');
    render(
      <ConfigProvider locale={antdLocale()}>
        <Dialog visible closeOnMaskClick content="Hello" />
      </ConfigProvider>,
    );
    expect(maskLabel()).toBe('Mask');
    expect(document.querySelector('[aria-label="背景蒙层"]')).toBeNull();
  });

  it.each([
    ['es', 'Máscara'],
    ['id', 'lapisan pelindung'],
    ['zh', '背景蒙层'],
  ] as const)('labels a mask in the %s locale', (locale, label) => {
    render(
      <ConfigProvider locale={antdLocale(locale)}>
        <Mask visible onMaskClick={() => {}} />
      </ConfigProvider>,
    );
    expect(maskLabel()).toBe(label);
  });

  it('reaches the dialogs antd-mobile renders on their own', async () => {
    installAntdLocale('en');
    await act(async () => {
      Dialog.show({ content: 'Hello', closeOnMaskClick: true });
    });
    await waitFor(() => expect(maskLabel()).toBe('Mask'));
    expect(document.querySelector('[aria-label="背景蒙层"]')).toBeNull();
  });
});
