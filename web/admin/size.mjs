// Reports the gzip size of the operators' console (JavaScript and CSS) and
// fails when it passes the budget. The console is its own bundle: nothing
// of it is in the borrower pages' budgets (scripts/size.mjs).
// Run after the build: node admin/size.mjs (from web/).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const budget = 550 * 1024;
const assets = fileURLToPath(new URL('../dist/app/admin/assets', import.meta.url));

let files;
try {
  files = readdirSync(assets).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
} catch {
  console.error('admin: not built (run npm run build first)');
  process.exit(1);
}
let total = 0;
for (const f of files) {
  const gz = gzipSync(readFileSync(join(assets, f)), { level: 9 }).length;
  total += gz;
  console.log(`admin    ${f.padEnd(32)} ${(gz / 1024).toFixed(1).padStart(6)} KB gzip`);
}
console.log(`admin    ${'all JavaScript and CSS'.padEnd(32)} ${(total / 1024).toFixed(1).padStart(6)} KB gzip (budget ${budget / 1024} KB)`);
if (total > budget) {
  console.error(`admin: ${(total / 1024).toFixed(1)} KB gzip is over the ${budget / 1024} KB budget`);
  process.exit(1);
}
