// Reports the gzip size of the landing page's JavaScript and fails when it
// passes the budget: advertisement visitors arrive on slow networks.
// Run after the build: node landing/size.mjs (from web/).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const budget = 30 * 1024;
const assets = fileURLToPath(new URL('../dist/app/landing/assets', import.meta.url));

let files;
try {
  files = readdirSync(assets).filter((f) => f.endsWith('.js'));
} catch {
  console.error('landing: not built (run npm run build first)');
  process.exit(1);
}
let total = 0;
for (const f of files) {
  const gz = gzipSync(readFileSync(join(assets, f)), { level: 9 }).length;
  total += gz;
  console.log(`landing  ${f.padEnd(32)} ${(gz / 1024).toFixed(1).padStart(6)} KB gzip`);
}
console.log(`landing  ${'all JavaScript'.padEnd(32)} ${(total / 1024).toFixed(1).padStart(6)} KB gzip (budget ${budget / 1024} KB)`);
if (total > budget) {
  console.error(`landing: ${(total / 1024).toFixed(1)} KB gzip is over the ${budget / 1024} KB budget`);
  process.exit(1);
}
