// Prints the gzip size of the JavaScript each route loads (the entry, its
// imports, the page chunk and the chunks it imports), from Vite's manifest.
// Fails when a route passes the budget, so size creep shows up in `make size`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200;
const dist = fileURLToPath(new URL('../dist/app', import.meta.url));
let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
} catch {
  console.error('web: not built (run npm run build first)');
  process.exit(1);
}

const gz = new Map();
function gzipKB(file) {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024);
  return gz.get(file);
}

/** Collects the JS files a manifest key loads up front (static imports, recursively). */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imp of chunk.imports ?? []) closure(imp, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entryFiles = closure(entryKey);
const routes = readFileSync(new URL('../src/app/routes.tsx', import.meta.url), 'utf8');
const pages = [...routes.matchAll(/import\('\.\.\/(features\/[^']+)'\)/g)].map((m) => `src/${m[1]}.tsx`);

let failed = false;
const sum = (files) => [...files].reduce((n, f) => n + gzipKB(f), 0);
console.log(`web  ${'entry (every route)'.padEnd(44)} ${sum(entryFiles).toFixed(1).padStart(6)} KB gzip`);
for (const page of pages) {
  const files = closure(page, new Set(entryFiles));
  const kb = sum(files);
  if (kb > BUDGET_KB) failed = true;
  console.log(`web  ${page.replace('src/features/', '').padEnd(44)} ${kb.toFixed(1).padStart(6)} KB gzip${kb > BUDGET_KB ? `  over the ${BUDGET_KB} KB budget` : ''}`);
}
process.exit(failed ? 1 : 0);
