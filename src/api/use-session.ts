import { useSyncExternalStore } from 'react';
import type { SessionUser } from '../domain/access';
import { type SessionState, sessionStore } from './session-store';

export const useSessionState = (): SessionState =>
  useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);

/** The signed-in user; only for components rendered behind the authenticated layout. */
export function useSessionUser(): SessionUser {
  const state = useSessionState();
  if (state.status !== 'signed-in') throw new Error('No signed-in user');
  return state.session.user;
}
