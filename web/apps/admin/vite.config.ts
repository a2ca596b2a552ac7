// The operators' console: a separate Vite entry served at /admin,
// built into the borrower app's output (web/dist/app/admin), so the borrower
// pages never load antd or the console's code. It must run after the
// borrower build, which empties web/dist/app.
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { precompress } from '../../shared/build/precompress.ts';

const root = import.meta.dirname;
const outDir = resolve(root, '../../dist/app/admin');

export default defineConfig({
  root,
  base: '/admin/',
  publicDir: false,
  plugins: [react(), precompress(outDir)],
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2020',
    assetsInlineLimit: 0,
    // Each screen is its own chunk (src/App.tsx); scripts/bundle-size.mjs
    // (npm run size) holds the entry and the whole console to budgets.
    // React and React DOM are a chunk of their own, so that no chunk passes
    // Vite's 500 KB warning (antd's core and the router are the other
    // chunk the entry imports).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
  server: { proxy: { '/medium': 'http://127.0.0.1:8080' } },
});
