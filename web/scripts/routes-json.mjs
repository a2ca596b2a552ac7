// Writes dist/app/routes.json after the build, for the Go server
// (internal/server/static.go):
// - "paths": the web app's route paths, so the server answers 404 for a path
//   the app would show as "Page not found";
// - "preload": for each path (and "*", the page for an unknown address), the
//   route's own JavaScript and stylesheets, which the server links from the
//   page's HTML so the browser fetches them beside the entry instead of after
//   it (docs/PERFORMANCE.md, "Preloading").
// The paths come from the borrower app's route table
// (apps/borrower/src/app/routes.tsx) through apps/borrower/src/config/paths.ts, the one source of truth, read with the same parser as
// the size report (route-sizes.mjs); the files from Vite's manifest.
// Run after the build: node scripts/routes-json.mjs (from web/).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NOT_FOUND, SETUP, readRoutes, routeFiles } from './route-sizes.mjs';

/** routePaths gives the sorted, distinct paths of the route table. */
export function routePaths(routes) {
  const bad = routes.filter((r) => r.unresolved || (r.path !== NOT_FOUND && !r.path.startsWith('/')));
  if (bad.length > 0) throw new Error(`routes.json: cannot resolve the routes ${bad.map((r) => r.path).join(', ')}`);
  return [...new Set(routes.filter((r) => r.path !== NOT_FOUND).map((r) => r.path))].sort();
}

/** routesJSON is the file's content: the paths, and each route's files beyond the entry's. */
export function routesJSON(routes, manifest) {
  const paths = routePaths(routes);
  const { entry, rows } = routeFiles(manifest, routes, [SETUP]);
  const bad = rows.filter((r) => r.unresolved);
  if (bad.length > 0) throw new Error(`routes.json: no chunk in the build for ${bad.map((r) => r.path).join(', ')}`);
  const preload = {};
  for (const r of rows) preload[r.path] = [...[...r.files].filter((f) => !entry.has(f)).sort(), ...[...r.css].sort()];
  return { paths, preload };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const web = fileURLToPath(new URL('..', import.meta.url));
  const routes = readRoutes(
    readFileSync(join(web, 'apps/borrower/src/app/routes.tsx'), 'utf8'),
    readFileSync(join(web, 'apps/borrower/src/config/paths.ts'), 'utf8'),
  );
  const manifest = JSON.parse(readFileSync(join(web, 'dist/app/.vite/manifest.json'), 'utf8'));
  const out = routesJSON(routes, manifest);
  if (out.paths.length === 0) {
    console.error('routes.json: found no routes in apps/borrower/src/app/routes.tsx');
    process.exit(1);
  }
  writeFileSync(join(web, 'dist/app/routes.json'), `${JSON.stringify(out, null, 2)}\n`);
  console.log(`routes.json: ${out.paths.length} app paths, each with its preload list`);
}
