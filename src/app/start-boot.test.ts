import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../api/session-store';
import { startBoot } from './start-boot';

const calls = () => (globalThis.fetch as unknown as ReturnType<typeof vi.fn>).mock.calls.map(([url]) => String(url));

describe('startBoot', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for status and config at once; with no session, nothing else', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    vi.spyOn(sessionStore, 'current').mockReturnValue(null);
    startBoot(new QueryClient(), '/my-schedule');
    expect(calls().some((u) => u.endsWith('/api/status'))).toBe(true);
    expect(calls().some((u) => u.endsWith('/api/config'))).toBe(true);
    expect(calls().some((u) => u.includes('/api/featureFlags'))).toBe(false);
  });

  it('with a session, the feature flags leave with them; not on the signed-out pages', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const session = {
      user: { id: 'u1' },
      accessToken: 'a'.repeat(20),
      idToken: 'i',
      expiresAt: Date.now() + 3_600_000,
      lifetimeMs: 3_600_000,
    };
    vi.spyOn(sessionStore, 'current').mockReturnValue(session as unknown as ReturnType<typeof sessionStore.current>);
    startBoot(new QueryClient(), '/sign-in');
    await vi.waitFor(() => expect(calls().filter((u) => u.endsWith('/api/config'))).toHaveLength(1));
    expect(calls().some((u) => u.includes('/api/featureFlags'))).toBe(false);
    startBoot(new QueryClient(), '/my-schedule');
    await vi.waitFor(() => expect(calls().some((u) => u.includes('/api/featureFlags'))).toBe(true));
  });
});
