import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';

describe('paths without a screen of their own (splat route)', () => {
  beforeEach(() => {
    mockApi();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('unknown path → 404 Not Found, with a way back to the first permitted item', async () => {
    storeSession(USERS.clinician);
    renderApp('/no-such-page/12');
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my start page' })).toHaveAttribute('href', '/my-schedule');
  });

  it('a path the user lacks the permission for → 403 Forbidden', async () => {
    storeSession(USERS.clinician);
    renderApp('/users/42/edit');
    expect(await screen.findByRole('heading', { name: 'Forbidden' })).toBeInTheDocument();
    expect(screen.getByText('403')).toBeInTheDocument();
    expect(screen.queryByText('This area is not available in this version yet.')).not.toBeInTheDocument();
  });

  it('a permitted path → the area page titled with its menu label', async () => {
    storeSession(USERS.admin);
    renderApp('/master-list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Master Lists' })).toBeInTheDocument();
    expect(screen.getByText('This area is not available in this version yet.')).toBeInTheDocument();
  });

  it('a permitted but hidden item → redirect to the first permitted item', async () => {
    storeSession(USERS.admin); // has 'patient' but is no clinician: My Schedule is hidden
    mockApi({ 'graphql:SchedulableClinicians': () => json({ data: { SchedulableClinicians: [] } }) });
    const { router } = renderApp('/my-schedule');
    await waitFor(() => expect(router.state.location.pathname).toBe('/schedule'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Schedule' })).toBeInTheDocument();
  });

  it('no session → sign-in, remembering where the user was going', async () => {
    const { router } = renderApp('/patients/7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toEqual({ redirect: '/patients/7' });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('/ → sign-in when signed out, the first permitted item when signed in', async () => {
    const signedOut = renderApp('/');
    await waitFor(() => expect(signedOut.router.state.location.pathname).toBe('/sign-in'));
    signedOut.unmount();
    storeSession(USERS.clinician);
    const signedIn = renderApp('/');
    await waitFor(() => expect(signedIn.router.state.location.pathname).toBe('/my-schedule'));
  });
});
