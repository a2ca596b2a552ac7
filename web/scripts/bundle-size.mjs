// Reports the gzip size of a separate entry's bundle (the landing page, the
// operators' console) and fails when it passes its budget. Each is its own
// bundle, built into dist/app/<name>/assets; nothing of it counts in the
// borrower pages' budgets (scripts/size.mjs).
// Run after the build, from web/:
//   node scripts/bundle-size.mjs <name> <budget KB> <extensions, e.g. js or js,css> [--entry <budget KB>]
//   landing, 30, js: advertisement visitors arrive on slow networks;
//   admin, 550, js,css, --entry 250: the console, on office desktops; each
//   screen is a lazy chunk, and --entry holds to a budget the JavaScript
//   every screen waits for: the entry chunk named by index.html and the
//   chunks it imports statically (those index.html preloads).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const entryAt = args.indexOf('--entry');
const entryBudget = entryAt >= 0 ? Number(args.splice(entryAt, 2)[1]) * 1024 : undefined;
const [name, budgetArg, extArg] = args;
const budget = Number(budgetArg) * 1024;
const exts = (extArg ?? '').split(',').filter(Boolean).map((e) => `.${e}`);
if (!name || !(budget > 0) || exts.length === 0 || (entryBudget !== undefined && !(entryBudget > 0))) {
  console.error('usage: node scripts/bundle-size.mjs <name> <budget KB> <extensions> [--entry <budget KB>]');
  process.exit(2);
}
const assets = fileURLToPath(new URL(`../dist/app/${name}/assets`, import.meta.url));
const label = name.padEnd(8);

let files;
try {
  files = readdirSync(assets).filter((f) => exts.some((e) => f.endsWith(e)));
} catch {
  console.error(`${name}: not built (run npm run build first)`);
  process.exit(1);
}
let total = 0;
for (const f of files) {
  const gz = gzipSync(readFileSync(join(assets, f)), { level: 9 }).length;
  total += gz;
  console.log(`${label} ${f.padEnd(32)} ${(gz / 1024).toFixed(1).padStart(6)} KB gzip`);
}
console.log(`${label} ${`all ${exts.join(' ')}`.padEnd(32)} ${(total / 1024).toFixed(1).padStart(6)} KB gzip (budget ${budget / 1024} KB)`);
let failed = false;
if (total > budget) {
  console.error(`${name}: ${(total / 1024).toFixed(1)} KB gzip is over the ${budget / 1024} KB budget`);
  failed = true;
}
if (entryBudget !== undefined) {
  const entry = entryFiles(readFileSync(join(assets, '..', 'index.html'), 'utf8'));
  if (entry.size === 0) {
    console.error(`${name}: index.html names no entry script`);
    process.exit(1);
  }
  const size = (f) => gzipSync(readFileSync(join(assets, f)), { level: 9 }).length;
  const first = [...entry][0];
  const kb = [...entry].reduce((n, f) => n + size(f), 0);
  console.log(`${label} ${`entry chunk (${first})`.padEnd(32)} ${(size(first) / 1024).toFixed(1).padStart(6)} KB gzip`);
  console.log(`${label} ${`entry and its ${entry.size - 1} static imports`.padEnd(32)} ${(kb / 1024).toFixed(1).padStart(6)} KB gzip (budget ${entryBudget / 1024} KB)`);
  if (kb > entryBudget) {
    console.error(`${name}: the entry, ${(kb / 1024).toFixed(1)} KB gzip, is over its ${entryBudget / 1024} KB budget`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);

/**
 * entryFiles lists the entry script of index.html, then every chunk it
 * imports statically (import ... from './x.js', followed in each chunk;
 * a lazy import('./x.js') is not followed), as names under assets/.
 */
function entryFiles(html) {
  const script = /<script type="module"[^>]*\ssrc="[^"]*\/assets\/([^"/]+\.js)"/.exec(html);
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    const code = readFileSync(join(assets, file), 'utf8');
    for (const m of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[^'"();]*?\bfrom\s*)?["']\.\/([\w.-]+\.js)["']/g)) visit(m[1]);
  };
  if (script) visit(script[1]);
  return files;
}
