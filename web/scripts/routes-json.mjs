// Writes the web app's route paths to dist/app/routes.json after the build,
// so the Go server (internal/server/static.go) answers 404 for a path the
// app would show as "Page not found". The paths come from the route table
// (src/app/routes.tsx) through src/config/paths.ts, the one source of truth,
// read with the same parser as the size report (route-sizes.mjs).
// Run after the build: node scripts/routes-json.mjs (from web/).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRoutes } from './route-sizes.mjs';

/** routePaths gives the sorted, distinct paths of the route table. */
export function routePaths(routesSource, pathsSource) {
  const routes = readRoutes(routesSource, pathsSource);
  const bad = routes.filter((r) => r.unresolved || !r.path.startsWith('/'));
  if (bad.length > 0) throw new Error(`routes.json: cannot resolve the routes ${bad.map((r) => r.path).join(', ')}`);
  return [...new Set(routes.map((r) => r.path))].sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const web = fileURLToPath(new URL('..', import.meta.url));
  const paths = routePaths(
    readFileSync(join(web, 'src/app/routes.tsx'), 'utf8'),
    readFileSync(join(web, 'src/config/paths.ts'), 'utf8'),
  );
  if (paths.length === 0) {
    console.error('routes.json: found no routes in src/app/routes.tsx');
    process.exit(1);
  }
  writeFileSync(join(web, 'dist/app/routes.json'), `${JSON.stringify({ paths }, null, 2)}\n`);
  console.log(`routes.json: ${paths.length} app paths`);
}
