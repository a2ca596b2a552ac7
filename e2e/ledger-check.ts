// The final step of the e2e run (playwright.config.ts, globalTeardown):
// `kwarta ledger check` on the shared server's database, at the server's
// own now (its test clock), failing the run when the books do not hold.
// The servers of their own are checked as each stops (fresh-server.ts).
import { checkLedger, serverNow } from './tests/fresh-server';

export default async function ledgerCheck(): Promise<void> {
  const dbFile = process.env.KWARTA_E2E_DB;
  if (!dbFile) throw new Error('KWARTA_E2E_DB is not set: playwright.config.ts sets it');
  const port = Number(process.env.KWARTA_E2E_PORT ?? 18090);
  const at = await serverNow({ baseURL: `http://127.0.0.1:${port}` });
  const out = await checkLedger(dbFile, at);
  console.log(`ledger check on the shared server: ${out.trim()}`);
}
