// The patient list screen (SPEC §2 /patients) through the real route: the search box, the filter
// panel under it (folded behind 'Filters' on a phone), the rows ('Family, Given': the list is
// sorted by family name) and the list kit's texts, over a stand-in PatientList / MarketList.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdmissionStatus } from '../../domain/resources';
import { json, mockApi } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';

interface Row {
  id: string;
  name: string;
  givenName: string;
  familyName: string;
  birthDate: string;
  age: number;
  gender: string;
  phone: string | null;
  externalNumber: string | null;
  admissionStatus: AdmissionStatus | null;
  state: string | null;
  marketName: string | null;
  address: { line: string[]; city: string; state: string } | null;
}

const STATUSES: (AdmissionStatus | null)[] = [
  'discharge-ordered',
  'onhold-hospitalized',
  'active',
  'planned-scheduled',
  'discharged',
  null,
];

/** The 7th patient has a single name (no given name): the row shows the name as it is. */
const MONONYM = 6;

/** 60 patients; the first is 'Ana Ortiz', born 1950-03-07, discharge pending. */
const PATIENTS: Row[] = Array.from({ length: 60 }, (_, i) => ({
  id: `pt-${String(i + 1).padStart(2, '0')}`,
  name: i === 0 ? 'Ana Ortiz' : i === MONONYM ? 'Smith' : `Patient ${String(i + 1).padStart(2, '0')} Smith`,
  givenName: i === 0 ? 'Ana' : i === MONONYM ? '' : `Patient ${String(i + 1).padStart(2, '0')}`,
  familyName: i === 0 ? 'Ortiz' : 'Smith',
  birthDate: i === 0 ? '1950-03-07' : `19${40 + (i % 50)}-1${i % 3}-0${(i % 9) + 1}`,
  age: 70 + (i % 20),
  gender: 'female',
  phone: i === 0 ? '3055550142' : null,
  externalNumber: i === 0 ? 'MRN100001' : null,
  admissionStatus: STATUSES[i % STATUSES.length] ?? null,
  state: 'FL',
  marketName: i === 0 ? 'Miami' : null,
  address: i === 0 ? { line: ['1 Main St'], city: 'Miami', state: 'FL' } : null,
}));

interface ListVariables {
  term: string | null;
  state: string | null;
  market: string | null;
  admission: string[] | null;
  first: number;
  after: string | null;
}

type Body = { variables?: Record<string, unknown> } | null;

/** PatientList over PATIENTS: offset cursors; every answer is the full set (the screen's part is what it asks). */
function setup(path = '/patients') {
  const patientList = vi.fn((variables: ListVariables) => {
    const offset = variables.after ? Number(variables.after) : 0;
    const page = PATIENTS.slice(offset, offset + variables.first);
    const end = offset + page.length;
    return {
      totalCount: PATIENTS.length,
      pageInfo: { hasNextPage: end < PATIENTS.length, endCursor: String(end) },
      edges: page.map((node) => ({ node })),
    };
  });
  const api = mockApi({
    'graphql:PatientList': ({ body }) =>
      json({ data: { PatientList: patientList(((body as Body)?.variables ?? {}) as unknown as ListVariables) } }),
    'graphql:MarketList': () =>
      json({
        data: {
          MarketList: { totalCount: 1, edges: [{ node: { id: '7b0a4f55-3c1f-4a5e-9d57-0b8e1b0c6c11', name: 'Houston', state: 'TX' } }] },
        },
      }),
  });
  storeSession(USERS.admin);
  const view = renderApp(path);
  return { ...view, api, patientList, user: userEvent.setup() };
}

