// The user list (SPEC §2 /users) through the real route: title, 'New user', the SPEC §7 filters
// in the folding panel (each sends its UserList variable and lives in the address bar), the rows
// (name to the user's page, e-mail, roles and job functions, status, last sign-in) and the list
// kit's texts, over a stand-in UserList / OrganizationList.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { json, mockApi } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';

const MIAMI = '6f1c1a52-6a53-4d0e-9a1f-0c4b7f7a1001';
const SUNSHINE = '6f1c1a52-6a53-4d0e-9a1f-0c4b7f7a2002';

/** 30 users; the first is Avery Admin (active, signed in), the second Casey Clinician (inactive, never signed in). */
const USERS_LIST = Array.from({ length: 30 }, (_, i) => ({
  id: `0d6c0f5e-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
  email: i === 0 ? 'admin@demo.test' : i === 1 ? 'clinician@demo.test' : `user${i + 1}@demo.test`,
  givenName: i === 0 ? 'Avery' : i === 1 ? 'Casey' : `User ${i + 1}`,
  familyName: i === 0 ? 'Admin' : i === 1 ? 'Clinician' : 'Smith',
  name: i === 0 ? 'Avery Admin' : i === 1 ? 'Casey Clinician' : `User ${i + 1} Smith`,
  status: i === 1 ? 'inactive' : 'active',
  roles: i === 0 ? ['administrator', 'security-admin'] : ['staff'],
  jobFunctions: i === 1 ? [{ code: 'clin', title: 'Clinician' }] : [{ code: 'other', title: 'Other' }],
  lastLoggedIn: i === 1 ? null : '2026-03-02T15:30:00.000Z',
}));

type Variables = Record<string, unknown> & { first: number; after: string | null };
type Body = { variables?: Variables } | null;

function setup(path = '/users') {
  const userList = vi.fn((variables: Variables) => {
    const offset = variables.after ? Number(variables.after) : 0;
    const page = USERS_LIST.slice(offset, offset + variables.first);
    const end = offset + page.length;
    return {
      totalCount: USERS_LIST.length,
      pageInfo: { hasNextPage: end < USERS_LIST.length, endCursor: String(end) },
      edges: page.map((node) => ({ node })),
    };
  });
  mockApi({
    'graphql:UserList': ({ body }) => json({ data: { UserList: userList(((body as Body)?.variables ?? {}) as Variables) } }),
    'graphql:OrganizationOptions': ({ body }) => {
      const type = ((body as Body)?.variables?.type ?? []) as string[];
      const node = type.includes('market')
        ? { id: MIAMI, name: 'Miami', type: 'market', state: 'FL' }
        : { id: SUNSHINE, name: 'Sunshine Health', type: 'ins', state: 'FL' };
      return json({ data: { OrganizationList: { edges: [{ node }] } } });
    },
  });
  storeSession(USERS.admin);
  const view = renderApp(path);
  return { ...view, userList, user: userEvent.setup() };
}

const lastVariables = (userList: ReturnType<typeof setup>['userList']) => userList.mock.lastCall?.[0];
const rows = () => within(screen.getByRole('list', { name: 'Users' })).getAllByRole('listitem');
const panel = () => screen.getByRole('group', { name: 'Filters' });

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(within(panel()).getByLabelText(label, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('/users (SPEC §2 Users)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows 'Users', 'New user' and the active users, 25 at a time", async () => {
    const { userList, user } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New user' })).toHaveAttribute('href', '/users/new');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Displayed 25 of 30 results'));
    // Active by default; nothing else narrows the list.
    expect(lastVariables(userList)).toEqual({
      term: null,
      active: true,
      firstName: null,
      lastName: null,
      organizationId: null,
      jobFunction: null,
      state: null,
      role: null,
      first: 25,
      after: null,
    });
    expect(rows()).toHaveLength(25);
    await expectNoAxeViolations(screen.getByRole('main'));

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Displayed 30 of 30 results'));
    expect(lastVariables(userList)).toMatchObject({ after: '25', first: 25 });
    expect(screen.getByText('The end of results')).toBeInTheDocument();
  });

  it("a row shows 'Family, Given' (to the user's page), e-mail, roles and job functions, status and last sign-in", async () => {
    setup();
    await screen.findByText('Displayed 25 of 30 results');
    const [avery, casey] = rows() as [HTMLElement, HTMLElement];
    expect(within(avery).getByRole('link', { name: 'Admin, Avery' })).toHaveAttribute('href', `/users/${USERS_LIST[0]?.id}`);
    expect(avery).toHaveTextContent('admin@demo.test');
    expect(avery).toHaveTextContent('Administrator, Security Administrator · Other');
    expect(within(avery).getByText('Active')).toBeInTheDocument();
    expect(avery).toHaveTextContent(/Last logged in 03\/02\/2026 \d\d:30 (AM|PM)/);
    expect(within(casey).getByText('Inactive')).toBeInTheDocument();
    expect(casey).toHaveTextContent('Never logged in');
    expect(casey).toHaveTextContent('Staff · Clinician');
  });

  it('the search term and every filter send their UserList variables and stay in the address', async () => {
    const { userList, router, user } = setup();
    await screen.findByText('Displayed 25 of 30 results');

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), '  avery {Enter}');
    await waitFor(() => expect(lastVariables(userList)).toMatchObject({ term: 'avery' }));

    await user.click(within(panel()).getByRole('radio', { name: 'Inactive' }));
    await waitFor(() => expect(lastVariables(userList)).toMatchObject({ term: 'avery', active: false }));
    await user.click(within(panel()).getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(lastVariables(userList)).toMatchObject({ active: null }));

    await user.type(within(panel()).getByRole('textbox', { name: 'First name' }), ' Avery {Enter}');
    await waitFor(() => expect(lastVariables(userList)).toMatchObject({ firstName: 'Avery' }));
    await user.type(within(panel()).getByRole('textbox', { name: 'Last name' }), 'Admin');
    await user.tab();
    await waitFor(() => expect(lastVariables(userList)).toMatchObject({ lastName: 'Admin' }));

    await choose(user, 'Organization', 'Sunshine Health (Insurer, FL)');
    await waitFor(() => expect(lastVariables(userList)).toMatchObject({ organizationId: SUNSHINE }));
    await choose(user, 'Job function', 'Case Manager');
    await waitFor(() => expect(lastVariables(userList)).toMatchObject({ jobFunction: 'cmon' }));
    await choose(user, 'State', 'TX');
    await waitFor(() => expect(lastVariables(userList)).toMatchObject({ state: 'TX' }));
    await choose(user, 'Role', 'Security Administrator');
    await waitFor(() =>
      expect(lastVariables(userList)).toEqual({
        term: 'avery',
        active: null,
        firstName: 'Avery',
        lastName: 'Admin',
        organizationId: SUNSHINE,
        jobFunction: 'cmon',
        state: 'TX',
        role: 'security-admin',
        first: 25,
        after: null,
      }),
    );
    expect(router.state.location.search).toEqual({
      search: 'avery',
      status: 'all',
      firstName: 'Avery',
      lastName: 'Admin',
      organization: SUNSHINE,
      jobFunction: 'cmon',
      state: 'TX',
      role: 'security-admin',
    });
    expect(screen.getByRole('button', { name: 'Filters (7)' })).toBeInTheDocument();

    // Clear puts the defaults back (the term is the search box's own).
    await user.click(within(panel()).getByRole('button', { name: 'Clear' }));
    await waitFor(() =>
      expect(lastVariables(userList)).toMatchObject({
        term: 'avery',
        active: true,
        firstName: null,
        lastName: null,
        role: null,
        state: null,
      }),
    );
    expect(within(panel()).getByRole('textbox', { name: 'First name' })).toHaveValue('');
    expect(router.state.location.search).toEqual({ search: 'avery' });
  });

  it('opens with the filters of the address', async () => {
    const { userList } = setup(`/users?status=inactive&role=staff&organization=${MIAMI}&jobFunction=nope`);
    await screen.findByText('Displayed 25 of 30 results');
    // An unknown job function is dropped, not an error page.
    expect(lastVariables(userList)).toMatchObject({ active: false, role: 'staff', organizationId: MIAMI, jobFunction: null });
    expect(within(panel()).getByRole('radio', { name: 'Inactive' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeInTheDocument();
  });

  it("is Forbidden without the 'security' permission", async () => {
    mockApi({});
    storeSession(USERS.billing);
    renderApp('/users');
    expect(await screen.findByRole('heading', { name: /Forbidden/ })).toBeInTheDocument();
  });
});
