// Prints, for each route path of the web app (src/app/routes.tsx), the gzip
// size of the JavaScript that route loads: the entry and its static
// imports, plus the route's lazy page chunk and its static imports, mapped
// through Vite's manifest (build.manifest in vite.config.ts). Fails when a
// route passes the budget, so size creep shows up in `make size`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readRoutes, routeFiles } from './route-sizes.mjs';

const BUDGET_KB = 200;
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
  readFileSync(join(web, 'src/app/routes.tsx'), 'utf8'),
  readFileSync(join(web, 'src/config/paths.ts'), 'utf8'),
);
if (routes.length === 0) {
  console.error('web: found no routes in src/app/routes.tsx');
  process.exit(1);
}

const gz = new Map();
function gzipKB(file) {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024);
  return gz.get(file);
}
const sum = (files) => [...files].reduce((n, f) => n + gzipKB(f), 0);

const { entry, rows } = routeFiles(manifest, routes);
let failed = false;
const width = Math.max(24, ...rows.map((r) => r.path.length + 2));
console.log(`web  ${'route'.padEnd(width)} ${'KB gzip'.padStart(8)}  page`);
console.log(`web  ${'(entry, every route)'.padEnd(width)} ${sum(entry).toFixed(1).padStart(8)}`);
for (const r of rows) {
  const kb = sum(r.files);
  const over = kb > BUDGET_KB;
  if (over) failed = true;
  if (r.unresolved) console.warn(`web: could not map the route ${r.path} to a chunk; counting the entry only`);
  const page = r.unresolved ? '(page not found in the build)' : r.chunk ? r.chunk.replace(/^src\//, '') : `${r.page ?? ''} (in the entry)`;
  console.log(`web  ${r.path.padEnd(width)} ${kb.toFixed(1).padStart(8)}  ${page}${over ? `  over the ${BUDGET_KB} KB budget` : ''}`);
}
process.exit(failed ? 1 : 0);
