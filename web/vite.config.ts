// The web app: React pages served by the Go binary from web/dist/app.
// Every route is its own chunk; assets get hashed names (the server gives
// them a year of cache) and .gz/.br twins so the server never compresses.
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const outDir = resolve(import.meta.dirname, 'dist/app');

/** precompress writes .gz and .br twins of the text files under dir (the console's build uses it too). */
export function precompress(dir = outDir): Plugin {
  return {
    name: 'kwarta-precompress',
    apply: 'build',
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((n) => {
          const p = join(dir, n);
          return statSync(p).isDirectory() ? walk(p) : [p];
        });
      for (const file of walk(dir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
        const data = readFileSync(file);
        if (data.length < 512) continue;
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(data));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
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
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'landing/src/**/*.test.ts', 'admin/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
  },
});
