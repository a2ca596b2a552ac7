// Vitest for the whole web tree: every app's tests, the shared code's and
// the build scripts'. One jsdom set-up serves them all (the borrower app's
// src/test/setup.ts: its catalogues and overlays loaded, storage cleared
// after each test), as it did before the apps moved under apps/.
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const include = ['apps/*/src/**/*.test.{ts,tsx}', 'shared/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'];
// Test files share a worker's module graph and jsdom (isolate: false): a
// fresh one per file spent 70 % of the run loading the set-up, the
// catalogues and jsdom again, 120 s against 38 here. The set-up puts back
// what a test changes (the DOM, storage, the locale). These files keep a
// module graph of their own: they replace modules (vi.mock), set
// process.env.TZ, or start from the page's address and the shell's globals.
const isolated = [
  'apps/borrower/src/lib/api-client.test.ts',
  'apps/borrower/src/features/content/content.test.tsx',
  'apps/admin/src/format.test.ts',
  'apps/borrower/src/lib/bridge.test.ts',
  'apps/borrower/src/lib/router.test.tsx',
];

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    // A worker per core: Vitest's default for a run is one fewer than the
    // cores, a single worker on the 2-core CI machine (86 s there, 55 s
    // with two; docs/ENGINEERING.md, "The tests' time"). The pool stays
    // forks: a test sets process.env.TZ, which only a process of its own
    // takes.
    maxWorkers: availableParallelism(),
    // A test that types into the money keyboard takes 2 s alone and came
    // near the default 5 s with both cores busy; the limit catches a hang.
    testTimeout: 15_000,
    globals: true,
    setupFiles: ['apps/borrower/src/test/setup.ts'],
    projects: [
      { extends: true, test: { name: 'shared', include, exclude: isolated, isolate: false } },
      { extends: true, test: { name: 'isolated', include: isolated } },
    ],
  },
});
