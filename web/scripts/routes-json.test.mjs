// routes.json, the server's list of app paths, is the route table exactly.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../src/app/routes';
import { routePaths } from './routes-json.mjs';

const web = resolve(import.meta.dirname, '..');

describe('routes.json', () => {
  it('lists every path of the route table, once', () => {
    const got = routePaths(
      readFileSync(resolve(web, 'src/app/routes.tsx'), 'utf8'),
      readFileSync(resolve(web, 'src/config/paths.ts'), 'utf8'),
    );
    expect(got).toEqual([...new Set(routes.map((r) => r.path))].sort());
    expect(got).toContain('/');
    expect(got).toContain('/loanDetail');
    expect(got).toContain('/smsSettings');
  });

  it('refuses a route it cannot resolve', () => {
    const src = `const A = lazy(() => import('./A'));\nexport const routes = [{ path: paths.nope, page: A }];`;
    expect(() => routePaths(src, `export const paths = { a: '/a' } as const;`)).toThrow(/cannot resolve/);
  });
});
