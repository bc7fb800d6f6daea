import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../test-utils/fetch-mock';
import { makeConfig, makeSession, storeSession, USERS } from '../test-utils/fixtures';
import { BOOT_KEYS, bootAnswer, keptBootAnswer } from './boot-store';
import { featureFlagsQuery } from './queries';
import { fetchConfig, fetchStatus } from './rest';
import { SESSION_FLAGS_KEY, SIGNED_IN_HERE_KEY, sessionStore } from './session-store';

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

  it('still answers from the device after the session ends (sign-out or expiry): someone signed in here', async () => {
    mockApi({ '/api/config': () => json(makeConfig({ environment: 'uat' })) });
    await bootAnswer('config', fetchConfig);
    sessionStore.save(makeSession(USERS.clinician));
    sessionStore.clear('signed-out');
    expect(localStorage.getItem(SIGNED_IN_HERE_KEY)).not.toBeNull();
    offline();
    expect((await bootAnswer('config', fetchConfig)).environment).toBe('uat');
    sessionStore.save(makeSession(USERS.admin));
    sessionStore.clear('expired');
    expect((await bootAnswer('config', fetchConfig)).environment).toBe('uat');
  });

  describe("a device upgraded from the build whose service worker kept the answers in 'app-config'", () => {
    /** The old worker's cache, as a stubbed CacheStorage; counts how often it is opened. */
    function retiredCache(entries: Record<string, unknown>) {
      const open = vi.fn(async (name: string) => ({
        match: async (path: string) => (name === 'app-config' && path in entries ? json(entries[path]) : undefined),
      }));
      vi.stubGlobal('caches', { open });
      return open;
    }

    it('copies the old answers once, when nothing is kept here yet, and starts offline from them', async () => {
      const open = retiredCache({ '/api/config': makeConfig({ environment: 'uat' }), '/api/status': { info: { web: { version: '41' } } } });
      storeSession(USERS.clinician);
      offline();
      expect((await bootAnswer('config', fetchConfig)).environment).toBe('uat');
      expect((await bootAnswer('status', fetchStatus)).info.web.version).toBe('41');
      expect(keptBootAnswer('config')?.environment).toBe('uat');
      expect(keptBootAnswer('status')?.info.web.version).toBe('41');
      expect(open).toHaveBeenCalledTimes(2);

      await bootAnswer('config', fetchConfig);
      expect(open).toHaveBeenCalledTimes(2);
    });

    it('ignores a malformed old answer, a device nobody signed in on, and a browser without caches', async () => {
      retiredCache({ '/api/config': { environment: 'mars' } });
      storeSession(USERS.clinician);
      offline();
      await expect(bootAnswer('config', fetchConfig)).rejects.toThrow('No internet connection');
      expect(keptBootAnswer('config')).toBeNull();

      retiredCache({ '/api/config': makeConfig({ environment: 'uat' }) });
      sessionStore.clear('signed-out');
      localStorage.removeItem(SIGNED_IN_HERE_KEY);
      await expect(bootAnswer('config', fetchConfig)).rejects.toThrow('No internet connection');

      vi.stubGlobal('caches', undefined);
      storeSession(USERS.clinician);
      await expect(bootAnswer('config', fetchConfig)).rejects.toThrow('No internet connection');
    });
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
