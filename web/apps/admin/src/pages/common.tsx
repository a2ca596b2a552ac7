// What the console's list screens share: loading a call with its error,
// and the columns every order list has.
import { Alert } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ApiError, OrderRow } from '../api';
import { money, statusText, when } from '../format';
import type { Column } from '../DataTable';
import { orderPath } from '../screens';

export interface Loaded<T> {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  reload(): void;
}

interface LoadState<T> {
  /** The deps the latest load was made for. */
  deps: unknown[];
  /** Counts the loads the deps started: the effect below makes one for each. */
  round: number;
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
}

/** same tells whether two dependency lists hold the same values (Object.is, as React compares deps). */
function same(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
}

/** useLoad runs load now and on reload (or when deps change). */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]): Loaded<T> {
  const [state, setState] = useState<LoadState<T>>({ deps, round: 0, data: undefined, error: undefined, loading: true });
  // New deps start a new load, the screen loading from this render on
  // (state that follows its inputs is set while rendering, React's way).
  if (!same(state.deps, deps)) setState({ ...state, deps, round: state.round + 1, loading: true });
  // The load reads the latest load function; deps are the caller's and name what it reads.
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  /** fetch calls load and keeps its answer; it sets state only once the call has answered. */
  const fetch = useCallback(() => {
    latest.current().then(
      (data) => setState((s) => ({ ...s, data, error: undefined })),
      (error: ApiError) => setState((s) => ({ ...s, error })),
    ).finally(() => setState((s) => ({ ...s, loading: false })));
  }, []);
  const { round } = state;
  useEffect(fetch, [round, fetch]);
  /** reload marks the screen as loading, then loads again. */
  const reload = useCallback(() => {
    setState((s) => ({ ...s, loading: true }));
    fetch();
  }, [fetch]);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}

/** LoadError shows a failed load's message. */
export function LoadError({ error }: { error?: ApiError }) {
  return error ? <Alert className="console-toolbar" type="error" showIcon message={error.message} /> : null;
}

/** orderColumns are the order number (to its page), phone, amount and the time placed; an order list sorts by all but the phone. */
export const orderColumns: Column<OrderRow>[] = [
  { title: 'Order', dataIndex: 'orderNo', sortKey: 'orderNo', render: (no: string) => <Link to={orderPath(no)}>{no}</Link> },
  { title: 'Phone', dataIndex: 'phone' },
  { title: 'Principal', dataIndex: 'principal', sortKey: 'principal', align: 'right', render: (v: number, r) => money(v, r.currency) },
  { title: 'Placed', dataIndex: 'createdAt', sortKey: 'created', render: when },
];

/** statusColumn writes the status by name. */
export const statusColumn: Column<OrderRow> = { title: 'Status', dataIndex: 'status', sortKey: 'status', render: statusText };

/** orderSort is the order lists' default sort: the newest first. */
export const orderSort = '-created';
