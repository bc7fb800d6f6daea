import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../api/session-store';
import type { SessionUser } from '../../domain/access';
import { PASSWORD_MESSAGES } from '../../domain/security/password';
import { PIN_MESSAGES } from '../../domain/security/pin';
import { json, mockApi } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderWithProviders } from '../../test-utils/render';
import { PinSetupForm } from './pin-setup-form';

const internal: SessionUser = { ...USERS.clinician, hasPin: false };
const external: SessionUser = { ...USERS.clinician, id: 'u-ext', userType: 'external', roles: ['external'], hasPin: false };

const sentAnswer = (over: Record<string, unknown> = {}) => ({
  email: 'c***n@demo.test',
  createdOn: '2026-03-02T10:00:00.000Z',
  attemptsRemaining: 3,
  resendRequestRemaining: 3,
  isValidCode: false,
  isError: false,
  errorMessage: null,
  ...over,
});

const gqlError = (message: string, extensions: Record<string, unknown>) => json({ data: null, errors: [{ message, extensions }] });

function setup(user: SessionUser, mode: 'create' | 'edit', handlers: Parameters<typeof mockApi>[0] = {}) {
  storeSession(user);
  sessionStore.current();
  const api = mockApi(handlers);
  const onSaved = vi.fn();
  renderWithProviders(<PinSetupForm mode={mode} onSaved={onSaved} />);
  return { api, onSaved };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save PIN' }));
const operations = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls.flatMap(([, init]) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { query?: string; variables?: unknown }) : null;
    const name = /(?:query|mutation)\s+(\w+)/.exec(body?.query ?? '')?.[1];
    return name ? [{ name, variables: body?.variables }] : [];
  });

