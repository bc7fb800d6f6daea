// The user form (SPEC §2 /users/new and /users/:userId/edit) through the real routes: the shared
// UserInput schema speaks on its fields, a save sends UserInput (createUser, or updateUser with
// the id) and goes to the user's page, the practitioner checkbox is offered to clinicians on
// create, and the server's refusal lands on the field it names.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { type Handler, json, mockApi } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';
import { CASEY, CASEY_ID, MIAMI_ID, organizationOptions, SUNSHINE_ID } from './testing/user-fixtures';

type Body = { variables?: Record<string, unknown> } | null;

const NEW_ID = '0d6c0f5e-0000-4000-8000-000000000099';

function setup(path: string, handlers: Record<string, Handler> = {}) {
  const saved = vi.fn((_operation: string, _variables: unknown) => {});
  mockApi({
    'graphql:User': ({ body }) => json({ data: { User: { ...CASEY, id: (body as Body)?.variables?.id } } }),
    'graphql:AdminAuditList': () =>
      json({ data: { AdminAuditList: { totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] } } }),
    'graphql:OrganizationOptions': ({ body }) => json({ data: organizationOptions(((body as Body)?.variables?.type ?? []) as string[]) }),
    'graphql:CreateUser': (request) => {
      saved('CreateUser', (request.body as Body)?.variables);
      return handlers.CreateUser?.(request) ?? json({ data: { createUser: NEW_ID } });
    },
    'graphql:UpdateUser': (request) => {
      saved('UpdateUser', (request.body as Body)?.variables);
      return handlers.UpdateUser?.(request) ?? json({ data: { updateUser: CASEY_ID } });
    },
  });
  storeSession(USERS.admin);
  const view = renderApp(path);
  return { ...view, saved, user: userEvent.setup() };
}

const form = (name: string) => screen.getByRole('form', { name });
const group = (name: string) => screen.getByRole('group', { name });

