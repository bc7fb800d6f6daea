import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import { makeSession, USERS } from '../../test-utils/fixtures';
import { renderWithProviders } from '../../test-utils/render';
import { PASSWORD_RESET_DONE, passwordResetState, signInNotice } from './password-reset-state';
import { PASSWORD_EXPIRED, SignInForm } from './sign-in-form';

const setup = (submit = vi.fn()) => {
  const onSignedIn = vi.fn();
  const onPasswordExpired = vi.fn();
  renderWithProviders(<SignInForm onSignedIn={onSignedIn} submit={submit} onPasswordExpired={onPasswordExpired} />);
  return { submit, onSignedIn, onPasswordExpired };
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const clickSignIn = () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

describe('SignInForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for the email when it is empty, and does not call the server', async () => {
    const { submit } = setup();
    clickSignIn();
    expect(await screen.findByText('Please enter email id to continue')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('treats an email of spaces as empty', async () => {
    setup();
    type('Email', '    ');
    clickSignIn();
    expect(await screen.findByText('Please enter email id to continue')).toBeInTheDocument();
  });

  it('puts the focus on the first wrong field', async () => {
    setup();
    type('Email', 'clinician@demo.test');
    clickSignIn();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.queryByText('Please enter email id to continue')).not.toBeInTheDocument();
  });

  it('checks a field again as it changes once the form was sent, and not before', async () => {
    setup();
    type('Email', 'casey');
    expect(screen.queryByText('This field has incorrect value')).not.toBeInTheDocument();
    clickSignIn();
    expect(await screen.findByText('This field has incorrect value')).toBeInTheDocument();
    type('Email', 'casey@demo.test');
    await waitFor(() => expect(screen.queryByText('This field has incorrect value')).not.toBeInTheDocument());
    // The password's message stays until the password itself changes.
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    type('Password', 'secret');
    await waitFor(() => expect(screen.queryByText('This field is required')).not.toBeInTheDocument());
  });

  it('rejects a malformed email', async () => {
    const { submit } = setup();
    type('Email', 'casey');
    type('Password', 'secret');
    clickSignIn();
    expect(await screen.findByText('This field has incorrect value')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the trimmed email and signs in', async () => {
    const session = makeSession(USERS.clinician);
    const { submit, onSignedIn } = setup(vi.fn().mockResolvedValue(session));
    type('Email', '  clinician@demo.test ');
    type('Password', 'Demo!2026pass');
    clickSignIn();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(submit.mock.calls[0]?.[0]).toEqual({ email: 'clinician@demo.test', password: 'Demo!2026pass' });
  });

  it('shows the server message for bad credentials and for too many attempts', async () => {
    const submit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(401, 'UNAUTHENTICATED', 'Incorrect username or password.'))
      .mockRejectedValueOnce(new ApiError(429, 'RATE_LIMITED', 'Too many attempts. Please wait 60 seconds and try again.'));
    setup(submit);
    type('Email', 'clinician@demo.test');
    type('Password', 'wrong');
    clickSignIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password.');
    clickSignIn();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Please wait 60 seconds and try again.'));
  });

  it('says so when the device is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { submit } = setup();
    type('Email', 'clinician@demo.test');
    type('Password', 'Demo!2026pass');
    clickSignIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('No internet connection');
    expect(submit).not.toHaveBeenCalled();
  });

  it('shows and hides the password', () => {
    setup();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  });

  it('sends a user whose password has expired on to the password-expired screen, with their e-mail', async () => {
    const submit = vi
      .fn()
      .mockRejectedValue(new ApiError(403, PASSWORD_EXPIRED, 'Your password has expired. Kindly reset your password to login.'));
    const { onPasswordExpired, onSignedIn } = setup(submit);
    type('Email', ' expired@demo.test ');
    type('Password', 'Demo!2026pass');
    clickSignIn();
    await waitFor(() => expect(onPasswordExpired).toHaveBeenCalledWith('expired@demo.test'));
    expect(passwordResetState.read()).toEqual({ email: 'expired@demo.test', sent: null });
    expect(onSignedIn).not.toHaveBeenCalled();
    // The address travels in session storage, never in the URL.
    expect(window.location.href).not.toContain('expired@demo.test');
  });

  it('shows a one-time notice left by the password reset', () => {
    signInNotice.set(PASSWORD_RESET_DONE);
    const first = renderWithProviders(<SignInForm onSignedIn={vi.fn()} submit={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent(PASSWORD_RESET_DONE);
    first.unmount();
    renderWithProviders(<SignInForm onSignedIn={vi.fn()} submit={vi.fn()} />);
    expect(screen.queryByText(PASSWORD_RESET_DONE)).not.toBeInTheDocument();
  });
});
