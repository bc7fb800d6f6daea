import { QueryClient } from '@tanstack/react-query';
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEY, sessionStore } from '../../api/session-store';
import { deleteAllDeviceData, deviceDb, hasOutboxEntries, recordSignIn } from '../../offline/device-db';
import { mockApi } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { LOCK_KEY } from './lock-store';
import { signOut } from './sign-out';

describe('signOut', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await deleteAllDeviceData();
  });

  it('revokes the refresh token and clears the session, the lock, session storage, device databases and the query cache', async () => {
    const api = mockApi();
    const session = storeSession(USERS.clinician);
    localStorage.setItem(LOCK_KEY, 'true');
    localStorage.setItem('unrelated', 'kept');
    sessionStorage.setItem('emr.schedule-date', '2026-01-05');
    await recordSignIn(USERS.clinician.id);
    await recordSignIn(USERS.admin.id);
    const queryClient = new QueryClient();
    queryClient.setQueryData(['me', USERS.clinician.id], { name: 'Casey Clinician' });

    await signOut({ queryClient });

    const call = api.mock.calls.find(([url]) => String(url).includes('/api/auth/sign-out'));
    expect(new Headers(call?.[1]?.headers).get('refreshToken')).toBe(session.refreshToken);
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(localStorage.getItem(LOCK_KEY)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(sessionStorage.length).toBe(0);
    expect((await Dexie.getDatabaseNames()).filter((n) => n.startsWith('emr-'))).toEqual([]);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(sessionStore.getState().status).toBe('signed-out');
  });

  it('still signs out locally when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    storeSession(USERS.clinician);
    await signOut({ queryClient: new QueryClient() });
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it("keeps the device database of a user whose changes have not reached the server, and deletes the others'", async () => {
    mockApi();
    storeSession(USERS.clinician);
    await recordSignIn(USERS.admin.id);
    await deviceDb(USERS.clinician.id).outbox.add({
      operation: 'undoCheckIn',
      variables: { encounterId: 'e-1', provenance: { recorded: '2026-01-05T14:00:00.000Z' } },
      id: 'mutation-1',
      entityId: 'e-1',
      baseVersion: 3,
      userId: USERS.clinician.id,
      createdAt: '2026-01-05T14:00:00.000Z',
      attempts: 0,
      status: 'pending',
      error: null,
    });

    await signOut({ queryClient: new QueryClient() });

    const names = await Dexie.getDatabaseNames();
    expect(names).toContain(`emr-${USERS.clinician.id}`);
    expect(names).not.toContain(`emr-${USERS.admin.id}`);
    expect(await hasOutboxEntries(USERS.clinician.id)).toBe(true);
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});
