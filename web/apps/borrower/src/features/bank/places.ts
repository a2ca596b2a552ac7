// The Philippine provinces and their cities and municipalities for the city
// select: data/ph-places.json (84 entries: Metro Manila, the 82 provinces and
// the BARMM Special Geographic Area; 1,642 places), made from the PSGC (4th
// quarter 2025) by scripts/ph-places.mjs before every build, type check and
// test run (not tracked). About 8 KB gzip, so it is a chunk of its own,
// loaded the first time the picker opens.
import type { CascadePickerOption } from 'antd-mobile';

export type Places = Array<[string, string[]]>;

let loading: Promise<Places> | undefined;

/** loadPlaces loads the list once; a failed load is tried again on the next call. */
export function loadPlaces(): Promise<Places> {
  loading ??= import('./data/ph-places.json').then(
    (m) => m.default as Places,
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}

/** cascadeOptions turns the list into the cascade picker's two columns. */
export function cascadeOptions(places: Places): CascadePickerOption[] {
  return places.map(([province, cities]) => ({
    label: province,
    value: province,
    children: cities.map((c) => ({ label: c, value: c })),
  }));
}
