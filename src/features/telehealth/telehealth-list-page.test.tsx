// The Telehealth list (SPEC §2 /telemedicine) through the real route: rows from a stand-in
// TelehealthEncounterList, the filters and search sent as its variables, and the guard.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unlockTestKeys } from '../../offline/testing/keys';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';
import type { TelehealthListItem } from './telehealth-api';
import { mockTelehealthApi, TELEHEALTH_USER, telehealthRow, telehealthRows } from './testing/telehealth-fixtures';

function setup(path = '/telemedicine', rows: readonly TelehealthListItem[] = telehealthRows()) {
  const { api, list } = mockTelehealthApi(() => rows);
  storeSession(TELEHEALTH_USER);
  const view = renderApp(path);
  return { ...view, api, list, user: userEvent.setup() };
}

const lastVariables = (list: ReturnType<typeof setup>['list']) => list.mock.lastCall?.[0];
const rowsShown = () => within(screen.getByRole('list', { name: 'Telehealth encounters' })).getAllByRole('listitem');
const option = (name: string) => screen.findByRole('option', { name, hidden: true });

describe('/telemedicine (SPEC §2 Telehealth)', () => {
  // The shell asks for the PIN until the user's device key is open (tests/setup-dom.ts opens the demo users').
  beforeEach(() => unlockTestKeys(TELEHEALTH_USER.id));
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists every telehealth encounter the user may read, asking with mine: false and no filters', async () => {
    const { list } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Telehealth' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Displayed 3 of 3 results'));
    expect(lastVariables(list)).toMatchObject({ mine: false, patientStates: null, telemedicineStatuses: null, term: null, first: 25 });
    expect(lastVariables(list)?.after ?? null).toBeNull();
    expect(rowsShown()).toHaveLength(3);
    expect(screen.getByText('The end of results')).toBeInTheDocument();
  });

  it('a row shows the patient (to the chart), status, requested at, waited, who asked and who took it', async () => {
    setup();
    await screen.findByText('Displayed 3 of 3 results');
    const [waiting, taken, finished] = rowsShown() as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(waiting).getByRole('link', { name: 'Ana Ortiz' })).toHaveAttribute('href', '/patients/pt-th-1');
    expect(within(waiting).getByText('Requested')).toBeInTheDocument();
    // Still waiting: from the request to now.
    expect(waiting).toHaveTextContent('Waited1 h 15 min');
    expect(waiting).toHaveTextContent('Requested byOlive Onsite');
    expect(waiting).toHaveTextContent('ClinicianNot Available');
    expect(waiting).toHaveTextContent('No home health assigned for this patient');
    expect(within(waiting).getByRole('link', { name: '(305) 555-0142' })).toHaveAttribute('href', 'tel:+13055550142');
    // The meeting opens in its own tab, with no handle back to the EMR.
    const meeting = within(waiting).getByRole('link', { name: 'Join meeting with Ana Ortiz (opens in a new tab)' });
    expect(meeting).toHaveAttribute('href', 'https://meet.example.test/room-1');
    expect(meeting).toHaveAttribute('target', '_blank');
    expect(meeting.getAttribute('rel')).toMatch(/\bnoopener\b/);

    // Taken: waited until the check-in; the time is MM/dd/yyyy hh:mm a in the patient's state's zone (TX).
    expect(within(taken).getByRole('link', { name: 'Ben Brooks' })).toHaveAttribute('href', '/patients/pt-th-2');
    expect(within(taken).getByText('In progress')).toBeInTheDocument();
    expect(taken).toHaveTextContent('Requested at03/02/2026 08:05 AM CST');
    expect(taken).toHaveTextContent('Waited12 min');
    expect(taken).toHaveTextContent('ClinicianTara Telehealth');
    expect(taken).toHaveTextContent('Home healthSunrise Home Health');
    expect(taken).not.toHaveTextContent('No home health assigned');
    expect(within(taken).queryByRole('link', { name: /Join meeting/ })).not.toBeInTheDocument();

    // Over an hour reads hours and minutes (SPEC §9).
    expect(within(finished).getByText('Finished')).toBeInTheDocument();
    expect(finished).toHaveTextContent('Requested at03/01/2026 10:00 AM EST');
    expect(finished).toHaveTextContent('Waited2 h 20 min');

    // Closing a session is My Encounters' action, not this list's.
    expect(screen.queryByRole('button', { name: /Close session/ })).not.toBeInTheDocument();
  });

  it('the state and status filters are sent as patientStates and telemedicineStatuses, and kept in the address', async () => {
    const { list, router, user } = setup();
    await screen.findByText('Displayed 3 of 3 results');
    await user.click(screen.getByRole('combobox', { name: 'Patient state' }));
    await user.click(await option('FL'));
    await user.click(await option('TX'));
    await waitFor(() => expect(lastVariables(list)).toMatchObject({ patientStates: ['FL', 'TX'], telemedicineStatuses: null }));

    await user.click(screen.getByRole('combobox', { name: 'Telehealth status' }));
    await user.click(await option('Requested'));
    await waitFor(() => expect(lastVariables(list)).toMatchObject({ patientStates: ['FL', 'TX'], telemedicineStatuses: ['requested'] }));
    expect(lastVariables(list)).toMatchObject({ mine: false, term: null, first: 25 });
    expect(router.state.location.search).toEqual({ states: ['FL', 'TX'], statuses: ['requested'] });
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeInTheDocument();
  });

  it('Enter in the search box sends the trimmed term with the filters of the address', async () => {
    const statuses = encodeURIComponent(JSON.stringify(['in-progress', 'finished']));
    const { list, router, user } = setup(`/telemedicine?statuses=${statuses}`);
    await screen.findByText('Displayed 3 of 3 results');
    expect(lastVariables(list)).toMatchObject({ telemedicineStatuses: ['in-progress', 'finished'], patientStates: null, term: null });
    await user.type(screen.getByRole('searchbox', { name: 'Search telehealth encounters' }), '  brooks  {Enter}');
    await waitFor(() => expect(lastVariables(list)).toMatchObject({ term: 'brooks', telemedicineStatuses: ['in-progress', 'finished'] }));
    expect(router.state.location.search).toEqual({ search: 'brooks', statuses: ['in-progress', 'finished'] });
  });

  it('Clear empties the filters and asks again without them', async () => {
    const states = encodeURIComponent(JSON.stringify(['CA']));
    const { list, router, user } = setup(`/telemedicine?search=ortiz&states=${states}`);
    await screen.findByText('Displayed 3 of 3 results');
    expect(lastVariables(list)).toMatchObject({ term: 'ortiz', patientStates: ['CA'] });
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(lastVariables(list)).toMatchObject({ term: 'ortiz', patientStates: null, telemedicineStatuses: null }));
    expect(router.state.location.search).toEqual({ search: 'ortiz' });
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
  });

  it("'Load more' asks for the next page after the last cursor", async () => {
    const many = Array.from({ length: 30 }, (_, i) => telehealthRow({ id: `m-${i}`, patientName: `Patient ${i}` }));
    const { list, user } = setup('/telemedicine', many);
    await screen.findByText('Displayed 25 of 30 results');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Displayed 30 of 30 results'));
    expect(lastVariables(list)).toMatchObject({ first: 25, after: '25' });
    expect(screen.getByText('The end of results')).toBeInTheDocument();
  });

  it("an empty answer says 'No data found to display'", async () => {
    setup('/telemedicine', []);
    expect(await screen.findByText('No data found to display')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Telehealth encounters' })).not.toBeInTheDocument();
  });

  it('a user who fails the telehealth check is sent to their first item, and nothing is asked', async () => {
    const { list, router } = mockTelehealthApiFor(USERS.clinician);
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/telemedicine'));
    expect(list).not.toHaveBeenCalled();
  });
});

function mockTelehealthApiFor(user: typeof USERS.clinician) {
  const { list } = mockTelehealthApi(() => telehealthRows());
  storeSession(user);
  return { ...renderApp('/telemedicine'), list };
}
