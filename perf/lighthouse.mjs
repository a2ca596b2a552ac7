// make lighthouse: Lighthouse's mobile performance audit (its default
// settings: a mid-range phone, simulated slow 4G, 4x CPU slowdown) of the
// borrower pages, in Debian's Chromium, against bin/kwarta serving the demo
// world on a fresh SQLite database. Each page is audited RUNS times (3) and
// the median run (Lighthouse's own computeMedianRun) is printed, beside an
// empty page audited in the same run: the empty page shows what this
// machine reaches at all, so a busy machine is told from a slow page.
// It exits 1 when a borrower page's median misses the target (score 95,
// LCP under 2.0 s). docs/PERFORMANCE.md, "Lighthouse".
//
// A phone reaches the app over HTTPS with HTTP/2: every file of a page on
// one connection. So by default kwarta serves TLS itself (--tls-cert and
// --tls-key, a certificate made for 127.0.0.1 by openssl for this run) and
// Chromium speaks HTTP/2 to it, as it would to the reference deployment's
// Caddy; --protocol h1 audits plain HTTP/1.1 instead, where Chromium opens
// at most six connections to the host and a page's many small files queue.
// The empty page comes from a small server of the same protocol here.
//
// Flags: --bin bin/kwarta, --runs 3, --protocol h2|h1, --only name,name (the
// rows below), --json file (every run's figures). CHROMIUM_PATH overrides
// /usr/bin/chromium.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get as httpGet } from 'node:http';
import { createSecureServer } from 'node:http2';
import { get as httpsGet } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

const TARGET_SCORE = 95;
const TARGET_LCP_MS = 2000;

const { values: flags } = parseArgs({
  options: {
    bin: { type: 'string', default: resolve(import.meta.dirname, '../bin/kwarta') },
    runs: { type: 'string', default: '3' },
    protocol: { type: 'string', default: 'h2' },
    only: { type: 'string', default: '' },
    json: { type: 'string', default: '' },
  },
});
const runs = Number(flags.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs: a whole number, 1 or more');
if (!['h1', 'h2'].includes(flags.protocol)) throw new Error('--protocol: h2 or h1');

// Borrower A's session query, as the app shell appends it.
const session = 'appVersion=1.0.0&deviceName=testDeviceName&deviceId=123&osVersion=200&sessionId=demo-a';
/** The empty server answers this path with the smallest page there is: the machine's ceiling. */
const EMPTY = '/__lighthouse-empty';
const PAGES = [
  { name: 'empty page', path: EMPTY, borrower: false },
  { name: 'landing page', path: '/landing/?app_from=kwarta&id=1&links_id=fb-1001&user_from=facebook&utm_tag=payday-nov', borrower: true },
  { name: 'order details', path: `/loanDetail?${session}&orderId=81&productId=2`, borrower: true },
  { name: 'confirmation', path: `/confirmLoan?${session}&productId=1`, borrower: true },
  { name: 'official site', path: '/', borrower: true },
];
const only = flags.only ? flags.only.split(',').map((s) => s.trim()) : [];
const pages = PAGES.filter((p) => only.length === 0 || only.includes(p.name) || p.path === EMPTY);

/** freePort asks the system for a port nobody listens on. */
function freePort() {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
    s.on('error', fail);
  });
}

/** answers200 says whether url answers 200 (a certificate of this run's is accepted). */
function answers200(url) {
  return new Promise((ok) => {
    const get = url.startsWith('https:') ? httpsGet : httpGet;
    const req = get(url, { rejectUnauthorized: false }, (res) => {
      res.resume();
      ok(res.statusCode === 200);
    });
    req.on('error', () => ok(false));
  });
}

