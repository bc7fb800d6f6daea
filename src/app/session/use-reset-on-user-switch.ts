// Another tab signed out or signed in as someone else: nothing cached for the previous user may
// stay on screen in this tab (SPEC §4), and the route guards run again for the new one.
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SessionStore } from '../../api/session-store';

const signedInUserId = (store: SessionStore): string | null => {
  const state = store.getState();
  return state.status === 'signed-in' ? state.session.user.id : null;
};

export function useResetOnUserSwitch(store: SessionStore, queryClient: QueryClient, router: { invalidate(): Promise<void> }): void {
  useEffect(() => {
    let userId = signedInUserId(store);
    return store.subscribe(() => {
      const previous = userId;
      userId = signedInUserId(store);
      // A fresh sign-in (nobody before) has nothing to clear; this tab's own sign-out has
      // already cleared and is navigating to /sign-in.
      if (userId === previous || previous === null) return;
      void queryClient.cancelQueries().then(() => {
        queryClient.clear();
        return router.invalidate();
      });
    });
  }, [store, queryClient, router]);
}
