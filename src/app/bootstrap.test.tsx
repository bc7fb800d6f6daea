import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_KEYS } from '../api/boot-store';
import { sessionStore } from '../api/session-store';
import { json, mockApi } from '../test-utils/fetch-mock';
import { makeConfig, makeSession, storeSession, USERS } from '../test-utils/fixtures';
import { renderWithProviders } from '../test-utils/render';
import { Bootstrap } from './bootstrap';

const app = (config: { environment: string }) => <p>app started in {config.environment}</p>;

describe('Bootstrap', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('loads status, then config, then starts the app', async () => {
    mockApi({ '/api/config': () => json(makeConfig({ environment: 'uat' })) });
    renderWithProviders(<Bootstrap>{app}</Bootstrap>);
    expect(screen.getByText('Loading Wound Care EMR…')).toBeInTheDocument();
    expect(await screen.findByText('app started in uat')).toBeInTheDocument();
  });

  it('shows the configuration error with its reason, and retries', async () => {
    let calls = 0;
    mockApi({
      '/api/config': () => {
        calls += 1;
        return calls === 1 ? json({ environment: 'mars' }) : json(makeConfig());
      },
    });
    renderWithProviders(<Bootstrap>{app}</Bootstrap>);
    expect(await screen.findByText('Could not load the application configuration.')).toBeInTheDocument();
    expect(screen.getByText(/Configuration: environment: Unknown environment/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('app started in qa')).toBeInTheDocument();
  });

  it("says 'No internet connection' when offline with nothing cached", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderWithProviders(<Bootstrap>{app}</Bootstrap>);
    expect(await screen.findByRole('heading', { name: 'No internet connection' })).toBeInTheDocument();
    expect(screen.queryByText('app started in qa')).not.toBeInTheDocument();
  });

  const goOffline = () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
  };

  /** A first load online (not under the service worker): what it fetched stays on the device. */
  async function firstLoadOnline() {
    mockApi({ '/api/config': () => json(makeConfig({ environment: 'uat' })) });
    const first = renderWithProviders(<Bootstrap>{app}</Bootstrap>);
    expect(await screen.findByText('app started in uat')).toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();
    expect(localStorage.getItem(BOOT_KEYS.status)).not.toBeNull();
    expect(localStorage.getItem(BOOT_KEYS.config)).not.toBeNull();
  }

  it('once someone has signed in on this device, starts offline from what the first load kept', async () => {
    await firstLoadOnline();
    storeSession(USERS.admin);
    goOffline();
    renderWithProviders(<Bootstrap>{app}</Bootstrap>);
    expect(await screen.findByText('app started in uat')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No internet connection' })).not.toBeInTheDocument();
  });

  it.each(['signed-out', 'expired'] as const)(
    'starts offline from what it kept once the session has ended (%s), not with the first-time message',
    async (ended) => {
      await firstLoadOnline();
      sessionStore.save(makeSession(USERS.admin));
      sessionStore.clear(ended);
      expect(sessionStore.current()).toBeNull();
      goOffline();
      renderWithProviders(<Bootstrap>{app}</Bootstrap>);
      expect(await screen.findByText('app started in uat')).toBeInTheDocument();
      expect(screen.queryByText('Wound Care EMR needs a connection the first time it opens on this device.')).not.toBeInTheDocument();
    },
  );

  it('starts from what it kept when the server fails (5xx), but not from a malformed answer', async () => {
    await firstLoadOnline();
    storeSession(USERS.clinician);
    mockApi({ '/api/status': () => json({ message: 'Bad gateway' }, 502), '/api/config': () => json({ message: 'Bad gateway' }, 502) });
    const failing = renderWithProviders(<Bootstrap>{app}</Bootstrap>);
    expect(await screen.findByText('app started in uat')).toBeInTheDocument();
    failing.unmount();

    mockApi({ '/api/config': () => json({ environment: 'mars' }) });
    renderWithProviders(<Bootstrap>{app}</Bootstrap>);
    expect(await screen.findByText('Could not load the application configuration.')).toBeInTheDocument();
  });

  it('a device nobody has signed in on shows the first-time message offline, even with answers kept', async () => {
    await firstLoadOnline();
    goOffline();
    renderWithProviders(<Bootstrap>{app}</Bootstrap>);
    expect(await screen.findByRole('heading', { name: 'No internet connection' })).toBeInTheDocument();
    expect(screen.getByText('Wound Care EMR needs a connection the first time it opens on this device.')).toBeInTheDocument();
  });
});
