// The public invitation page (SPEC §2 Users; /invitation?token=…) through the real route, signed
// out: a usable link asks for a password under the same policy as the change-password form and
// says when it is set; a used or expired link shows the server's words; both lead to sign-in.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { type Handler, json, mockApi } from '../../test-utils/fetch-mock';
import { renderApp } from '../../test-utils/render';
import { MISSING_TOKEN, PASSWORD_SET } from './invitation-page';

type Body = { variables?: Record<string, unknown> } | null;

const VALID = { valid: true, purpose: 'invite', email: 'd***a@demo.test', message: null };
const EXPIRED = {
  valid: false,
  purpose: null,
  email: null,
  message: 'This link has expired. Ask your administrator for a new invitation.',
};

function setup(path: string, status: unknown = VALID, accept?: Handler) {
  const asked = vi.fn((_operation: string, _variables: unknown) => {});
  const api = mockApi({
    'graphql:InvitationStatus': ({ body }) => {
      asked('InvitationStatus', (body as Body)?.variables);
      return json({ data: { InvitationStatus: status } });
    },
    'graphql:AcceptInvitation': (request) => {
      asked('AcceptInvitation', (request.body as Body)?.variables);
      return accept?.(request) ?? json({ data: { acceptInvitation: true } });
    },
  });
  const view = renderApp(path);
  return { ...view, api, asked, user: userEvent.setup() };
}

const STRONG = 'Correct-Horse-42';

describe('/invitation (SPEC §2 Users)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("a usable link: 'Set your password' for the masked address, the policy, then 'Password set' and sign in", async () => {
    const { asked, user } = setup('/invitation?token=tok-123');
    expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeInTheDocument();
    expect(asked).toHaveBeenCalledWith('InvitationStatus', { token: 'tok-123' });
    expect(screen.getByText('d***a@demo.test')).toBeInTheDocument();
    expect(screen.getByText('Your new password needs')).toBeInTheDocument();
    await expectNoAxeViolations(document.body);

    const form = within(screen.getByRole('form', { name: 'Set your password' }));
    await user.type(form.getByLabelText('New password'), 'short');
    await user.type(form.getByLabelText('Confirm password'), 'other');
    await user.click(form.getByRole('button', { name: 'Set password' }));
    expect(await form.findByText('Password must have at least 12 characters.')).toBeInTheDocument();
    expect(form.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(asked).not.toHaveBeenCalledWith('AcceptInvitation', expect.anything());

    await user.clear(form.getByLabelText('New password'));
    await user.type(form.getByLabelText('New password'), STRONG);
    await user.clear(form.getByLabelText('Confirm password'));
    await user.type(form.getByLabelText('Confirm password'), STRONG);
    await user.click(form.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(PASSWORD_SET)).toBeInTheDocument();
    expect(asked).toHaveBeenCalledWith('AcceptInvitation', { token: 'tok-123', password: STRONG });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it("puts the server's refusal of the password on the New password field", async () => {
    const { user } = setup('/invitation?token=tok-123', VALID, () =>
      json({
        data: null,
        errors: [{ message: 'Password must not contain your e-mail address.', extensions: { code: 'BAD_USER_INPUT', field: 'password' } }],
      }),
    );
    const form = within(await screen.findByRole('form', { name: 'Set your password' }));
    await user.type(form.getByLabelText('New password'), STRONG);
    await user.type(form.getByLabelText('Confirm password'), STRONG);
    await user.click(form.getByRole('button', { name: 'Set password' }));
    await waitFor(() =>
      expect(form.getByLabelText('New password')).toHaveAccessibleDescription('Password must not contain your e-mail address.'),
    );
  });

  it('a link used in the meantime: the server says so above the button', async () => {
    const { user } = setup('/invitation?token=tok-123', VALID, () =>
      json({
        data: null,
        errors: [
          {
            message: 'This link has already been used. Sign in with your password.',
            extensions: { code: 'BAD_USER_INPUT', field: 'token' },
          },
        ],
      }),
    );
    const form = within(await screen.findByRole('form', { name: 'Set your password' }));
    await user.type(form.getByLabelText('New password'), STRONG);
    await user.type(form.getByLabelText('Confirm password'), STRONG);
    await user.click(form.getByRole('button', { name: 'Set password' }));
    expect(await form.findByRole('alert')).toHaveTextContent('This link has already been used. Sign in with your password.');
  });

  it("an expired link shows the server's message and the way to sign in", async () => {
    setup('/invitation?token=old', EXPIRED);
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED.message);
    expect(screen.getByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/sign-in');
    await expectNoAxeViolations(document.body);
  });

  it('a link without a token asks the server nothing', async () => {
    const { asked } = setup('/invitation');
    expect(await screen.findByRole('alert')).toHaveTextContent(MISSING_TOKEN);
    expect(asked).not.toHaveBeenCalled();
  });
});
