// useCall runs a call when the page opens (and when deps change) and keeps
// its result; the api client has already toasted a failure.
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import type { Result } from './api-client';

export interface CallState<T> {
  loading: boolean;
  result?: Result<T>;
  reload(): void;
}

interface State<T> {
  /** The deps (and the reload count) the latest call was made for. */
  key: DependencyList;
  /** Counts the calls: the effect below makes one for each. */
  round: number;
  loading: boolean;
  result?: Result<T>;
}

/** same tells whether two dependency lists hold the same values (Object.is, as React compares deps). */
function same(a: DependencyList, b: DependencyList): boolean {
  return a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
}

export function useCall<T>(fn: () => Promise<Result<T>>, deps: DependencyList = []): CallState<T> {
  const [reloads, setReloads] = useState(0);
  const key = [...deps, reloads];
  const [state, setState] = useState<State<T>>({ key, round: 0, loading: true });
  // Each call (the first, a reload, new deps) shows loading until its own
  // result arrives: new deps or a reload start a new round while rendering,
  // React's way for state that follows its inputs.
  if (!same(state.key, key)) setState({ ...state, key, round: state.round + 1, loading: true });
  // The call reads the latest fn; deps are the caller's and name what fn reads.
  const call = useRef(fn);
  useEffect(() => {
    call.current = fn;
  });
  const { round } = state;
  useEffect(() => {
    let live = true;
    void call.current().then((result) => {
      if (live) setState((s) => ({ ...s, loading: false, result }));
    });
    return () => {
      live = false;
    };
  }, [round]);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  return { loading: state.loading, result: state.result, reload };
}
