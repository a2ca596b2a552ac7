// A server of its own for a test that changes the demo world (pays or
// extends an order): the built binary on a fresh SQLite database at a free
// port, stopped and deleted after the test. The shared server of
// playwright.config.ts keeps the demo world as the other specs expect it.
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));

/** The binary the fresh servers run: bin/kwarta, or KWARTA_BIN. */
export const kwartaBin = process.env.KWARTA_BIN ?? resolve(here, '..', '..', 'bin', 'kwarta');

/**
 * freshSecret is the fresh servers' --secret, so a test can sign what only
 * the server's keys sign (the sandbox provider's postbacks, through
 * internal/server.SandboxSecret).
 */
export const freshSecret = 'e2e-fresh-server-secret-0123456789abcdef';

export interface FreshServer {
  /** http://127.0.0.1:<port> */
  baseURL: string;
  /** The server's SQLite database, for a command such as `kwarta complaint reply <id> --db <dbFile>`. */
  dbFile: string;
  /** The lines the server has logged so far (JSON; the console SMS adapter logs each message there). */
  logs(): string[];
  /** stop stops the server, runs `kwarta ledger check` on its database (failing on findings) and deletes it. */
  stop(): Promise<void>;
}

/**
 * advanceClock moves a fresh server's clock forward (POST /medium/dev/clock;
 * the servers run with --test-clock) by a Go duration such as '24h' and
 * returns the server's new now. Only a server of its own: the shared one's
 * demo world is read by the other specs as it is.
 */
export async function advanceClock(server: Pick<FreshServer, 'baseURL'>, advance: string): Promise<Date> {
  const res = await fetch(`${server.baseURL}/medium/dev/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ advance }).toString(),
  });
  const body = (await res.json()) as { success: boolean; message: string; data: { now: string } | null };
  if (!res.ok || !body.success || !body.data) throw new Error(`moving the clock by ${advance}: ${res.status} ${body.message}`);
  return new Date(body.data.now);
}

/**
 * serverNow is a server's now (its test clock's, which the tests may have
 * moved ahead of the real one): POST /medium/dev/clock moved by the least
 * step, a millisecond.
 */
export async function serverNow(server: Pick<FreshServer, 'baseURL'>): Promise<Date> {
  return advanceClock(server, '1ms');
}

/**
 * checkLedger runs `kwarta ledger check` on a server's database as of the
 * server's now (--at: the check takes that moment as today, so an order
 * the test moved past its due date is checked with its late charges), and
 * fails with the check's findings when the books do not hold: the final
 * step of every journey (docs/ACCOUNTING.md, "The check after the e2e
 * journeys").
 */
export async function checkLedger(dbFile: string, at: Date): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(kwartaBin, ['ledger', 'check', '--at', at.toISOString(), '--db', dbFile]);
    return stdout;
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string; message: string };
    throw new Error(`kwarta ledger check on ${dbFile} at ${at.toISOString()}: the books do not hold\n${err.stdout ?? ''}${err.stderr ?? err.message}`);
  }
}

/** startFreshServer runs `kwarta serve --demo` on a new database and resolves once it listens. */
export async function startFreshServer(): Promise<FreshServer> {
  const dir = mkdtempSync(join(tmpdir(), 'kwarta-e2e-fresh-'));
  const dbFile = join(dir, 'fresh.db');
  const child = spawn(kwartaBin, ['serve', '--demo', '--db', dbFile, '--addr', '127.0.0.1:0', '--metrics-addr=', '--secret', freshSecret, '--test-clock'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logged: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (line) => logged.push(line));
  const exited = once(child, 'exit');
  try {
    const baseURL = await new Promise<string>((resolveURL, reject) => {
      const timer = setTimeout(() => reject(new Error('kwarta did not start within 30 s')), 30_000);
      createInterface({ input: child.stdout! }).on('line', (line) => {
        const m = /^kwarta listening on (http:\/\/\S+)/.exec(line);
        if (m) {
          clearTimeout(timer);
          resolveURL(m[1]);
        }
      });
      child.once('error', (e) => {
        clearTimeout(timer);
        reject(e);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`kwarta exited with ${code} before listening`));
      });
    });
    return {
      baseURL,
      dbFile,
      logs: () => [...logged],
      async stop() {
        let at = new Date();
        if (child.exitCode === null && child.signalCode === null) {
          at = await serverNow({ baseURL });
          child.kill('SIGTERM');
          await exited;
        }
        try {
          await checkLedger(dbFile, at);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (e) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
}
