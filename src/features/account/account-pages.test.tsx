import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../api/session-store';
import { PASSWORD_MESSAGES, PASSWORD_POLICY } from '../../domain/security/password';
import { json, mockApi } from '../../test-utils/fetch-mock';
import { DEMO_SETTINGS, makeConfig, storeSession, USERS } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';
import { CHANGE_REQUIRED, PASSWORD_CHANGED } from './password-page';
import { accountWithDaysLeft, storeSessionWithAccount } from './testing/account-fixtures';

const profile = {
  id: USERS.clinician.id,
  email: USERS.clinician.email,
  name: 'Casey Clinician',
  givenName: 'Casey',
  familyName: 'Clinician',
  status: 'active',
  userType: 'internal',
  roles: ['staff'],
  jobFunctions: [{ code: 'clin', title: 'Clinician' }],
  phone: '3055550142',
  state: 'FL',
  hasPin: true,
  userPinModifiedOn: '2026-02-03T15:04:00.000Z',
  lastLoggedIn: '2026-03-01T13:30:00.000Z',
};

const myAccount = (daysLeft: number) =>
  json({
    data: {
      me: {
        id: USERS.clinician.id,
        email: USERS.clinician.email,
        name: 'Casey Clinician',
        userType: 'internal',
        phone: null,
        state: null,
        hasPin: true,
        userPinModifiedOn: null,
        account: accountWithDaysLeft(daysLeft),
      },
    },
  });

// Without the PIN switch the app opens without asking for the PIN (the device-key gate);
// the mandatory dialog test keeps it on (a user without a PIN is never asked).
const NO_PIN_GATE = makeConfig({ settings: { ...DEMO_SETTINGS, EnableUserPin: 'false' } });

