// The web apps' API types: shared/api/schema.ts, made by openapi-typescript
// from the API document that `kwarta openapi` prints (the route table of
// internal/server/routes.go through internal/httpapi/openapi.go).
//
//   node scripts/api-types.mjs <document.json>          write shared/api/schema.ts
//   node scripts/api-types.mjs --check <document.json>  fail when it differs
//
// `make api-types` and `make api-types-check` (part of `make test`) build
// the document first and run this.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const OUT = fileURLToPath(new URL('../shared/api/schema.ts', import.meta.url));
const HEADER = `// GENERATED FILE: do not edit. The API's types, made by openapi-typescript
// from the API document (go run ./cmd/kwarta openapi: internal/server/routes.go
// through internal/httpapi/openapi.go). Regenerate with \`make api-types\`;
// \`make api-types-check\` (part of \`make test\`) fails when this file is stale.
// Use the aliases of shared/api/types.ts (Schema<'notice.Settings'>, Data<...>).

`;

const args = process.argv.slice(2);
const check = args.includes('--check');
const doc = args.find((a) => a !== '--check');
if (!doc) {
  console.error('usage: node scripts/api-types.mjs [--check] <openapi.json>');
  process.exit(2);
}

const ast = await openapiTS(JSON.parse(await readFile(doc, 'utf8')), { silent: true });
const fresh = HEADER + astToString(ast);

if (!check) {
  await writeFile(OUT, fresh);
  console.log(`wrote ${OUT}`);
  process.exit(0);
}

let committed = '';
try {
  committed = await readFile(OUT, 'utf8');
} catch {
  // missing: stale
}
if (committed === fresh) {
  console.log('web/shared/api/schema.ts matches the API document');
  process.exit(0);
}
const a = committed.split('\n');
const b = fresh.split('\n');
let line = 0;
while (line < a.length && line < b.length && a[line] === b[line]) line++;
console.error(`web/shared/api/schema.ts is stale: the API document changed (a data struct, a route) and the types were not regenerated.
First difference at line ${line + 1}:
  committed: ${a[line] ?? '(end of file)'}
  fresh:     ${b[line] ?? '(end of file)'}
Run \`make api-types\` and commit web/shared/api/schema.ts (then fix what the type check finds).`);
process.exit(1);
