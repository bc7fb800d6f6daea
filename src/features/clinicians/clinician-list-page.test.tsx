// The clinician list (SPEC §2 /clinicians, menu 'Clinicans') through the real route: the title as
// the menu spells it, rows 'Family, Given' linking to the clinician, 25 a page with 'Load more'
// and 'Displayed {n} of {total} results', the search on Enter and the filter panel, all kept in
// the address; billing (financial) may open it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../domain/access';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { json, mockApi } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';
import { clinicianNode, MARKETS } from './testing/clinician-fixtures';

const CLINICIANS = Array.from({ length: 30 }, (_, i) =>
  clinicianNode({
    id: `c-${String(i + 1).padStart(2, '0')}`,
    name: `Pat ${String(i + 1).padStart(2, '0')} Lee`,
    givenName: `Pat ${String(i + 1).padStart(2, '0')}`,
    familyName: 'Lee',
    active: i !== 1,
  }),
);

interface ListVariables {
  term: string | null;
  state: string | null;
  market: string | null;
  active: boolean | null;
  first: number;
  after: string | null;
}
type Body = { variables?: Record<string, unknown> } | null;

function setup(path = '/clinicians', user: SessionUser = USERS.admin) {
  const clinicianList = vi.fn((variables: ListVariables) => {
    const offset = variables.after ? Number(variables.after) : 0;
    const page = CLINICIANS.slice(offset, offset + variables.first);
    const end = offset + page.length;
    return {
      totalCount: CLINICIANS.length,
      pageInfo: { hasNextPage: end < CLINICIANS.length, endCursor: String(end) },
      edges: page.map((node) => ({ node })),
    };
  });
  mockApi({
    'graphql:ClinicianList': ({ body }) =>
      json({ data: { ClinicianList: clinicianList(((body as Body)?.variables ?? {}) as unknown as ListVariables) } }),
    'graphql:MarketList': () => json({ data: { MarketList: { edges: MARKETS.map((node) => ({ node })) } } }),
  });
  storeSession(user);
  const view = renderApp(path);
  return { ...view, clinicianList, user: userEvent.setup() };
}

const rows = () => within(screen.getByRole('list', { name: 'Clinicians' })).getAllByRole('listitem');

describe('/clinicians (SPEC §2)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is titled 'Clinicans' and lists 25 clinicians, then the rest with 'Load more'", async () => {
    const { clinicianList, user } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Clinicans' })).toBeInTheDocument();
    expect(await screen.findByText('Displayed 25 of 30 results')).toBeInTheDocument();
    expect(clinicianList.mock.lastCall?.[0]).toMatchObject({ term: null, state: null, market: null, active: null, first: 25 });
    const first = rows()[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Lee, Pat 01' })).toHaveAttribute('href', '/clinicians/c-01');
    expect(first).toHaveTextContent('NPI 1234567890 · Employee ID E100');
    expect(first).toHaveTextContent('Tampa, FL · Tampa Bay, Orlando');
    expect(within(rows()[1] as HTMLElement).getByText('Inactive')).toBeInTheDocument();
    await expectNoAxeViolations(screen.getByRole('main'));

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Displayed 30 of 30 results')).toBeInTheDocument();
    expect(screen.getByText('The end of results')).toBeInTheDocument();
  });

  it('searches on Enter and filters by state, market and status, keeping them in the address', async () => {
    const { clinicianList, router, user } = setup();
    await screen.findByText('Displayed 25 of 30 results');
    await user.type(screen.getByRole('searchbox', { name: 'Search clinicians' }), '  lee {Enter}');
    await waitFor(() => expect(clinicianList.mock.lastCall?.[0]).toMatchObject({ term: 'lee' }));

    await user.click(screen.getByLabelText('Status', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Inactive', hidden: true }));
    await waitFor(() => expect(clinicianList.mock.lastCall?.[0]).toMatchObject({ term: 'lee', active: false }));
    await user.click(screen.getByLabelText('Market', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Orlando', hidden: true }));
    await waitFor(() => expect(clinicianList.mock.lastCall?.[0]).toMatchObject({ market: 'Orlando', active: false }));
    expect(router.state.location.search).toEqual({ search: 'lee', market: 'Orlando', status: 'inactive' });

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(clinicianList.mock.lastCall?.[0]).toMatchObject({ term: 'lee', state: null, market: null, active: null }));
  });

  it('opens for billing (financial) with the filters from the address', async () => {
    const { clinicianList } = setup('/clinicians?state=FL&status=active', USERS.billing);
    expect(await screen.findByRole('heading', { level: 1, name: 'Clinicans' })).toBeInTheDocument();
    await waitFor(() => expect(clinicianList.mock.lastCall?.[0]).toMatchObject({ state: 'FL', active: true }));
  });
});
