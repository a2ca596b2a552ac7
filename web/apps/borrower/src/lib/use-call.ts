// useCall runs a call when the page opens (and when deps change) and keeps
// its result; the api client has already toasted a failure.
import { useEffect, useState, type DependencyList } from 'react';
import type { Result } from './api-client';

export interface CallState<T> {
  loading: boolean;
  result?: Result<T>;
  reload(): void;
}

export function useCall<T>(fn: () => Promise<Result<T>>, deps: DependencyList = []): CallState<T> {
  const [result, setResult] = useState<Result<T>>();
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    // Each call (the first, a reload, new deps) shows loading until its own result arrives.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    setLoading(true);
    void fn().then((r) => {
      if (!live) return;
      setResult(r);
      setLoading(false);
    });
    return () => {
      live = false;
    };
    // deps are the caller's: they name what fn reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [...deps, round]);
  return { loading, result, reload: () => setRound((n) => n + 1) };
}
