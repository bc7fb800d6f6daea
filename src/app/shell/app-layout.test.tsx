import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CASEY } from '../../features/users/testing/user-fixtures';
import { json, mockApi } from '../../test-utils/fetch-mock';
import { DEMO_SETTINGS, makeConfig, storeSession, USERS } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';
import { LOCK_KEY } from '../session/lock-store';

// No WebSocket in these tests: the live notification feed is replaced by a no-op.

const menu = async () => within(await screen.findByRole('navigation', { name: 'Main menu' }));

describe('app shell', () => {
  beforeEach(() => {
    mockApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the clinician's menu: My Schedule, and no admin items", async () => {
    storeSession(USERS.clinician);
    renderApp('/account/pin');
    const nav = await menu();
    expect(nav.getByRole('link', { name: 'My Schedule' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Patients' })).toBeInTheDocument();
    expect(nav.queryByText('User Config')).not.toBeInTheDocument();
    expect(nav.queryByText('Master Lists')).not.toBeInTheDocument();
  });

  it('shows billing no Schedule link', async () => {
    storeSession(USERS.billing);
    renderApp('/account/pin');
    const nav = await menu();
    expect(nav.getByText('Payroll Info')).toBeInTheDocument();
    expect(nav.queryByText('Schedule')).not.toBeInTheDocument();
    expect(nav.queryByText('My Schedule')).not.toBeInTheDocument();
  });

  it('shows the footer lines, the environment badge and the profile block', async () => {
    storeSession(USERS.admin);
    renderApp('/account/pin');
    const nav = await menu();
    expect(nav.getByText(/Build Version: 1 \/ qa/)).toBeInTheDocument();
    expect(nav.getByText('QA')).toBeInTheDocument();
    expect(nav.getByText('© 2026 Wound Care EMR')).toBeInTheDocument();
    expect(
      nav.getByText(/ICD-10-CM courtesy of CDC\/NCHS\. SNOMED CT® is a registered trademark of SNOMED International\./),
    ).toBeInTheDocument();
    expect(nav.getByText('Avery Admin')).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/account');
    expect(nav.getByRole('button', { name: 'Lock EMR' })).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('shows no environment badge in production, and no Lock EMR without the PIN switch', async () => {
    storeSession(USERS.admin);
    renderApp('/account/pin', makeConfig({ environment: 'production', settings: { ...DEMO_SETTINGS, EnableUserPin: 'false' } }));
    const nav = await menu();
    expect(nav.getByText(/Build Version: 1 \/ production/)).toBeInTheDocument();
    expect(nav.queryByText('Production')).not.toBeInTheDocument();
    expect(nav.queryByRole('button', { name: 'Lock EMR' })).not.toBeInTheDocument();
  });

  it('shows a back breadcrumb on nested pages and the app name elsewhere', async () => {
    storeSession(USERS.admin);
    mockApi({
      'graphql:User': () => json({ data: { User: CASEY } }),
      'graphql:AdminAuditList': () =>
        json({ data: { AdminAuditList: { edges: [], totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null } } } }),
    });
    const { router } = renderApp(`/users/${CASEY.id}`);
    expect(await screen.findByRole('link', { name: 'Back to Users' })).toHaveTextContent('‹ Users');
    await router.navigate({ to: '/account/pin' as '/' });
    expect(await screen.findByRole('link', { name: 'Back to Profile' })).toBeInTheDocument();
  });

  it('shows the notification bell with the unread count only when in-app notifications are on', async () => {
    mockApi({ 'graphql:GetNotificationsCount': () => json({ data: { GetNotificationsCount: 3 } }) });
    storeSession(USERS.clinician);
    const first = renderApp('/account/pin');
    await menu();
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    first.unmount();

    renderApp('/account/pin', makeConfig({ settings: { ...DEMO_SETTINGS, EnableInAppNotificationConfig: 'true' } }));
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
  });

  it('locks: the page is replaced by Unlock EMR, survives a reload, and a wrong PIN offers Sign Out', async () => {
    mockApi({ '/api/auth/unlock': () => json({ code: 'FORBIDDEN', message: 'Incorrect PIN, logout to continue' }, 403) });
    storeSession(USERS.clinician);
    const first = renderApp('/account/pin');
    expect(await screen.findByRole('heading', { name: 'Security PIN' })).toBeInTheDocument();
    fireEvent.click((await menu()).getByRole('button', { name: 'Lock EMR' }));
    expect(await screen.findByRole('heading', { name: 'Unlock EMR' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Security PIN' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(localStorage.getItem(LOCK_KEY)).toBe(USERS.clinician.id);
    first.unmount();

    renderApp('/account/pin');
    expect(await screen.findByRole('heading', { name: 'Unlock EMR' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^PIN/), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect PIN, logout to continue');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('unlocks with the right PIN', async () => {
    mockApi({ '/api/auth/unlock': () => new Response(null, { status: 204 }) });
    storeSession(USERS.clinician);
    localStorage.setItem(LOCK_KEY, USERS.clinician.id);
    renderApp('/account/pin');
    fireEvent.change(await screen.findByLabelText(/^PIN/), { target: { value: '135792' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('heading', { name: 'Security PIN' })).toBeInTheDocument();
    expect(localStorage.getItem(LOCK_KEY)).toBeNull();
  });

  it("another user's lock does not lock this user out", async () => {
    storeSession(USERS.clinician);
    localStorage.setItem(LOCK_KEY, USERS.admin.id);
    renderApp('/account/pin');
    expect(await screen.findByRole('heading', { name: 'Security PIN' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unlock EMR' })).not.toBeInTheDocument();
  });

  it('signs out from the drawer after confirmation and lands on sign-in', async () => {
    const api = mockApi();
    storeSession(USERS.clinician);
    const { router } = renderApp('/account/pin');
    fireEvent.click((await menu()).getByRole('button', { name: 'Sign Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign Out' });
    expect(within(dialog).getByText('Are you sure you want to sign out?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(localStorage.getItem('emr.session')).toBeNull();
    expect(api.mock.calls.some(([url]) => String(url).includes('/api/auth/sign-out'))).toBe(true);
  });
});
