// The route-to-chunk mapping of `make size`: routes come from routes.tsx and
// paths.ts, chunks from Vite's manifest.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND, SETUP, readPaths, readRoutes, routeFiles } from './route-sizes.mjs';

const pathsSource = `
export const paths = {
  officialSite: '/',
  aboutUs: '/aboutUs',
  loanDetail: "/loanDetail",
  order: '/loanDetail',
} as const;
export const otherTargets = { host: '' } as const;
`;

const routesSource = `
import { lazy } from 'react';
import { paths } from '../config/paths';
import Static from '../features/support/pages/StaticPage';

const OfficialSite = lazy(() => import('../features/content/pages/OfficialSitePage'));
const AboutUs = lazy(
  () => import('../features/content/pages/AboutUsPage'),
);

export const routes = [
  { path: paths.officialSite, page: OfficialSite },
  {
    path: paths.aboutUs,
    page: AboutUs,
  },
  { path: paths.loanDetail, page: lazy(() => import('../features/loan/pages/LoanDetailPage')) },
  { path: '/static', page: Static },
];
`;

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'], dynamicImports: [] },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_Page.js': { file: 'assets/Page.js', imports: ['_vendor.js'] },
  'src/features/content/pages/OfficialSitePage.tsx': { file: 'assets/OfficialSitePage.js', isDynamicEntry: true, imports: ['_Page.js', 'src/features/content/pages/AboutUsPage.tsx'] },
  'src/features/content/pages/AboutUsPage.tsx': { file: 'assets/AboutUsPage.js', isDynamicEntry: true, imports: ['_Page.js', 'index.html'] },
  'src/features/loan/pages/LoanDetailPage.tsx': { file: 'assets/LoanDetailPage.js', isDynamicEntry: true, imports: ['index.html'] },
};

describe('readRoutes', () => {
  it('reads each route path and the page module it loads, however it is written', () => {
    expect(readPaths(pathsSource)).toEqual({ officialSite: '/', aboutUs: '/aboutUs', loanDetail: '/loanDetail', order: '/loanDetail' });
    expect(readRoutes(routesSource, pathsSource)).toEqual([
      { path: '/', page: 'src/features/content/pages/OfficialSitePage', lazy: true },
      { path: '/aboutUs', page: 'src/features/content/pages/AboutUsPage', lazy: true },
      { path: '/loanDetail', page: 'src/features/loan/pages/LoanDetailPage', lazy: true },
      { path: '/static', page: 'src/features/support/pages/StaticPage', lazy: false },
    ]);
  });

  it('reads the real route table', () => {
    // Vitest runs from web/; the route table is the borrower app's.
    const read = (file) => readFileSync(resolve(process.cwd(), 'apps/borrower', file), 'utf8');
    const routes = readRoutes(read('src/app/routes.tsx'), read('src/config/paths.ts'));
    expect(routes.length).toBeGreaterThan(5);
    expect(routes).toContainEqual({ path: '/aboutUs', page: 'src/features/content/pages/AboutUsPage', lazy: true });
    expect(routes).toContainEqual({ path: '/testPreview', page: 'src/features/dev/pages/TestPreviewPage', lazy: true });
    expect(routes.filter((r) => r.unresolved)).toEqual([]);
  });
});

describe('routeFiles', () => {
  it('gives each route the entry, its page chunk and their static imports', () => {
    const { entry, rows } = routeFiles(manifest, readRoutes(routesSource, pathsSource));
    expect([...entry]).toEqual(['assets/index.js', 'assets/vendor.js']);
    const files = Object.fromEntries(rows.map((r) => [r.path, [...r.files].sort()]));
    expect(files['/']).toEqual(['assets/AboutUsPage.js', 'assets/OfficialSitePage.js', 'assets/Page.js', 'assets/index.js', 'assets/vendor.js']);
    expect(files['/aboutUs']).toEqual(['assets/AboutUsPage.js', 'assets/Page.js', 'assets/index.js', 'assets/vendor.js']);
    expect(files['/loanDetail']).toEqual(['assets/LoanDetailPage.js', 'assets/index.js', 'assets/vendor.js']);
    expect(files['/static']).toEqual(['assets/index.js', 'assets/vendor.js']);
    expect(rows.every((r) => !r.unresolved)).toBe(true);
  });

  it('reads pages wrapped in page(), the not-found page, and counts the set-up and stylesheets', () => {
    const src = `
      const A = page(() => import('../features/a/APage'));
      export const NotFound = page(() => import('../features/n/NotFoundPage'));
      export const routes = [{ path: paths.aboutUs, page: A }];`;
    const routes = readRoutes(src, pathsSource);
    expect(routes).toEqual([
      { path: '/aboutUs', page: 'src/features/a/APage', lazy: true },
      { path: NOT_FOUND, page: 'src/features/n/NotFoundPage', lazy: true },
    ]);
    const built = {
      'index.html': { file: 'assets/index.js', isEntry: true, css: ['assets/index.css'] },
      [`${SETUP}.ts`]: { file: 'assets/setup.js', isDynamicEntry: true, css: ['assets/index.css'] },
      'src/features/a/APage.tsx': { file: 'assets/APage.js', isDynamicEntry: true, css: ['assets/APage.css'] },
      'src/features/n/NotFoundPage.tsx': { file: 'assets/NotFoundPage.js', isDynamicEntry: true },
    };
    const { rows } = routeFiles(built, routes, [SETUP]);
    expect(rows.map((r) => [r.path, [...r.files].sort(), [...r.css]])).toEqual([
      ['/aboutUs', ['assets/APage.js', 'assets/index.js', 'assets/setup.js'], ['assets/APage.css']],
      [NOT_FOUND, ['assets/NotFoundPage.js', 'assets/index.js', 'assets/setup.js'], []],
    ]);
  });

  it('flags a lazy page the build does not have', () => {
    const { rows } = routeFiles({ 'index.html': { file: 'assets/index.js', isEntry: true } }, [{ path: '/x', page: 'src/features/x/XPage', lazy: true }]);
    expect(rows[0].unresolved).toBe(true);
    expect([...rows[0].files]).toEqual(['assets/index.js']);
  });
});
