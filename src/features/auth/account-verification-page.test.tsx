import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_MESSAGES } from '../../domain/security/password';
import { json, mockApi } from '../../test-utils/fetch-mock';
import { renderApp } from '../../test-utils/render';
import { PASSWORD_RESET_DONE, passwordResetState } from './password-reset-state';

const EMAIL = 'expired@demo.test';

const answer = (over: Record<string, unknown> = {}) => ({
  email: 'e***d@demo.test',
  createdOn: '2026-03-02T10:00:00.000Z',
  attemptsRemaining: 3,
  resendRequestRemaining: 3,
  isValidCode: false,
  isError: false,
  errorMessage: null,
  ...over,
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const bodiesTo = (api: ReturnType<typeof mockApi>, path: string) =>
  api.mock.calls.filter(([url]) => String(url).includes(path)).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('password-expired and account verification screens', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("'Reset Password' e-mails a code and goes to the account verification screen", async () => {
    const api = mockApi({ '/api/auth/password-reset/code': () => json(answer()) });
    passwordResetState.save({ email: EMAIL, sent: null });
    const { router } = renderApp('/password-expired');
    expect(await screen.findByRole('heading', { name: PASSWORD_MESSAGES.expiredTitle })).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_MESSAGES.expiredBody)).toBeInTheDocument();
    expect(screen.getByText(EMAIL)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-verification'));
    expect(bodiesTo(api, '/api/auth/password-reset/code')).toEqual([{ email: EMAIL }]);
    expect(await screen.findByText('e***d@demo.test')).toBeInTheDocument();
    expect(screen.getByText('3 attempts remaining · 3 resends remaining')).toBeInTheDocument();
  });

  it('asks for the e-mail when the screen is opened on its own', async () => {
    mockApi();
    renderApp('/password-expired');
    await screen.findByRole('heading', { name: PASSWORD_MESSAGES.expiredTitle });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Please enter email id to continue')).toBeInTheDocument();
  });

  it('without a reset in progress, /account-verification starts over at /password-expired', async () => {
    mockApi();
    const { router } = renderApp('/account-verification');
    await waitFor(() => expect(router.state.location.pathname).toBe('/password-expired'));
  });

  it("a wrong code says 'Invalid Code' and the server's words, with the attempts left", async () => {
    const api = mockApi({
      '/api/auth/password-reset/verify': () =>
        json(answer({ attemptsRemaining: 2, isError: true, errorMessage: PASSWORD_MESSAGES.invalidCodeLong })),
    });
    passwordResetState.save({ email: EMAIL, sent: answer() });
    renderApp('/account-verification');
    await screen.findByRole('heading', { name: 'Account verification' });

    fireEvent.click(screen.getByRole('button', { name: 'Submit Code' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    type('Verification Code', '12AB');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Code' }));
    expect(await screen.findByText(PASSWORD_MESSAGES.invalidCode)).toBeInTheDocument();
    expect(bodiesTo(api, '/verify')).toEqual([]);

    type('Verification Code', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_MESSAGES.invalidCodeLong);
    expect(screen.getByText(PASSWORD_MESSAGES.invalidCode)).toBeInTheDocument();
    expect(screen.getByText('2 attempts remaining · 3 resends remaining')).toBeInTheDocument();
    expect(bodiesTo(api, '/verify')).toEqual([{ email: EMAIL, code: '000000' }]);
  });

  it("'Resend Code' sends another and is off when no resends remain", async () => {
    mockApi({ '/api/auth/password-reset/code': () => json(answer({ resendRequestRemaining: 0 })) });
    passwordResetState.save({ email: EMAIL, sent: answer({ resendRequestRemaining: 1 }) });
    renderApp('/account-verification');
    const resend = await screen.findByRole('button', { name: 'Resend Code' });
    expect(resend).toBeEnabled();
    fireEvent.click(resend);
    expect(await screen.findByText('A new code was sent to e***d@demo.test.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeDisabled();
    expect(screen.getByText('3 attempts remaining · 0 resends remaining')).toBeInTheDocument();
  });

  it('a right code leads to the new password (policy stated), then back to sign-in with a success message', async () => {
    const api = mockApi({
      '/api/auth/password-reset/verify': () => json(answer({ isValidCode: true })),
      'graphql:ConfirmPasswordChange': () => json({ data: { confirmPasswordChange: true } }),
    });
    passwordResetState.save({ email: EMAIL, sent: answer() });
    const { router } = renderApp('/account-verification');
    await screen.findByRole('heading', { name: 'Account verification' });
    type('Verification Code', '482913');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Code' }));
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    expect(screen.getByText('At least 12 characters')).toBeInTheDocument();

    type('New password', 'Fresh!2026password');
    type('Confirm new password', 'Fresh!2026passwore');
    fireEvent.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    type('Confirm new password', 'Fresh!2026password');
    fireEvent.click(screen.getByRole('button', { name: 'Save Password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(await screen.findByText(PASSWORD_RESET_DONE)).toBeInTheDocument();
    expect(passwordResetState.read()).toBeNull();
    const [confirm] = bodiesTo(api, '/graphql') as { variables: unknown }[];
    expect(confirm?.variables).toEqual({ email: EMAIL, verificationCode: '482913', newPassword: 'Fresh!2026password' });
  });
});
