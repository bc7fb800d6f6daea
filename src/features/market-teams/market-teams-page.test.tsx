// Market Team through the real route (SPEC §2 /master-list/market-team-config): each market with
// its state, counties and teams; 'New Market' sends the name, state and the counties picked from
// the state's; an edit keeps the name and state (shown, not editable) and sends the new counties
// and Active against the version it was opened with.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';

type Body = { variables?: Record<string, unknown> } | null;
const variablesOf = (request: { body: unknown }) => (request.body as Body)?.variables ?? {};

const TAMPA = {
  id: '5d0c1c1e-3a4b-4c2d-9e8f-0a1b2c3d4e5f',
  versionId: 3,
  lastUpdated: '2026-11-20T15:00:00.000Z',
  name: 'Tampa Bay',
  state: 'FL',
  active: true,
  counties: ['Hillsborough', 'Pasco'],
  teams: [{ id: '6d0c1c1e-3a4b-4c2d-9e8f-0a1b2c3d4e5f', name: 'Tampa Bay Wound Team', active: true, participantCount: 4 }],
};

function setup() {
  const calls = { create: vi.fn(), update: vi.fn() };
  mockApi({
    'graphql:MarketTeamList': () =>
      json({ data: { MarketTeamList: { totalCount: 1, pageInfo: { hasNextPage: false, endCursor: null }, edges: [{ node: TAMPA }] } } }),
    'graphql:CountyList': () =>
      json({
        data: {
          CountyList: { totalCount: 3, edges: ['Hillsborough', 'Pasco', 'Pinellas'].map((name) => ({ node: { name, state: 'FL' } })) },
        },
      }),
    'graphql:AdminAuditList': () =>
      json({ data: { AdminAuditList: { totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] } } }),
    'graphql:CreateMarket': (request) => {
      calls.create(variablesOf(request));
      return json({ data: { createMarket: { ...TAMPA, id: '7d0c1c1e-3a4b-4c2d-9e8f-0a1b2c3d4e5f', name: 'Gulf Coast', teams: [] } } });
    },
    'graphql:UpdateMarket': (request) => {
      calls.update(variablesOf(request));
      return json({ data: { updateMarket: { ...TAMPA, versionId: 4 } } });
    },
  });
  storeSession(USERS.admin);
  renderApp('/master-list/market-team-config');
  return { calls, user: userEvent.setup() };
}

describe('Market Team (SPEC §2 /master-list/market-team-config)', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists each market with its state, counties and teams; New Market sends the counties picked', async () => {
    const { calls, user } = setup();
    const row = (await screen.findByRole('button', { name: 'Tampa Bay' })).closest('li') as HTMLElement;
    expect(within(row).getByText('FL · Counties: Hillsborough, Pasco')).toBeInTheDocument();
    expect(within(row).getByText('Teams: Tampa Bay Wound Team')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New Market' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New Market' }));
    await user.type(dialog.getByLabelText(/^Name/), 'Gulf Coast');
    await user.click(dialog.getByLabelText(/^State/, { selector: 'input' }));
    // The page's own state filter has an FL too: the dialog's list opens last.
    await user.click((await screen.findAllByRole('option', { name: 'FL', hidden: true })).at(-1) as HTMLElement);
    await user.click(dialog.getByLabelText('Counties', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Pinellas', hidden: true }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.create).toHaveBeenCalledTimes(1));
    expect(calls.create).toHaveBeenCalledWith({ market: { name: 'Gulf Coast', state: 'FL', counties: ['Pinellas'], active: true } });
  });

  it('an edit keeps the name and state and sends the counties and Active against its version', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Tampa Bay' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Tampa Bay' }));
    expect(dialog.getByLabelText(/^Name/)).toBeDisabled();
    expect(dialog.getByRole('link', { name: 'Tampa Bay Wound Team' })).toBeInTheDocument();
    await user.click(dialog.getByRole('checkbox', { name: 'Active' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.update).toHaveBeenCalledTimes(1));
    expect(calls.update).toHaveBeenCalledWith({
      id: TAMPA.id,
      versionId: 3,
      market: { name: 'Tampa Bay', state: 'FL', counties: ['Hillsborough', 'Pasco'], active: false },
    });
  });
});
