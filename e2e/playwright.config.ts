// End-to-end tests: the built binary (bin/kwarta, with the web app embedded)
// serves the demo world on a fresh SQLite database, and Debian's Chromium
// drives the pages at phone size.
import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.KWARTA_E2E_PORT ?? 18090);
export const baseURL = `http://127.0.0.1:${port}`;
// The shared server's database; the workers (which load this file too) and
// the global teardown read the same path from the environment.
const dbFile = (process.env.KWARTA_E2E_DB ??= join(mkdtempSync(join(tmpdir(), 'kwarta-e2e-')), 'e2e.db'));
// The browser: CHROMIUM_PATH, else Debian's chromium-headless-shell, else
// Debian's chromium. The headless shell is the same Chromium build without
// the full browser's windowing layers; the specs take 30 % less time in it
// (docs/ENGINEERING.md, "The tests' time"). scripts/check-tools.sh picks
// the same one.
const headlessShell = '/usr/bin/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

export default defineConfig({
  testDir: './tests',
  // After every spec: `kwarta ledger check` on the shared server's database
  // (each fresh server's is checked when it stops, fresh-server.ts).
  globalTeardown: './ledger-check.ts',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Three workers, on CI too: a spec file runs in one worker, the specs
  // that change the demo world each have a server of their own
  // (fresh-server.ts), and the shared server's specs only read it. On the
  // 2-core machine: 10.5 min with one worker, 5.5 with two, 4.7 with three
  // (the specs wait on their servers and pages part of the time), 4.6 with
  // four (docs/ENGINEERING.md, "The tests' time").
  workers: 3,
  // A failed test runs once more, recording its trace (actions, DOM
  // snapshots, network, console; 'on-first-retry' below). A test that
  // fails twice fails the run; one that passes the second time is listed
  // as flaky in the output and the report, to be looked into. Recording
  // the trace of every first run, passing or not, cost a third of the
  // specs' CPU. Failing the run on a flaky test too (failOnFlakyTests)
  // failed two runs in five on three console specs whose causes are not
  // found yet (docs/ENGINEERING.md, "The tests' time").
  retries: 1,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  use: {
    baseURL,
    viewport: { width: 375, height: 812 },
    // One device pixel per CSS pixel: at 2 Chromium paints four times the
    // pixels of every frame (15 % more CPU on four borrower specs, 4 % on
    // the whole run; docs/ENGINEERING.md, "The tests' time"). The layout at
    // 375x812 is the same; screenshots.spec.ts keeps 2 for its review
    // pictures.
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    userAgent: devices['iPhone 13'].userAgent,
    locale: 'en-PH',
    timezoneId: 'Asia/Manila',
    // The retry of a failed test records a trace, without the trace's
    // screencast (recording those frames cost 40 % of a console spec's
    // CPU). A failure saves its screenshot.
    trace: { mode: 'on-first-retry', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'phone', use: { browserName: 'chromium' } }],
  webServer: {
    command: `../bin/kwarta serve --demo --db ${dbFile} --addr 127.0.0.1:${port} --metrics-addr= --test-clock`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'ignore',
  },
});
