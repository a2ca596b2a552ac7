// The console's lists are read a page at a time (docs/CONSOLE.md,
// "Lists"): the server answers {rows, total, next}, next being the opaque
// cursor of the following page ("" on the last). usePaged keeps the sort
// and the cursors of the pages already seen, so Previous goes back
// without the server keeping anything; a new sort or new filters start
// again from the first page.
import { useState } from 'react';
import { useLoad, type Loaded } from './pages/common';

/** PageOf is one page of a list as the server answers it. */
export interface PageOf<T> {
  rows: T[] | null;
  total: number;
  next: string;
}

/** PageQuery is a list's paging parameters. */
export interface PageQuery {
  limit?: number;
  sort?: string;
  cursor?: string;
}

/** RowOf is the row type of a page type. */
export type RowOf<A extends PageOf<unknown>> = NonNullable<A['rows']>[number];

export interface Paged<T, A = PageOf<T>> {
  /** data is the page as the server answered it (a list may say more than its rows). */
  data: A | undefined;
  rows: T[];
  total: number;
  loading: boolean;
  error: Loaded<unknown>['error'];
  reload(): void;
  /** sort is the current sort key, "-" first when descending ("" : the server's default). */
  sort: string;
  /** sortBy sorts by key, ascending first; again: descending. */
  sortBy(key: string): void;
  /** page counts from 1. */
  page: number;
  hasNext: boolean;
  hasPrev: boolean;
  next(): void;
  prev(): void;
}

/** toggled is the sort after a click on key's header: ascending, then descending, then ascending. */
export function toggled(current: string, key: string): string {
  return current === key ? `-${key}` : key;
}

interface Position {
  /** filters is the caller's deps the cursors were made for. */
  filters: string;
  sort: string;
  /** cursors[i] is page i+1's cursor; page 1's is "". */
  cursors: string[];
}

/** PagedOptions are a list's page size (the server's default: 50) and its default sort, as the server has it. */
export interface PagedOptions {
  limit?: number;
  sort?: string;
}

/** usePaged loads a list a page at a time; deps are the filters load reads. */
export function usePaged<A extends PageOf<unknown>>(load: (q: PageQuery) => Promise<A>, deps: unknown[], opts: PagedOptions = {}): Paged<RowOf<A>, A> {
  const filters = JSON.stringify(deps);
  const { limit } = opts;
  const [pos, setPos] = useState<Position>({ filters, sort: opts.sort ?? '', cursors: [''] });
  // New filters start from the first page, in the same sort (set while rendering, React's way).
  if (pos.filters !== filters) setPos({ filters, sort: pos.sort, cursors: [''] });
  const cursor = pos.cursors[pos.cursors.length - 1];
  const list = useLoad(() => load({ limit, sort: pos.sort || undefined, cursor: cursor || undefined }), [filters, pos.sort, cursor]);
  const data = list.data;
  return {
    data,
    rows: (data?.rows ?? []) as RowOf<A>[],
    total: data?.total ?? 0,
    loading: list.loading,
    error: list.error,
    reload: list.reload,
    sort: pos.sort,
    sortBy: (key) => setPos((p) => ({ ...p, sort: toggled(p.sort, key), cursors: [''] })),
    page: pos.cursors.length,
    hasNext: !!data?.next && !list.loading,
    hasPrev: pos.cursors.length > 1 && !list.loading,
    next: () => {
      if (data?.next) setPos((p) => ({ ...p, cursors: [...p.cursors, data.next] }));
    },
    prev: () => setPos((p) => (p.cursors.length > 1 ? { ...p, cursors: p.cursors.slice(0, -1) } : p)),
  };
}

/** emptyPage is a list with nothing in it, for a screen that has nothing to ask yet. */
export function emptyPage<T>(): PageOf<T> {
  return { rows: [], total: 0, next: '' };
}
