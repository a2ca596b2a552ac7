// The promotion landing page: a separate, very light Vite entry served at
// /landing/. It builds into the main app's output (web/dist/app/landing),
// so it must run after the main build, which empties web/dist/app.
// Plain object on purpose: the config needs nothing from Vite at run time.
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const outDir = resolve(here, '../dist/app/landing');

/** Writes .gz and .br twins of every text asset, as the main build does. */
function precompress() {
  return {
    name: 'kwarta-landing-precompress',
    apply: 'build' as const,
    closeBundle() {
      const walk = (dir: string): string[] => readdirSync(dir).flatMap((n) => {
        const p = join(dir, n);
        return statSync(p).isDirectory() ? walk(p) : [p];
      });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
        const data = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(data));
      }
    },
  };
}

export default {
  root: here,
  base: '/landing/',
  publicDir: false,
  plugins: [precompress()],
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2019',
    modulePreload: false,
    reportCompressedSize: true,
    assetsInlineLimit: 0,
  },
  server: { proxy: { '/medium': 'http://127.0.0.1:8080' } },
};
