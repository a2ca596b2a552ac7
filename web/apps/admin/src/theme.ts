// antd in its zero-runtime mode, under the pages' Content-Security-Policy
// (style-src 'self': no <style> element made at run time).
//   - The components' styles and their design tokens are the built
//     stylesheet antd/dist/antd.css. It declares the tokens (CSS variables)
//     under one class, .css-var-_R_0_ (the key antd's own build extracted
//     it with), so the console's ConfigProvider names that key.
//   - zeroRuntime stops the components' style rules, but antd still writes
//     the same CSS variables into <style> elements at run time; they go to
//     a container that is never attached to the document (styleContainer),
//     so the browser never sees them (and the policy refuses nothing).
// theme.test.ts checks the stylesheet still declares the key: an antd
// upgrade that changed it would leave every component without its colours.
import type { ThemeConfig } from 'antd';

export const cssVarKey = 'css-var-_R_0_';

export const theme: ThemeConfig = { zeroRuntime: true, cssVar: { key: cssVarKey } };

/** styleContainer receives antd's run-time copy of the variables, out of the document. */
export function styleContainer(): HTMLElement {
  return document.createElement('div');
}
