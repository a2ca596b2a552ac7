import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cssVarKey, theme } from './theme';

describe('the zero-runtime theme', () => {
  it('names the class antd.css declares its design tokens under', () => {
    const css = readFileSync(createRequire(import.meta.url).resolve('antd/dist/antd.css'), 'utf8');
    expect(css).toContain(`.${cssVarKey}{--ant-`);
    expect(css).toContain('--ant-color-primary:');
    expect(theme.zeroRuntime).toBe(true);
  });
});
