import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../test-utils/fetch-mock';
import { makeConfig, storeSession, USERS } from '../test-utils/fixtures';
import { BOOT_KEYS, bootAnswer, keptBootAnswer } from './boot-store';
import { featureFlagsQuery } from './queries';
import { fetchConfig } from './rest';
import { SESSION_FLAGS_KEY, sessionStore } from './session-store';

const offline = () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
};

describe('what the app needs to start, kept on the device', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps each answer it fetched and reads it back validated', async () => {
    mockApi({ '/api/config': () => json(makeConfig({ environment: 'uat' })) });
    await bootAnswer('config', fetchConfig);
    expect(keptBootAnswer('config')?.environment).toBe('uat');

    localStorage.setItem(BOOT_KEYS.config, JSON.stringify({ environment: 'mars' }));
    expect(keptBootAnswer('config')).toBeNull();
  });

  it('answers from the device only when the server gives none and someone is signed in here', async () => {
    mockApi({ '/api/config': () => json(makeConfig({ environment: 'uat' })) });
    await bootAnswer('config', fetchConfig);
    offline();
    await expect(bootAnswer('config', fetchConfig)).rejects.toThrow('No internet connection');
    storeSession(USERS.clinician);
    expect((await bootAnswer('config', fetchConfig)).environment).toBe('uat');
  });

  it("keeps the user's feature flags with the session: used offline (stale), gone at sign-out", async () => {
    const user = USERS.clinician;
    storeSession(user);
    mockApi({ '/api/featureFlags': () => json({ 'clinician-routing': true }) });
    const online = new QueryClient();
    expect(await online.fetchQuery(featureFlagsQuery(user.id))).toEqual({ 'clinician-routing': true });
    expect(sessionStore.flags(user.id)).toEqual({ 'clinician-routing': true });
    expect(sessionStore.flags(USERS.admin.id)).toBeNull();

    offline();
    const reopened = new QueryClient();
    expect(await reopened.fetchQuery(featureFlagsQuery(user.id))).toEqual({ 'clinician-routing': true });
    // Stale at once: back online, the next use fetches them again.
    vi.restoreAllMocks();
    mockApi({ '/api/featureFlags': () => json({ 'route-report': true }) });
    expect(await reopened.fetchQuery(featureFlagsQuery(user.id))).toEqual({ 'route-report': true });

    sessionStore.clear('signed-out');
    expect(localStorage.getItem(SESSION_FLAGS_KEY)).toBeNull();
    expect(await new QueryClient().fetchQuery(featureFlagsQuery(user.id))).toEqual({});
  });
});
