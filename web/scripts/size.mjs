// Prints, for each route path of the borrower app (apps/borrower/src/app/routes.tsx), the gzip
// size of the JavaScript that route loads before it shows: the entry and its
// static imports, plus the route's lazy page chunk and app/setup.ts with
// their static imports, mapped through Vite's manifest (build.manifest in
// apps/borrower/vite.config.ts). Fails when the entry or a route passes its budget
// (docs/PERFORMANCE.md, "Bundle budgets"), so size creep fails `make test`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { NOT_FOUND, SETUP, readRoutes, routeFiles } from './route-sizes.mjs';

/**
 * The entry, which every page waits for: React, the router, and the error
 * state of a page whose chunk did not load (app/PageError.tsx), which must
 * not need another chunk to show (70 KB until it came, 70.1 with it).
 */
const ENTRY_BUDGET_KB = 71;
/** A page in all: the entry, the set-up and the page's own chunks. */
const PAGE_BUDGET_KB = 110;
const web = fileURLToPath(new URL('..', import.meta.url));
const dist = join(web, 'dist/app');

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
} catch {
  console.error('web: not built (run npm run build first)');
  process.exit(1);
}

const routes = readRoutes(
  readFileSync(join(web, 'apps/borrower/src/app/routes.tsx'), 'utf8'),
  readFileSync(join(web, 'apps/borrower/src/config/paths.ts'), 'utf8'),
);
if (routes.length === 0) {
  console.error('web: found no routes in apps/borrower/src/app/routes.tsx');
  process.exit(1);
}

const gz = new Map();
function gzipKB(file) {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024);
  return gz.get(file);
}
const sum = (files) => [...files].reduce((n, f) => n + gzipKB(f), 0);

const { entry, rows } = routeFiles(manifest, routes, [SETUP]);
let failed = false;
const width = Math.max(24, ...rows.map((r) => r.path.length + 2));
const line = (label, kb, budget, page) => {
  const over = kb > budget;
  if (over) failed = true;
  console.log(`web  ${label.padEnd(width)} ${kb.toFixed(1).padStart(8)}  ${page}${over ? `  OVER the ${budget} KB budget` : ''}`);
};
console.log(`web  ${'route'.padEnd(width)} ${'KB gzip'.padStart(8)}  page (budgets: entry ${ENTRY_BUDGET_KB} KB, each page ${PAGE_BUDGET_KB} KB in all)`);
line('(entry, every route)', sum(entry), ENTRY_BUDGET_KB, '');
for (const r of rows) {
  if (r.unresolved) {
    failed = true;
    console.error(`web: could not map the route ${r.path} to a chunk`);
  }
  const page = r.unresolved ? '(page not found in the build)' : r.chunk ? r.chunk.replace(/^src\//, '') : `${r.page ?? ''} (in the entry)`;
  line(r.path === NOT_FOUND ? '(unknown address)' : r.path, sum(r.files), PAGE_BUDGET_KB, page);
}
process.exit(failed ? 1 : 0);
