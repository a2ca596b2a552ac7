// Vitest for the whole web tree: every app's tests, the shared code's and
// the build scripts'. One jsdom set-up serves them all (the borrower app's
// src/test/setup.ts: its catalogues and overlays loaded, storage cleared
// after each test), as it did before the apps moved under apps/.
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

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
    globals: true,
    setupFiles: ['apps/borrower/src/test/setup.ts'],
    include: ['apps/*/src/**/*.test.{ts,tsx}', 'shared/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
  },
});
