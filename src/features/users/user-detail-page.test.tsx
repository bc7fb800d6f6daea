// The user's page (SPEC §2 /users/:userId) through the real route: the fields, the actions
// (each calls its mutation and says it is done, or shows the server's refusal; deactivation and
// reactivation are confirmed first) and the change history.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { type Handler, json, mockApi } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';
import { CASEY, CASEY_ID } from './testing/user-fixtures';
import type { UserDetail } from './users-api';

type Body = { variables?: Record<string, unknown> } | null;

const AUDIT = [
  {
    id: 'a2',
    at: '2026-02-10T16:00:00.000Z',
    actorEmail: 'admin@demo.test',
    action: 'update',
    changedFields: ['roles', 'markets'],
  },
  { id: 'a1', at: '2026-01-05T14:00:00.000Z', actorEmail: 'admin@demo.test', action: 'create', changedFields: [] },
];

function setup(user: UserDetail | null = CASEY, handlers: Record<string, Handler> = {}) {
  const calls = vi.fn((_operation: string, _variables: unknown) => {});
  const mutation =
    (name: string, field: string): Handler =>
    (request) => {
      calls(name, (request.body as Body)?.variables);
      return handlers[name]?.(request) ?? json({ data: { [field]: CASEY_ID } });
    };
  mockApi({
    'graphql:User': () => json({ data: { User: user } }),
    'graphql:AdminAuditList': () =>
      json({
        data: {
          AdminAuditList: {
            totalCount: AUDIT.length,
            pageInfo: { hasNextPage: false, endCursor: null },
            edges: AUDIT.map((node) => ({ node })),
          },
        },
      }),
    'graphql:ReinviteUser': mutation('ReinviteUser', 'reinviteUser'),
    'graphql:ResetUserPassword': mutation('ResetUserPassword', 'resetUserPassword'),
    'graphql:ResetUserPin': mutation('ResetUserPin', 'resetUserPin'),
    'graphql:DeactivateUser': mutation('DeactivateUser', 'deactivateUser'),
    'graphql:ReactivateUser': mutation('ReactivateUser', 'reactivateUser'),
  });
  storeSession(USERS.admin);
  const view = renderApp(`/users/${CASEY_ID}`);
  return { ...view, calls, user: userEvent.setup() };
}

const field = (section: string, label: string) => {
  const region = screen.getByRole('region', { name: section });
  const term = within(region).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
};

describe('/users/:userId (SPEC §2 Users)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the user's fields and the change history", async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Casey Clinician' })).toBeInTheDocument();
    expect(field('Account', 'Phone')).toHaveTextContent('(305) 555-0142');
    expect(field('Account', 'User type')).toHaveTextContent('Internal');
    expect(field('Account', 'Status')).toHaveTextContent(/Active since 01\/05\/2026/);
    expect(field('Account', 'Last logged in')).toHaveTextContent(/03\/02\/2026/);
    expect(field('Account', 'Invited')).toHaveTextContent(/01\/05\/2026/);
    expect(field('Account', 'PIN')).toHaveTextContent(/Set \(changed 02\/01\/2026/);
    expect(field('Access', 'Roles')).toHaveTextContent('Staff');
    expect(field('Access', 'Permissions')).toHaveTextContent('Patient, Tasking');
    expect(field('Access', 'Job functions')).toHaveTextContent('Clinician');
    expect(field('Organizations and markets', 'Legal entities')).toHaveTextContent('Miami (FL)');
    expect(field('Organizations and markets', 'Payers')).toHaveTextContent('Sunshine Health (FL)');
    expect(field('Organizations and markets', 'Markets')).toHaveTextContent('FL, TX');
    expect(field('Organizations and markets', 'Linked practitioner')).toHaveTextContent(CASEY.practitionerId ?? '');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/users/${CASEY_ID}/edit`);

    const history = within(await screen.findByRole('list', { name: 'Change history' })).getAllByRole('listitem');
    expect(history).toHaveLength(2);
    expect(history[0]).toHaveTextContent('Updated');
    expect(history[0]).toHaveTextContent('admin@demo.test');
    expect(history[0]).toHaveTextContent('Changed: Roles, Markets');
    expect(history[0]).toHaveTextContent(/02\/10\/2026/);
    expect(history[1]).toHaveTextContent('Created');
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it('Re-send invitation, Reset password and Reset PIN call their mutations and say so', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Re-send invitation' }));
    expect(await screen.findByText(/A new invitation was sent to casey@demo.test/)).toBeInTheDocument();
    expect(calls).toHaveBeenLastCalledWith('ReinviteUser', { id: CASEY_ID });

    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('A link to set a new password was sent to casey@demo.test.')).toBeInTheDocument();
    expect(calls).toHaveBeenLastCalledWith('ResetUserPassword', { id: CASEY_ID });

    await user.click(screen.getByRole('button', { name: 'Reset PIN' }));
    expect(await screen.findByText(/The PIN of Casey Clinician was reset/)).toBeInTheDocument();
    expect(calls).toHaveBeenLastCalledWith('ResetUserPin', { email: 'casey@demo.test' });
  });

  it('Deactivate asks first, then deactivates; Cancel sends nothing', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    let dialog = await screen.findByRole('dialog', { name: 'Deactivate user' });
    expect(dialog).toHaveTextContent('Deactivate Casey Clinician?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    dialog = await screen.findByRole('dialog', { name: 'Deactivate user' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Casey Clinician was deactivated.')).toBeInTheDocument();
    expect(calls).toHaveBeenCalledWith('DeactivateUser', { id: CASEY_ID });
  });

  it("shows the server's refusal (an administrator deactivating themselves) in the dialog", async () => {
    const { user } = setup(CASEY, {
      DeactivateUser: () =>
        json({
          data: null,
          errors: [{ message: 'You cannot deactivate your own account.', extensions: { code: 'BAD_USER_INPUT', field: 'id' } }],
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate user' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot deactivate your own account.');
  });

  it("shows a failed action's message under the buttons", async () => {
    const { user } = setup(CASEY, {
      ReinviteUser: () => json({ data: null, errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Re-send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden');
  });

  it('an inactive user can only be reactivated (after a confirmation)', async () => {
    const { calls, user } = setup({ ...CASEY, status: 'inactive', hasPin: false });
    expect(await screen.findByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Re-send invitation' })).not.toBeInTheDocument();
    expect(field('Account', 'PIN')).toHaveTextContent('Not set');
    await user.click(screen.getByRole('button', { name: 'Reactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reactivate user' });
    await user.click(within(dialog).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('Casey Clinician was reactivated.')).toBeInTheDocument();
    expect(calls).toHaveBeenCalledWith('ReactivateUser', { id: CASEY_ID });
  });

  it('an unknown user is Not Found', async () => {
    setup(null);
    expect(await screen.findByRole('heading', { name: /Not Found/ })).toBeInTheDocument();
  });
});
