// routes.json, the server's list of app paths and of what each one preloads,
// is the route table exactly.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../apps/borrower/src/app/routes';
import { readRoutes } from './route-sizes.mjs';
import { routePaths, routesJSON } from './routes-json.mjs';

const app = resolve(import.meta.dirname, '../apps/borrower');
const read = (file) => readFileSync(resolve(app, file), 'utf8');

describe('routes.json', () => {
  it('lists every path of the route table, once', () => {
    const got = routePaths(readRoutes(read('src/app/routes.tsx'), read('src/config/paths.ts')));
    expect(got).toEqual([...new Set(routes.map((r) => r.path))].sort());
    expect(got).toContain('/');
    expect(got).toContain('/loanDetail');
    expect(got).toContain('/smsSettings');
    expect(got).not.toContain('*');
  });

  it('refuses a route it cannot resolve', () => {
    const src = `const A = page(() => import('./A'));\nexport const routes = [{ path: paths.nope, page: A }];`;
    expect(() => routePaths(readRoutes(src, `export const paths = { a: '/a' } as const;`))).toThrow(/cannot resolve/);
  });

  it("gives each path, and the unknown address, its page's files and set-up beyond the entry's", () => {
    const src = `
      const A = page(() => import('../features/a/APage'));
      export const NotFound = page(() => import('../features/n/NotFoundPage'));
      export const routes = [{ path: paths.a, page: A }];`;
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] },
      '_react.js': { file: 'assets/react.js' },
      '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'], css: ['assets/shared.css'] },
      'src/app/setup.ts': { file: 'assets/setup.js', isDynamicEntry: true, imports: ['_shared.js'] },
      'src/features/a/APage.tsx': { file: 'assets/APage.js', isDynamicEntry: true, imports: ['_shared.js', 'index.html'], css: ['assets/APage.css'] },
      'src/features/n/NotFoundPage.tsx': { file: 'assets/NotFoundPage.js', isDynamicEntry: true, imports: ['index.html'] },
    };
    const out = routesJSON(readRoutes(src, `export const paths = { a: '/a' } as const;`), manifest);
    expect(out).toEqual({
      paths: ['/a'],
      preload: {
        '/a': ['assets/APage.js', 'assets/setup.js', 'assets/shared.js', 'assets/APage.css', 'assets/shared.css'],
        '*': ['assets/NotFoundPage.js', 'assets/setup.js', 'assets/shared.js', 'assets/shared.css'],
      },
    });
  });

  it('refuses a route the build has no chunk for', () => {
    const src = `const A = page(() => import('../features/a/APage'));\nexport const routes = [{ path: paths.a, page: A }];`;
    const manifest = { 'index.html': { file: 'assets/index.js', isEntry: true } };
    expect(() => routesJSON(readRoutes(src, `export const paths = { a: '/a' } as const;`), manifest)).toThrow(/no chunk in the build for \/a/);
  });
});