/** A user of their own: the saved PIN wraps this user's device key, which no other test uses. */
const NEW_USER = { ...USERS.clinician, id: 'u-new', email: 'newuser@demo.test', practitionerId: null, hasPin: false };

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('account pages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('/account shows the profile, the account sub-navigation and the avatar popover', async () => {
    mockApi({ 'graphql:AccountProfile': () => json({ data: { me: profile } }) });
    storeSessionWithAccount(USERS.clinician, 40);
    renderApp('/account', NO_PIN_GATE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Password' })).toHaveAttribute('href', '/account/password');
    expect(within(nav).getByRole('link', { name: 'PIN' })).toHaveAttribute('href', '/account/pin');

    expect(await screen.findByText('(305) 555-0142')).toBeInTheDocument();
    expect(screen.getByText('FL')).toBeInTheDocument();
    expect(screen.getByText('Staff')).toBeInTheDocument();
    expect(screen.getByText('Clinician', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(screen.getByText(/^Set · changed 02\/03\/2026/)).toBeInTheDocument();
    expect(screen.getByText(/expires in 40 days$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit PIN' })).toHaveAttribute('href', '/account/pin');

    const avatar = screen.getByRole('button', { name: 'Show the avatar of Casey Clinician' });
    expect(avatar).toHaveTextContent('CC');
    fireEvent.click(avatar);
    const popover = await screen.findByRole('dialog');
    expect(within(popover).getByText('CC')).toBeInTheDocument();
    expect(within(popover).getByText('No photo on file')).toBeInTheDocument();
  });

  it("/account/pin is 'Edit PIN' with a PIN and 'Create PIN' without one", async () => {
    mockApi();
    storeSession(USERS.clinician);
    const first = renderApp('/account/pin', NO_PIN_GATE);
    expect(await screen.findByRole('heading', { level: 2, name: 'Edit PIN' })).toBeInTheDocument();
    expect(screen.getByLabelText('Enter your password to change PIN')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Account' })).getByRole('link', { name: 'PIN' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    first.unmount();

    storeSession({ ...USERS.clinician, hasPin: false });
    renderApp('/account/pin', NO_PIN_GATE);
    expect(await screen.findByRole('heading', { level: 2, name: 'Create PIN' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Enter your password to change PIN')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Create Security PIN' })).not.toBeInTheDocument();
  });

  it("the mandatory 'Create Security PIN' dialog cannot be closed and goes once the PIN is saved", async () => {
    mockApi({
      'graphql:SendPINVerificationCode': () =>
        json({
          data: {
            sendPINVerificationCode: {
              email: 'c***n@demo.test',
              createdOn: null,
              attemptsRemaining: 3,
              resendRequestRemaining: 3,
              isValidCode: false,
              isError: false,
              errorMessage: null,
            },
          },
        }),
      'graphql:ValidatePINVerificationCode': () =>
        json({
          data: {
            validatePINVerificationCode: {
              email: 'c***n@demo.test',
              createdOn: null,
              attemptsRemaining: 3,
              resendRequestRemaining: 3,
              isValidCode: true,
              isError: false,
              errorMessage: null,
            },
          },
        }),
      'graphql:UpsertUserPin': () => json({ data: { upsertUserPin: { id: NEW_USER.id, hasPin: true, userPinModifiedOn: null } } }),
    });
    storeSession(NEW_USER);
    // Two wrong PINs counted earlier on this device: a new PIN starts the count afresh.
    localStorage.setItem('emr.unlockFailures', JSON.stringify({ userId: NEW_USER.id, count: 2 }));
    renderApp('/account/pin');
    const dialog = await screen.findByRole('dialog', { name: 'Create Security PIN' });
    expect(within(dialog).queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Create Security PIN' })).toBeInTheDocument();

    const pin = await within(dialog).findByLabelText('New Pin');
    fireEvent.change(pin, { target: { value: '135792' } });
    fireEvent.change(within(dialog).getByLabelText('Confirm Pin'), { target: { value: '135792' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await within(dialog).findByText('A verification code was sent to c***n@demo.test.');
    fireEvent.change(within(dialog).getByLabelText('Verification Code'), { target: { value: '482913' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create PIN' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Security PIN' })).not.toBeInTheDocument());
    expect(sessionStore.user()?.hasPin).toBe(true);
    // The device key follows the new PIN (PBKDF2, in the background): the last step clears the
    // failures, so the test ends only when that work has, not while it still runs.
    await waitFor(() => expect(localStorage.getItem('emr.unlockFailures')).toBeNull(), { timeout: 30_000 });
  });

  it('at 0 days keeps the user on /account/password until the password is changed', async () => {
    const api = mockApi({
      'graphql:ChangePassword': () => json({ data: { changePassword: true } }),
      'graphql:MyAccount': () => myAccount(90),
    });
    storeSessionWithAccount(USERS.clinician, 0);
    const { router } = renderApp('/my-schedule', NO_PIN_GATE);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/password'));
    expect(await screen.findByRole('alert')).toHaveTextContent(CHANGE_REQUIRED);

    await router.navigate({ to: '/account' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/password'));

    type('Current password', 'Demo!2026pass');
    type('New password', 'Fresh!2026password');
    type('Confirm new password', 'Fresh!2026password');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(PASSWORD_CHANGED)).toBeInTheDocument();
    expect(screen.queryByText(CHANGE_REQUIRED)).not.toBeInTheDocument();
    const change = api.mock.calls.find(([, init]) => String(init?.body).includes('ChangePassword'));
    expect(JSON.parse(String(change?.[1]?.body)).variables).toEqual({
      currentPassword: 'Demo!2026pass',
      newPassword: 'Fresh!2026password',
    });

    api.mockClear();
    mockApi({ 'graphql:AccountProfile': () => json({ data: { me: profile } }) });
    await router.navigate({ to: '/account' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });

  it("shows 'Wrong password! …' on the current password, and ticks the policy as it is met", async () => {
    mockApi({
      'graphql:ChangePassword': () =>
        json({
          data: null,
          errors: [{ message: PASSWORD_MESSAGES.wrongPassword, extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' } }],
        }),
    });
    storeSessionWithAccount(USERS.clinician, 30);
    renderApp('/account/password', NO_PIN_GATE);
    await screen.findByRole('heading', { level: 1, name: 'Change Password' });
    for (const rule of PASSWORD_POLICY) expect(screen.getByText(rule)).toBeInTheDocument();
    expect(screen.getAllByText('(not met yet)', { exact: false })).toHaveLength(PASSWORD_POLICY.length);

    type('Current password', 'Nope!2026pass');
    type('New password', 'Fresh!2026password');
    expect(screen.queryByText('(not met yet)', { exact: false })).not.toBeInTheDocument();
    type('Confirm new password', 'Fresh!2026password');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(PASSWORD_MESSAGES.wrongPassword)).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(PASSWORD_MESSAGES.wrongPassword);
  });

  it('checks the new password before asking the server', async () => {
    const api = mockApi();
    storeSessionWithAccount(USERS.clinician, 30);
    renderApp('/account/password', NO_PIN_GATE);
    await screen.findByRole('heading', { level: 1, name: 'Change Password' });
    type('Current password', 'Demo!2026pass');
    type('New password', 'short');
    type('Confirm new password', 'other');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password must have at least 12 characters.')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => String(init?.body).includes('ChangePassword'))).toBe(false);
  });
});