async function waitUp(url, ms = 30_000) {
  const until = Date.now() + ms;
  while (!(await answers200(url))) {
    if (Date.now() > until) throw new Error(`${url} did not answer within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** makeCert makes a certificate and key for 127.0.0.1, for this run only. */
function makeCert(dir) {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
  } catch (err) {
    throw new Error(`openssl could not make the certificate (${err.message}); install openssl, or run with --protocol h1`);
  }
  return { key, cert };
}

/**
 * startKwarta serves the demo world on a fresh database, over HTTPS with
 * HTTP/2 when tls (its own listener, the certificate's files) or plain
 * HTTP/1.1; returns its origin and a stop function.
 */
async function startKwarta(dir, tls) {
  const port = await freePort();
  const args = ['serve', '--demo', '--db', join(dir, 'kwarta.db'), '--addr', `127.0.0.1:${port}`, '--metrics-addr', '', '--log-level', 'warn'];
  if (tls) args.push('--tls-cert', tls.cert, '--tls-key', tls.key);
  const proc = spawn(flags.bin, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  let stopping = false;
  proc.on('error', (err) => {
    console.error(`lighthouse: cannot start ${flags.bin}: ${err.message} (run make build)`);
    process.exit(1);
  });
  proc.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`lighthouse: ${flags.bin} stopped (${signal ?? `exit ${code}`})`);
      process.exit(1);
    }
  });
  const origin = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  await waitUp(`${origin}/healthz`);
  return {
    origin,
    stop: () => {
      stopping = true;
      proc.kill('SIGTERM');
    },
  };
}

/** startEmpty serves EMPTY, over HTTP/2 with TLS when tls, else plain HTTP/1.1. */
async function startEmpty(tls) {
  const handle = (req, res) => {
    if (req.url !== EMPTY) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>empty</title><p>An empty page.</p></html>');
  };
  const server = tls ? createSecureServer({ key: readFileSync(tls.key), cert: readFileSync(tls.cert) }, handle) : createServer(handle);
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return { origin: `${tls ? 'https' : 'http'}://127.0.0.1:${server.address().port}`, stop: () => server.close() };
}

const ms = (v) => (v === undefined ? '' : v >= 1000 ? `${(v / 1000).toFixed(1)} s` : `${Math.round(v)} ms`);

function figures(lhr) {
  const a = lhr.audits;
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    si: a['speed-index'].numericValue,
    bytes: a['total-byte-weight'].numericValue,
  };
}

const dir = mkdtempSync(join(tmpdir(), 'kwarta-lighthouse-'));
const tls = flags.protocol === 'h2' ? makeCert(dir) : null;
const kwarta = await startKwarta(dir, tls);
const empty = await startEmpty(tls);
const urlOf = (p) => (p.path === EMPTY ? empty.origin : kwarta.origin) + p.path;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
    // The certificate is made for this run only.
    ...(flags.protocol === 'h2' ? ['--ignore-certificate-errors'] : []),
  ],
});

const rows = [];
const all = {};
try {
  // Once through every page first, so the first measured run does not pay for a cold server or disk.
  for (const p of pages) await lighthouse(urlOf(p), { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
  for (const p of pages) {
    const url = urlOf(p);
    const lhrs = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
      if (result?.lhr.runtimeError) throw new Error(`${p.name}: ${result.lhr.runtimeError.message}`);
      lhrs.push(result.lhr);
    }
    const median = computeMedianRun(lhrs);
    all[p.name] = lhrs.map(figures);
    rows.push({ page: p, version: median.lighthouseVersion, ...figures(median) });
  }
} finally {
  await chrome.kill();
  empty.stop();
  kwarta.stop();
  rmSync(dir, { recursive: true, force: true });
}

const over = flags.protocol === 'h2' ? "HTTPS with HTTP/2, kwarta's own TLS listener" : 'plain HTTP/1.1';
console.log(`Lighthouse ${rows[0]?.version}, mobile (simulated slow 4G, 4x CPU slowdown), ${over}, median of ${runs} run${runs > 1 ? 's' : ''}, ${new Date().toISOString().slice(0, 10)}`);
console.log(`${'page'.padEnd(16)} ${'score'.padStart(5)} ${'FCP'.padStart(7)} ${'LCP'.padStart(7)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)} ${'SI'.padStart(7)} ${'KB'.padStart(6)}`);
let missed = false;
for (const r of rows) {
  const miss = r.page.borrower && (r.score < TARGET_SCORE || r.lcp >= TARGET_LCP_MS);
  if (miss) missed = true;
  console.log(
    `${r.page.name.padEnd(16)} ${String(r.score).padStart(5)} ${ms(r.fcp).padStart(7)} ${ms(r.lcp).padStart(7)} ${ms(r.tbt).padStart(7)} ${r.cls.toFixed(3).padStart(6)} ${ms(r.si).padStart(7)} ${(r.bytes / 1024).toFixed(0).padStart(6)}${miss ? `  below the target (score ${TARGET_SCORE}, LCP under ${TARGET_LCP_MS / 1000} s)` : ''}`,
  );
}
if (flags.json) writeFileSync(flags.json, `${JSON.stringify(all, null, 2)}\n`);
if (missed) {
  console.error('lighthouse: a page missed the target; if the empty page also scored under 100, the machine was busy: run again when it is quiet');
  process.exit(1);
}