describe('PinSetupForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("asks an internal user creating a PIN for 'New Pin', 'Confirm Pin' and 'Verification Code', with the hint", () => {
    setup(internal, 'create');
    expect(screen.getByLabelText('New Pin')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Pin')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification Code')).toBeInTheDocument();
    expect(screen.getAllByText(PIN_MESSAGES.hint).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('New Pin')).toHaveAccessibleDescription(PIN_MESSAGES.hint);
    expect(screen.queryByLabelText('Enter your password to change PIN')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });

  it('asks for the password when editing, and no code from an external user', () => {
    setup({ ...external, hasPin: true }, 'edit');
    expect(screen.getByLabelText('Enter your password to change PIN')).toBeInTheDocument();
    expect(screen.getByLabelText('New Pin')).toBeInTheDocument();
    expect(screen.queryByLabelText('Verification Code')).not.toBeInTheDocument();
  });

  it.each([
    ['12a456', PIN_MESSAGES.digitsOnly],
    ['13579', PIN_MESSAGES.length],
    ['13579246801', PIN_MESSAGES.length],
    ['1112191', PIN_MESSAGES.repeats],
    ['951234', PIN_MESSAGES.sequence],
  ])('refuses the PIN %s with the SPEC §5 words', async (pin, message) => {
    const { api } = setup(external, 'create');
    type('New Pin', pin);
    save();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(operations(api)).toEqual([]);
  });

  it("says 'PIN does not match.' and requires every field", async () => {
    setup(internal, 'edit');
    save();
    expect(await screen.findAllByText('This field is required')).toHaveLength(4);
    type('New Pin', '135792');
    type('Confirm Pin', '135793');
    save();
    expect(await screen.findByText(PIN_MESSAGES.mismatch)).toBeInTheDocument();
  });

  it('shows the strength as digits are typed', () => {
    setup(external, 'create');
    type('New Pin', '135792');
    const word = () => screen.getByText(/^(Weak|Moderate|Strong)$/);
    expect(word().parentElement).toHaveTextContent(/^PIN strength: (Weak|Moderate|Strong)$/);
    type('New Pin', '1357924680');
    expect(word()).toHaveTextContent('Strong');
  });

  it('sends the code, says where it went with the attempts left, and offers Resend code', async () => {
    let sends = 0;
    const { api } = setup(internal, 'create', {
      'graphql:SendPINVerificationCode': () => {
        sends += 1;
        return json({ data: { sendPINVerificationCode: sentAnswer({ resendRequestRemaining: sends === 1 ? 1 : 0 }) } });
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('A verification code was sent to c***n@demo.test.')).toBeInTheDocument();
    expect(screen.getByText(/3 attempts remaining/)).toBeInTheDocument();
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend).toBeEnabled();
    fireEvent.click(resend);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled());
    expect(screen.getByText(/0 resends remaining/)).toBeInTheDocument();
    expect(operations(api).map((o) => o.name)).toEqual(['SendPINVerificationCode', 'SendPINVerificationCode']);
  });

  it("shows the server's words when no more codes may be sent", async () => {
    setup(internal, 'create', {
      'graphql:SendPINVerificationCode': () =>
        json({
          data: {
            sendPINVerificationCode: sentAnswer({
              resendRequestRemaining: 0,
              isError: true,
              errorMessage: 'You have reached the limit of 3 code requests in 24 hours. Please try again later.',
            }),
          },
        }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have reached the limit of 3 code requests in 24 hours.');
  });

  it("says 'Invalid Code' and the server's message for a wrong code, and does not save", async () => {
    const { api } = setup(internal, 'create', {
      'graphql:SendPINVerificationCode': () => json({ data: { sendPINVerificationCode: sentAnswer() } }),
      'graphql:ValidatePINVerificationCode': () =>
        json({
          data: {
            validatePINVerificationCode: sentAnswer({
              attemptsRemaining: 2,
              isError: true,
              errorMessage: PASSWORD_MESSAGES.invalidCodeLong,
            }),
          },
        }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText(/was sent to/);
    type('New Pin', '135792');
    type('Confirm Pin', '135792');
    type('Verification Code', 'ABC12');
    save();
    expect(await screen.findByText(PASSWORD_MESSAGES.invalidCode)).toBeInTheDocument();
    type('Verification Code', '000000');
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_MESSAGES.invalidCodeLong);
    expect(screen.getByText(PASSWORD_MESSAGES.invalidCode)).toBeInTheDocument();
    expect(screen.getByText(/2 attempts remaining/)).toBeInTheDocument();
    expect(operations(api).map((o) => o.name)).not.toContain('UpsertUserPin');
  });

  it("shows 'Wrong password! …' on the password field", async () => {
    setup({ ...external, hasPin: true }, 'edit', {
      'graphql:UpsertUserPin': () => gqlError(PASSWORD_MESSAGES.wrongPassword, { code: 'BAD_USER_INPUT', field: 'password' }),
    });
    type('Enter your password to change PIN', 'Nope!2026pass');
    type('New Pin', '135792');
    type('Confirm Pin', '135792');
    save();
    expect(await screen.findByText(PASSWORD_MESSAGES.wrongPassword)).toBeInTheDocument();
    expect(screen.getByLabelText('Enter your password to change PIN')).toHaveAccessibleDescription(PASSWORD_MESSAGES.wrongPassword);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('saves with the code, marks the session as having a PIN and hands the PIN on', async () => {
    const { api, onSaved } = setup(internal, 'create', {
      'graphql:SendPINVerificationCode': () => json({ data: { sendPINVerificationCode: sentAnswer() } }),
      'graphql:ValidatePINVerificationCode': () => json({ data: { validatePINVerificationCode: sentAnswer({ isValidCode: true }) } }),
      'graphql:UpsertUserPin': () =>
        json({ data: { upsertUserPin: { id: internal.id, hasPin: true, userPinModifiedOn: '2026-03-02T10:01:00.000Z' } } }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText(/was sent to/);
    type('New Pin', '135792');
    type('Confirm Pin', '135792');
    type('Verification Code', '482913');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('135792'));
    expect(sessionStore.user()?.hasPin).toBe(true);
    const upsert = operations(api).find((o) => o.name === 'UpsertUserPin');
    expect(upsert?.variables).toEqual({ userPin: { pin: '135792', confirmPin: '135792', verificationCode: '482913' } });
  });
});
