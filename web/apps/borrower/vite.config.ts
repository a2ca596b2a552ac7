// The borrower app: React pages served by the Go binary from web/dist/app.
// Every route is its own chunk; assets get hashed names (the server gives
// them a year of cache) and .gz/.br twins so the server never compresses.
// It builds first (npm run build): it empties web/dist/app, into which the
// landing page and the console then build their own folders.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { resolve } from 'node:path';
import { precompress } from '../../shared/build/precompress.ts';

const root = import.meta.dirname;
const outDir = resolve(root, '../../dist/app');

export default defineConfig({
  root,
  plugins: [react(), precompress(outDir)],
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2019',
    manifest: true,
    assetsInlineLimit: 2048,
    // The server links each page's chunks and stylesheets from its HTML
    // (scripts/routes-json.mjs, internal/server/static.go), so the entry
    // keeps only the stylesheets a later page needs: a list of every
    // chunk's imports would cost each page 1 KB gzip more in the entry, and
    // the modulepreload polyfill is for browsers older than the app's.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps) => deps.filter((d) => d.endsWith('.css')),
    },
  },
  server: { proxy: { '/medium': 'http://127.0.0.1:8080' } },
});
