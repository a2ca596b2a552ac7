// Reports the gzip size of a separate entry's bundle (the landing page, the
// operators' console) and fails when it passes its budget. Each is its own
// bundle, built into dist/app/<name>/assets; nothing of it counts in the
// borrower pages' budgets (scripts/size.mjs).
// Run after the build, from web/: node scripts/bundle-size.mjs <name> <budget KB> <extensions, e.g. js or js,css>
//   landing, 30, js: advertisement visitors arrive on slow networks;
//   admin, 550, js,css: the console, on office desktops.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const [name, budgetArg, extArg] = process.argv.slice(2);
const budget = Number(budgetArg) * 1024;
const exts = (extArg ?? '').split(',').filter(Boolean).map((e) => `.${e}`);
if (!name || !(budget > 0) || exts.length === 0) {
  console.error('usage: node scripts/bundle-size.mjs <name> <budget KB> <extensions>');
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
if (total > budget) {
  console.error(`${name}: ${(total / 1024).toFixed(1)} KB gzip is over the ${budget / 1024} KB budget`);
  process.exit(1);
}