const lastVariables = (patientList: ReturnType<typeof setup>['patientList']) => patientList.mock.lastCall?.[0];
const patientRows = () => within(screen.getByRole('list', { name: 'Patients' })).getAllByRole('listitem');
const searchBox = () => screen.getByRole('searchbox', { name: 'Search patients' });
const activeChip = () => screen.getByRole('checkbox', { name: 'Active (includes Discharge Pending)' });
/** The phone's button the filter panel folds behind ('Filters', or 'Filters (n)' with n set). */
const filtersButton = () => screen.getByRole('button', { name: /^Filters( \(\d+\))?$/ });
const filterPanel = () => screen.getByRole('group', { name: 'Filters' });
const follows = (later: Element, earlier: Element) => Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('/patients (SPEC §2 patient list)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("says 'Apply criteria to search' and asks the server nothing before any criteria", async () => {
    const { patientList, api, user } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Patients' })).toBeInTheDocument();
    expect(screen.getByText('Apply criteria to search')).toBeInTheDocument();
    // Enter on a blank box is still no criteria.
    await user.type(searchBox(), '   {Enter}');
    // The filter panel's market lookup has answered: the screen has settled with nothing asked.
    await waitFor(() => expect(api.mock.calls.some(([, init]) => String(init?.body ?? '').includes('MarketList'))).toBe(true));
    expect(screen.getByText('Apply criteria to search')).toBeInTheDocument();
    expect(patientList).not.toHaveBeenCalled();
    expect(api.mock.calls.some(([, init]) => String(init?.body ?? '').includes('PatientList'))).toBe(false);
    expect(screen.queryByRole('list', { name: 'Patients' })).not.toBeInTheDocument();
  });

  it('Enter in the search box asks PatientList with the trimmed term and keeps it in the address', async () => {
    const { patientList, router, user } = setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search patients' }), '  ortiz  ');
    expect(patientList).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Displayed 25 of 60 results'));
    expect(patientList).toHaveBeenCalledOnce();
    expect(lastVariables(patientList)).toMatchObject({ term: 'ortiz', state: null, market: null, admission: null, first: 25 });
    expect(lastVariables(patientList)?.after ?? null).toBeNull();
    expect(searchBox()).toHaveValue('ortiz');
    expect(router.state.location.search).toMatchObject({ search: 'ortiz' });
    expect(screen.queryByText('Apply criteria to search')).not.toBeInTheDocument();
  });

  it("a row shows the name as 'Family, Given', the date of birth as MM/DD/YYYY and the SPEC §4 admission label", async () => {
    setup('/patients?search=ortiz');
    await screen.findByText('Displayed 25 of 60 results');
    const rows = patientRows();
    expect(rows).toHaveLength(25);
    const ana = rows[0] as HTMLElement;
    // The list is sorted by family name, so the name reads family first; it opens the chart.
    const anaLink = within(ana).getByRole('link', { name: 'Ortiz, Ana' });
    expect(anaLink).toHaveAttribute('href', '/patients/pt-01');
    expect(within(ana).queryByText('Ana Ortiz')).not.toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Smith, Patient 02' })).toBeInTheDocument();
    // Without a given name the name is shown as it is (no dangling comma).
    expect(within(rows[MONONYM] as HTMLElement).getByRole('link', { name: 'Smith' })).toBeInTheDocument();
    expect(rows[MONONYM]).not.toHaveTextContent(/Smith,/);
    expect(ana).toHaveTextContent('03/07/1950');
    expect(ana).not.toHaveTextContent('1950-03-07');
    expect(ana).toHaveTextContent('MRN100001');
    expect(ana).toHaveTextContent('(305) 555-0142');
    expect(ana).toHaveTextContent('Miami, FL');
    expect(within(ana).getByText('Discharge pending')).toBeInTheDocument();
    // onhold-hospitalized reads 'Active - on hold', planned-scheduled 'Planned (Scheduled)', no admission: no badge.
    expect(within(rows[1] as HTMLElement).getByText('Active - on hold')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Active')).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByText('Planned (Scheduled)')).toBeInTheDocument();
    expect(within(rows[4] as HTMLElement).getByText('Discharged')).toBeInTheDocument();
    expect(rows[5]).not.toHaveTextContent(/Active|Planned|Discharge/);
    expect(rows[1]).toHaveTextContent('11/02/1941 (71 yrs)');
  });

  it("the filter panel comes under the search box, folded (below sm) behind a 'Filters' button that controls it", async () => {
    const { user } = setup();
    const box = await screen.findByRole('searchbox', { name: 'Search patients' });
    const panel = filterPanel();
    const button = filtersButton();
    // The box first, then the button, then the panel (SearchableList's `filters` slot); the list's
    // status line comes after them all.
    expect(follows(button, box)).toBe(true);
    expect(follows(panel, button)).toBe(true);
    expect(follows(screen.getByRole('status'), panel)).toBe(true);
    expect(box.closest('search')).not.toContainElement(panel);
    expect(panel).toHaveAttribute('id', 'patient-filters');
    expect(within(panel).getByRole('group', { name: 'Admission status' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Clear' })).toBeInTheDocument();

    // The button (shown below sm only: CSS, not jsdom's) names the panel and folds it.
    expect(button).toHaveAccessibleName('Filters');
    expect(button).toHaveAttribute('aria-controls', 'patient-filters');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveAttribute('data-folded', 'true');
    await user.click(button);
    expect(filtersButton()).toHaveAttribute('aria-expanded', 'true');
    expect(filterPanel()).toHaveAttribute('data-folded', 'false');
    await user.click(filtersButton());
    expect(filtersButton()).toHaveAttribute('aria-expanded', 'false');
    expect(filterPanel()).toHaveAttribute('data-folded', 'true');
  });

  it("the 'Filters' button counts the filters set: 'Filters (n)'", async () => {
    const admission = encodeURIComponent(JSON.stringify(['active', 'planned']));
    const { user } = setup(`/patients?admission=${admission}&state=TX`);
    await screen.findByText('Displayed 25 of 60 results');
    // Two admission chips and a state.
    expect(filtersButton()).toHaveAccessibleName('Filters (3)');
    await user.click(screen.getByRole('checkbox', { name: 'Planned' }));
    await waitFor(() => expect(filtersButton()).toHaveAccessibleName('Filters (2)'));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(filtersButton()).toHaveAccessibleName('Filters'));
  });

  it("an admission chip asks with admission: ['active'] and counts as criteria", async () => {
    const { patientList, router, user } = setup();
    expect(await screen.findByText('Apply criteria to search')).toBeInTheDocument();
    await user.click(activeChip());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Displayed 25 of 60 results'));
    expect(activeChip()).toBeChecked();
    expect(screen.queryByText('Apply criteria to search')).not.toBeInTheDocument();
    expect(patientList).toHaveBeenCalledOnce();
    expect(lastVariables(patientList)).toMatchObject({ term: null, admission: ['active'], state: null, market: null, first: 25 });
    expect(router.state.location.search).toMatchObject({ admission: ['active'] });
    expect(router.state.location.search).not.toHaveProperty('search');
  });

  it("'Load more' asks for the next page with the last page's cursor as `after`", async () => {
    const { patientList, user } = setup('/patients?search=smith');
    await screen.findByText('Displayed 25 of 60 results');
    expect(lastVariables(patientList)).toMatchObject({ term: 'smith', first: 25, after: null });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Displayed 50 of 60 results'));
    expect(lastVariables(patientList)).toMatchObject({ term: 'smith', first: 25, after: '25' });
    expect(patientRows()).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Displayed 60 of 60 results'));
    expect(lastVariables(patientList)).toMatchObject({ after: '50' });
    expect(screen.getByText('The end of results')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('the same search applied again starts at its first page (the pages loaded before are dropped)', async () => {
    const { patientList, user } = setup('/patients?search=smith');
    await screen.findByText('Displayed 25 of 60 results');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Displayed 50 of 60 results'));
    expect(patientList).toHaveBeenCalledTimes(2);

    // Enter on the same words: one request for the first page, and only its 25 rows.
    await user.type(searchBox(), '{Enter}');
    await waitFor(() => expect(patientList).toHaveBeenCalledTimes(3));
    expect(lastVariables(patientList)).toMatchObject({ term: 'smith', first: 25 });
    expect(lastVariables(patientList)?.after ?? null).toBeNull();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Displayed 25 of 60 results'));
    expect(patientRows()).toHaveLength(25);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    expect(patientList).toHaveBeenCalledTimes(3);
  });

  it('Clear empties the filters (and, with no term, goes back to asking for criteria)', async () => {
    const admission = encodeURIComponent(JSON.stringify(['active', 'planned']));
    const { patientList, router, user } = setup(`/patients?admission=${admission}&state=TX`);
    await screen.findByText('Displayed 25 of 60 results');
    expect(lastVariables(patientList)).toMatchObject({ term: null, admission: ['active', 'planned'], state: 'TX', market: null });
    expect(activeChip()).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Planned' })).toBeChecked();
    expect(screen.getByLabelText('State', { selector: 'input' })).toHaveValue('TX');
    const clear = screen.getByRole('button', { name: 'Clear' });
    expect(clear).toBeEnabled();

    await user.click(clear);
    await waitFor(() => expect(activeChip()).not.toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Planned' })).not.toBeChecked();
    expect(screen.getByLabelText('State', { selector: 'input' })).toHaveValue('');
    expect(screen.getByLabelText('Market', { selector: 'input' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
    expect(router.state.location.search).toEqual({});
    expect(await screen.findByText('Apply criteria to search')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Patients' })).not.toBeInTheDocument();
    expect(patientList).toHaveBeenCalledOnce();
  });

  it('Clear keeps the search term and asks again without the filters', async () => {
    const { patientList, router, user } = setup(`/patients?search=smith&state=TX`);
    await screen.findByText('Displayed 25 of 60 results');
    expect(lastVariables(patientList)).toMatchObject({ term: 'smith', state: 'TX' });
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(patientList).toHaveBeenCalledTimes(2));
    expect(lastVariables(patientList)).toMatchObject({ term: 'smith', state: null, market: null, admission: null });
    expect(router.state.location.search).toEqual({ search: 'smith' });
    expect(searchBox()).toHaveValue('smith');
  });
});
