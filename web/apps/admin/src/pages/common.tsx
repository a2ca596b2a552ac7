// What the console's list screens share: loading a call with its error,
// and the columns every order list has.
import { Alert } from 'antd';
import { useCallback, useEffect, useState } from 'react';
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

/** useLoad runs load now and on reload (or when deps change). */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]): Loaded<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<ApiError>();
  const [loading, setLoading] = useState(true);
  // deps are the caller's: they name what load reads.
  // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo -- see above
  const run = useCallback(load, deps);
  const reload = useCallback(() => {
    setLoading(true);
    run().then(
      (d) => {
        setData(d);
        setError(undefined);
      },
      (e: ApiError) => setError(e),
    ).finally(() => setLoading(false));
  }, [run]);
  // Loading (and reloading when deps change) is this hook's work; reload
  // marks the screen as loading before it calls.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
  useEffect(reload, [reload]);
  return { data, error, loading, reload };
}

/** LoadError shows a failed load's message. */
export function LoadError({ error }: { error?: ApiError }) {
  return error ? <Alert className="console-toolbar" type="error" showIcon message={error.message} /> : null;
}

/** orderColumns are the order number (to its page), phone, amount and the time placed. */
export const orderColumns: Column<OrderRow>[] = [
  { title: 'Order', dataIndex: 'orderNo', render: (no: string) => <Link to={orderPath(no)}>{no}</Link> },
  { title: 'Phone', dataIndex: 'phone' },
  { title: 'Principal', dataIndex: 'principal', align: 'right', render: (v: number, r) => money(v, r.currency) },
  { title: 'Placed', dataIndex: 'createdAt', render: when },
];

/** statusColumn writes the status by name. */
export const statusColumn: Column<OrderRow> = { title: 'Status', dataIndex: 'status', render: statusText };
