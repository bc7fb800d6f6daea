// THE wrapper of dexie-react-hooks (STYLE rule 8): screens read the device database (the
// offline core's live queries) through this hook only. It re-renders on every change the
// observable reports. `undefined` means "no answer yet": the first read has not come back, which
// a screen must tell apart from an empty answer (no loader for a day that is simply empty).
import { useObservable } from 'dexie-react-hooks';

/** Anything with subscribe(next, error) — Dexie's liveQuery, or a test's stand-in. */
export interface LiveSource<T> {
  subscribe(next: (value: T) => unknown, error?: (error: unknown) => unknown): { unsubscribe(): unknown } | (() => unknown);
}

/**
 * The latest value of `source()`, re-subscribed when `deps` change. An error from the source is
 * thrown during render, so the route's error component shows it.
 */
export function useLive<T>(source: () => LiveSource<T>, deps: readonly unknown[]): T | undefined {
  return useObservable<T>(source, [...deps]);
}
