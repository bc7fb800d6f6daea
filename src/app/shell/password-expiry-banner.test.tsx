import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSessionWithAccount } from '../../features/account/testing/account-fixtures';
import { mockApi } from '../../test-utils/fetch-mock';
import { DEMO_SETTINGS, makeConfig, USERS } from '../../test-utils/fixtures';
import { renderApp as renderAppWith } from '../../test-utils/render';
import { BANNER_DISMISSED_KEY } from './password-expiry-banner';

const external = { ...USERS.clinician, id: 'u-ext', userType: 'external', roles: ['external'] } as const;
// Without the PIN switch the app opens without asking for the PIN (the device-key gate), so
// these tests see the shell at once; the banner does not depend on it.
const NO_PIN_GATE = makeConfig({ settings: { ...DEMO_SETTINGS, EnableUserPin: 'false' } });
const renderApp = (path: string) => renderAppWith(path, NO_PIN_GATE);
const banner = () => screen.queryByRole('status', { name: 'Password expiry' });
const shellReady = () => screen.findByRole('heading', { level: 1, name: 'Security PIN' });

describe('password-expiry banner', () => {
  beforeEach(() => {
    mockApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("says 'Your password will expire in 5 days.' and 'Change it now.' leads to /account/password", async () => {
    storeSessionWithAccount(USERS.clinician, 5);
    const { router } = renderApp('/account/pin');
    expect(await screen.findByText('Your password will expire in 5 days.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Change it now.' });
    expect(link).toHaveAttribute('href', '/account/password');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/password'));
  });

  it("says '1 day' (singular) on the last day but one, and shows from 10 days", async () => {
    storeSessionWithAccount(USERS.clinician, 1);
    const first = renderApp('/account/pin');
    expect(await screen.findByText('Your password will expire in 1 day.')).toBeInTheDocument();
    first.unmount();
    storeSessionWithAccount(USERS.clinician, 10);
    renderApp('/account/pin');
    expect(await screen.findByText('Your password will expire in 10 days.')).toBeInTheDocument();
  });

  it('is not shown with 11 days left', async () => {
    storeSessionWithAccount(USERS.clinician, 11);
    renderApp('/account/pin');
    await shellReady();
    expect(banner()).not.toBeInTheDocument();
    expect(screen.queryByText(/Your password will expire/)).not.toBeInTheDocument();
  });

  it('is for internal-type users only', async () => {
    storeSessionWithAccount(external, 5);
    renderApp('/account/pin');
    await shellReady();
    expect(screen.queryByText(/Your password will expire/)).not.toBeInTheDocument();
  });

  it('is not shown without account status (a session from before it existed)', async () => {
    const { storeSession } = await import('../../test-utils/fixtures');
    storeSession(USERS.clinician);
    renderApp('/account/pin');
    await shellReady();
    expect(banner()).not.toBeInTheDocument();
  });

  it('can be dismissed for the rest of the session', async () => {
    storeSessionWithAccount(USERS.clinician, 3);
    const first = renderApp('/account/pin');
    await screen.findByText('Your password will expire in 3 days.');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss password expiry warning' }));
    expect(screen.queryByText('Your password will expire in 3 days.')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(BANNER_DISMISSED_KEY)).toBe(USERS.clinician.id);
    first.unmount();
    renderApp('/account/pin');
    await shellReady();
    expect(screen.queryByText(/Your password will expire/)).not.toBeInTheDocument();
  });
});
