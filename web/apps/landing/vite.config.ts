// The promotion landing page: a separate, very light Vite entry served at
// /landing/. It builds into the borrower app's output (web/dist/app/landing),
// so it must run after the borrower build, which empties web/dist/app.
// Plain object on purpose: the config needs nothing from Vite at run time.
import { resolve } from 'node:path';
import { precompress } from '../../shared/build/precompress.ts';

const root = import.meta.dirname;
const outDir = resolve(root, '../../dist/app/landing');

export default {
  root,
  base: '/landing/',
  publicDir: false,
  // Every text file gets its twins, however small (as it always has here).
  plugins: [precompress(outDir, { minBytes: 0 })],
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
