// /teams (SPEC §2 'Teams': settings) through the real route: the list with its rows, a new team
// made in the dialog (a participant picked from ClinicianList by name, a role, the state's market)
// and sent to createCareTeam, an existing team opened with its values and change history and saved
// against its version, and a refusal naming a participant's clinician shown on it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { type Handler, json, mockApi } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';
import { CLINICIANS, LEAD_ID, MARKET_ID, MARKETS, NURSE_ID, TEAM_ID, teamNode } from './testing/team-fixtures';

type Body = { variables?: Record<string, unknown> } | null;
const variablesOf = (request: { body: unknown }) => (request.body as Body)?.variables ?? {};

const HISTORY = {
  totalCount: 1,
  pageInfo: { hasNextPage: false, endCursor: null },
  edges: [
    {
      node: {
        id: 'a-1',
        at: '2026-01-05T15:00:00.000Z',
        actorEmail: 'admin@demo.test',
        action: 'update',
        changedFields: ['name', 'participant'],
      },
    },
  ],
};

function setup({ create, update }: { create?: Handler; update?: Handler } = {}) {
  const calls = { list: vi.fn(), clinicians: vi.fn(), create: vi.fn(), update: vi.fn() };
  mockApi({
    'graphql:CareTeamList': (request) => {
      calls.list(variablesOf(request));
      return json({
        data: { CareTeamList: { totalCount: 1, pageInfo: { hasNextPage: false, endCursor: '0' }, edges: [{ node: teamNode() }] } },
      });
    },
    'graphql:CareTeamClinicianOptions': (request) => {
      const { term } = variablesOf(request) as { term: string | null };
      calls.clinicians(term);
      const found = CLINICIANS.filter((c) => !term || c.name.toLowerCase().includes(term.toLowerCase()));
      return json({ data: { ClinicianList: { edges: found.map((node) => ({ node })) } } });
    },
    'graphql:MarketList': () => json({ data: { MarketList: { edges: MARKETS.map((node) => ({ node })) } } }),
    'graphql:AdminAuditList': () => json({ data: { AdminAuditList: HISTORY } }),
    'graphql:CreateCareTeam': (request) => {
      calls.create(variablesOf(request));
      return create ? create(request) : json({ data: { createCareTeam: teamNode({ id: 'new-team', versionId: 1 }) } });
    },
    'graphql:UpdateCareTeam': (request) => {
      calls.update(variablesOf(request));
      return update ? update(request) : json({ data: { updateCareTeam: teamNode({ versionId: 3 }) } });
    },
  });
  storeSession(USERS.admin);
  const view = renderApp('/teams');
  return { ...view, calls, user: userEvent.setup() };
}

async function choose(user: ReturnType<typeof userEvent.setup>, scope: ReturnType<typeof within>, label: string | RegExp, option: string) {
  const input = scope.getByLabelText(label, { selector: 'input' });
  await user.click(input);
  // The options of this select (the page's own State filter has an 'FL' too).
  const listbox = await waitFor(() => {
    const found = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error(`no options for ${String(label)}`);
    return found;
  });
  await user.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

describe('/teams (SPEC §2)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the teams with their state, market and participants', async () => {
    const { calls } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Teams' })).toBeInTheDocument();
    const row = within((await screen.findAllByRole('listitem'))[0] as HTMLElement);
    expect(row.getByRole('button', { name: 'Tampa North' })).toBeInTheDocument();
    expect(row.getByText('FL · Tampa Bay')).toBeInTheDocument();
    expect(row.getByText('Lee Lead (Lead Clinician)')).toBeInTheDocument();
    expect(screen.getByText('Displayed 1 of 1 results')).toBeInTheDocument();
    expect(calls.list).toHaveBeenLastCalledWith({ term: null, state: null, first: 25, after: null });
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it('creates a team with a participant picked by name', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'New Team' }));
    const form = within(await screen.findByRole('dialog', { name: 'New Team' }));
    await user.type(form.getByLabelText(/^Name/), 'Brandon');
    await choose(user, form, /^State/, 'FL');
    await choose(user, form, 'Managing Market', 'Tampa Bay');
    await user.click(form.getByRole('button', { name: 'Add participant' }));
    const picker = form.getByLabelText(/^Clinician/, { selector: 'input' });
    await user.type(picker, 'nia');
    await waitFor(() => expect(calls.clinicians).toHaveBeenLastCalledWith('nia'));
    await user.click(await screen.findByRole('option', { name: 'Nia Nurse (FL)', hidden: true }));
    await choose(user, form, /^Role/, 'Supervising Physician');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.create).toHaveBeenCalledOnce());
    expect(calls.create.mock.lastCall?.[0]).toEqual({
      team: {
        name: 'Brandon',
        active: true,
        state: 'FL',
        managingMarketId: MARKET_ID,
        note: '',
        participants: [{ practitionerId: NURSE_ID, role: 'sphy', specialty: '' }],
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens a team with its values and change history, and saves it against its version', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Tampa North' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Tampa North' }));
    expect(dialog.getByLabelText(/^Name/)).toHaveValue('Tampa North');
    expect(dialog.getByLabelText(/^Clinician/, { selector: 'input' })).toHaveValue('Lee Lead');
    expect(await dialog.findByText('Changed: Name, Participants')).toBeInTheDocument();
    await expectNoAxeViolations(screen.getByRole('dialog', { name: 'Edit Tampa North' }));
    await user.clear(dialog.getByLabelText(/^Name/));
    await user.type(dialog.getByLabelText(/^Name/), 'Tampa Far North');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.update).toHaveBeenCalledOnce());
    expect(calls.update.mock.lastCall?.[0]).toMatchObject({
      id: TEAM_ID,
      versionId: 2,
      team: { name: 'Tampa Far North', participants: [{ practitionerId: LEAD_ID, role: 'leadclin', specialty: 'Wound care' }] },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal of a participant on its clinician", async () => {
    const { user } = setup({
      update: () =>
        json({
          data: null,
          errors: [
            { message: MESSAGES.incorrectValue, extensions: { code: 'BAD_USER_INPUT', field: 'team.participants.0.practitionerId' } },
          ],
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Tampa North' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Tampa North' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText(MESSAGES.incorrectValue)).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Clinician/, { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
  });
});
