// Writes apps/borrower/src/features/bank/data/ph-places.json, the bank form's province and
// city list, from the npm package @aivangogh/ph-address (MIT; the Philippine
// Statistics Authority's PSGC, its version names the publication: 2025.4 is
// the 4th quarter of 2025), a development dependency: the app ships only
// this list (~8 KB gzip), not the package's every barangay. npm runs it
// before dev, build, typecheck and test (package.json), so the list is build
// output and not tracked.
//
// The list is [[province, [city or municipality, ...]], ...]: Metro Manila
// (NCR, which has no province) first, then the 82 provinces A to Z, then the
// BARMM Special Geographic Area. PSGC files highly urbanised and independent
// cities (Cebu City, Davao City, ...) under no province; a borrower looks for
// them in the province around them, so they go there (HUC_PROVINCE below).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ph = require('@aivangogh/ph-address');
const version = require('@aivangogh/ph-address/package.json').version;

/** PSGC code of a city outside every province → the province around it. */
const HUC_PROVINCE = {
  '0330100000': 'Pampanga', // Angeles City
  '0331400000': 'Zambales', // Olongapo City
  '0431200000': 'Quezon', // Lucena City
  '0631000000': 'Iloilo', // Iloilo City
  '0730600000': 'Cebu', // Cebu City
  '0731100000': 'Cebu', // Lapu-Lapu City
  '0731300000': 'Cebu', // Mandaue City
  '0831600000': 'Leyte', // Tacloban City
  '0931700000': 'Zamboanga del Sur', // Zamboanga City
  '0990100000': 'Basilan', // Isabela City
  '1030500000': 'Misamis Oriental', // Cagayan de Oro City
  '1030900000': 'Lanao del Norte', // Iligan City
  '1130700000': 'Davao del Sur', // Davao City
  '1230800000': 'South Cotabato', // General Santos City
  '1430300000': 'Benguet', // Baguio City
  '1630400000': 'Agusan del Norte', // Butuan City
  '1731500000': 'Palawan', // Puerto Princesa City
  '1830200000': 'Negros Occidental', // Bacolod City
};
const NCR = '1300000000';
const SGA = '1999900000';

/** PSGC writes "Cagayan De Oro", "Abra De Ilog"; the places write "de". */
const tidy = (name) => name.replace(/ De /g, ' de ');
const byName = (a, b) => a.localeCompare(b, 'en');
const names = (code) => ph.getMunicipalitiesByProvince(code).map((m) => tidy(m.name));

const provinces = new Map(ph.getAllProvinces().map((p) => [p.name, names(p.psgcCode)]));
for (const [code, province] of Object.entries(HUC_PROVINCE)) {
  const cities = provinces.get(province);
  if (!cities) throw new Error(`no province ${province}`);
  const found = names(code);
  if (found.length !== 1) throw new Error(`expected one city at ${code}, got ${found.length}`);
  cities.push(...found);
}
const list = [
  ['Metro Manila', names(NCR).sort(byName)],
  ...[...provinces.entries()].sort(([a], [b]) => byName(a, b)).map(([p, cities]) => [p, [...new Set(cities)].sort(byName)]),
  ['Special Geographic Area (BARMM)', names(SGA).sort(byName)],
];
for (const [p, cities] of list) if (cities.length === 0) throw new Error(`${p} has no cities`);

const out = new URL('../apps/borrower/src/features/bank/data/ph-places.json', import.meta.url);
mkdirSync(new URL('.', out), { recursive: true });
writeFileSync(out, `${JSON.stringify(list)}\n`);
const count = list.reduce((n, [, c]) => n + c.length, 0);
console.log(`ph-places: ${list.length} provinces, ${count} cities and municipalities (@aivangogh/ph-address ${version})`);
