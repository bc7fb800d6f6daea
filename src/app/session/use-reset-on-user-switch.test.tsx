// vitest: isolate (vitest.config.ts): it needs the session store's module state as a new page has it,
// not as an earlier component test left it.
import { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../api/session-store';
import { makeSession, storeSession, USERS } from '../../test-utils/fixtures';
import { useResetOnUserSwitch } from './use-reset-on-user-switch';

describe('useResetOnUserSwitch', () => {
  afterEach(() => localStorage.clear());

  const setup = () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['me', USERS.clinician.id], { name: 'Casey Clinician' });
    const router = { invalidate: vi.fn(async () => {}) };
    renderHook(() => useResetOnUserSwitch(sessionStore, queryClient, router));
    return { queryClient, router };
  };

  it('drops the previous user data and re-runs the guards when another user signs in', async () => {
    storeSession(USERS.clinician);
    const { queryClient, router } = setup();
    sessionStore.save(makeSession(USERS.admin));
    await waitFor(() => expect(router.invalidate).toHaveBeenCalledTimes(1));
    expect(queryClient.getQueryData(['me', USERS.clinician.id])).toBeUndefined();
  });

  it('also when the session ends in another tab', async () => {
    storeSession(USERS.clinician);
    const { queryClient, router } = setup();
    sessionStore.clear('signed-out');
    await waitFor(() => expect(router.invalidate).toHaveBeenCalledTimes(1));
    expect(queryClient.getQueryData(['me', USERS.clinician.id])).toBeUndefined();
  });

  it('leaves a fresh sign-in and a token refresh of the same user alone', async () => {
    sessionStore.clear('signed-out');
    const { queryClient, router } = setup();
    storeSession(USERS.clinician);
    sessionStore.save(makeSession(USERS.clinician));
    await new Promise((r) => setTimeout(r, 20));
    expect(router.invalidate).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(['me', USERS.clinician.id])).toEqual({ name: 'Casey Clinician' });
  });
});