describe('/users/new', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says what is missing on each field and sends nothing', async () => {
    const { saved, user } = setup('/users/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New user' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const newUser = within(form('New user'));
    await waitFor(() => expect(newUser.getAllByText('This field is required')).toHaveLength(5));
    for (const label of ['First name', 'Last name', 'E-mail']) {
      expect(newUser.getByRole('textbox', { name: label })).toHaveAccessibleDescription(/This field is required/);
    }
    expect(group('Roles')).toHaveAccessibleDescription('This field is required');
    expect(group('Job functions')).toHaveAccessibleDescription('This field is required');
    await user.type(newUser.getByRole('textbox', { name: 'Phone' }), '305555');
    await user.tab();
    expect(await newUser.findByText('This field has incorrect value')).toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it("sends UserInput, with a practitioner made for a clinician, and opens the new user's page", async () => {
    const { saved, router, user } = setup('/users/new');
    const newUser = within(await screen.findByRole('form', { name: 'New user' }));
    await user.type(newUser.getByRole('textbox', { name: 'First name' }), '  Dana ');
    await user.type(newUser.getByRole('textbox', { name: 'Last name' }), "O'Neil");
    await user.type(newUser.getByRole('textbox', { name: 'E-mail' }), 'dana@demo.test');
    await user.type(newUser.getByRole('textbox', { name: 'Phone' }), '3055550199');
    await user.click(newUser.getByRole('checkbox', { name: 'Staff' }));
    await user.click(newUser.getByRole('checkbox', { name: 'Patient' }));
    expect(newUser.queryByRole('checkbox', { name: 'Create a practitioner for this user' })).not.toBeInTheDocument();
    await user.click(within(group('Job functions')).getByRole('checkbox', { name: 'Clinician' }));
    await user.click(await newUser.findByRole('checkbox', { name: 'Create a practitioner for this user' }));
    await user.click(await newUser.findByRole('checkbox', { name: 'Miami (FL)' }));
    await user.click(newUser.getByRole('checkbox', { name: 'Gulf IPA (IPA, TX)' }));
    await user.click(within(group('Markets')).getByRole('checkbox', { name: 'FL' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saved).toHaveBeenCalledOnce());
    expect(saved).toHaveBeenCalledWith('CreateUser', {
      user: {
        email: 'dana@demo.test',
        givenName: 'Dana',
        familyName: "O'Neil",
        userType: 'internal',
        phone: '3055550199',
        state: '',
        roles: ['staff'],
        permissions: ['patient'],
        jobFunctions: ['clin'],
        legalEntityIds: [MIAMI_ID],
        payerIds: ['6f1c1a52-6a53-4d0e-9a1f-0c4b7f7a2004'],
        markets: ['FL'],
        practitionerId: null,
        createPractitioner: true,
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/users/${NEW_ID}`));
  });

  it("puts the server's refusal on the field it names", async () => {
    const { user } = setup('/users/new', {
      CreateUser: () =>
        json({
          data: null,
          errors: [{ message: 'A user with this e-mail already exists.', extensions: { code: 'BAD_USER_INPUT', field: 'user.email' } }],
        }),
    });
    const newUser = within(await screen.findByRole('form', { name: 'New user' }));
    await user.type(newUser.getByRole('textbox', { name: 'First name' }), 'Dana');
    await user.type(newUser.getByRole('textbox', { name: 'Last name' }), 'Lee');
    await user.type(newUser.getByRole('textbox', { name: 'E-mail' }), 'admin@demo.test');
    await user.click(newUser.getByRole('checkbox', { name: 'Staff' }));
    await user.click(within(group('Job functions')).getByRole('checkbox', { name: 'Billing' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(newUser.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('A user with this e-mail already exists.'),
    );
  });
  it("shows the server's refusal of the practitioner link under 'Linked practitioner'", async () => {
    const { user } = setup('/users/new', {
      CreateUser: () =>
        json({
          data: null,
          errors: [
            {
              message: 'The practitioner could not be created.',
              extensions: { code: 'BAD_USER_INPUT', field: 'user.createPractitioner' },
            },
          ],
        }),
    });
    const newUser = within(await screen.findByRole('form', { name: 'New user' }));
    await user.type(newUser.getByRole('textbox', { name: 'First name' }), 'Dana');
    await user.type(newUser.getByRole('textbox', { name: 'Last name' }), 'Lee');
    await user.type(newUser.getByRole('textbox', { name: 'E-mail' }), 'dana@demo.test');
    await user.click(newUser.getByRole('checkbox', { name: 'Staff' }));
    await user.click(within(group('Job functions')).getByRole('checkbox', { name: 'Lead Clinician' }));
    await user.click(await newUser.findByRole('checkbox', { name: 'Create a practitioner for this user' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(group('Linked practitioner')).findByRole('alert')).toHaveTextContent('The practitioner could not be created.');
  });
});

describe('/users/:userId/edit', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("starts from the saved user, keeps the e-mail read-only and sends updateUser with the user's id", async () => {
    const { saved, router, user } = setup(`/users/${CASEY_ID}/edit`);
    const edit = within(await screen.findByRole('form', { name: 'Edit Casey Clinician' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Casey Clinician' })).toBeInTheDocument();
    expect(edit.getByRole('textbox', { name: 'E-mail' })).toBeDisabled();
    expect(edit.getByRole('textbox', { name: 'E-mail' })).toHaveValue('casey@demo.test');
    expect(edit.getByRole('textbox', { name: 'Phone' })).toHaveValue('(305) 555-0142');
    expect(edit.getByRole('checkbox', { name: 'Staff' })).toBeChecked();
    expect(await edit.findByRole('checkbox', { name: 'Sunshine Health (Insurer, FL)' })).toBeChecked();
    // An existing user's practitioner is shown, not made again.
    expect(edit.queryByRole('checkbox', { name: 'Create a practitioner for this user' })).not.toBeInTheDocument();
    expect(edit.getByText(CASEY.practitionerId ?? '')).toBeInTheDocument();

    await user.click(edit.getByRole('checkbox', { name: 'Administrator' }));
    await user.click(within(group('Markets')).getByRole('checkbox', { name: 'TX' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalledOnce());
    // The version the form read: a save over a newer change is refused (CONFLICT), not applied.
    expect(saved).toHaveBeenCalledWith('UpdateUser', {
      id: CASEY_ID,
      versionId: CASEY.versionId,
      user: {
        email: 'casey@demo.test',
        givenName: 'Casey',
        familyName: 'Clinician',
        userType: 'internal',
        phone: '3055550142',
        state: 'FL',
        roles: ['administrator', 'staff'],
        permissions: ['patient', 'tasking'],
        jobFunctions: ['clin'],
        legalEntityIds: [MIAMI_ID],
        payerIds: [SUNSHINE_ID],
        markets: ['FL'],
        practitionerId: CASEY.practitionerId,
        createPractitioner: false,
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/users/${CASEY_ID}`));
  });

  it("Cancel goes back to the user's page without saving", async () => {
    const { saved, router, user } = setup(`/users/${CASEY_ID}/edit`);
    await screen.findByRole('form', { name: 'Edit Casey Clinician' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/users/${CASEY_ID}`));
    expect(saved).not.toHaveBeenCalled();
  });
});
