// The observable shape the offline core hands to screens: Dexie's liveQuery satisfies it, and
// so does what `createObservable` makes (for values that are not only in the database, such as
// the online flag). Screens subscribe through src/ui/use-live.ts.

export interface Subscription {
  unsubscribe(): void;
  readonly closed: boolean;
}

export interface Observer<T> {
  next?: (value: T) => void;
  error?: (error: unknown) => void;
  complete?: () => void;
}

/** Emits values over time; `subscribe(next, error)` or `subscribe({ next, error })`. */
export interface Observable<T> {
  subscribe(observerOrNext?: Observer<T> | ((value: T) => void) | null, error?: ((error: unknown) => void) | null): Subscription;
}

/** An observable from a start function that returns its teardown (run on unsubscribe). */
export function createObservable<T>(start: (next: (value: T) => void, error: (error: unknown) => void) => () => void): Observable<T> {
  return {
    subscribe(observerOrNext, onError) {
      const observer: Observer<T> =
        typeof observerOrNext === 'function' ? { next: observerOrNext, ...(onError ? { error: onError } : {}) } : (observerOrNext ?? {});
      let closed = false;
      let teardown: (() => void) | null = null;
      const subscription: Subscription = {
        get closed() {
          return closed;
        },
        unsubscribe() {
          if (closed) return;
          closed = true;
          teardown?.();
        },
      };
      teardown = start(
        (value) => {
          if (!closed) observer.next?.(value);
        },
        (error) => {
          if (!closed) observer.error?.(error);
        },
      );
      if (closed) teardown();
      return subscription;
    },
  };
}
