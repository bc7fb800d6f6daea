// SPEC §2 /schedule/{clinicianId} through its real seams (router, GraphQL client over a mocked
// fetch): the week of a clinician with the weekday letters, availableSOCCount, canceled visits
// only with 'show canceled', the weekend view, a slot and a visit never selected together, and
// booking in a free slot sending the clinician's local time as an instant.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';
import { BOARD_PREFERENCES_KEY } from './board-preferences';
import type { Board } from './scheduling-api';

const CLINICIAN = '0b6f3c1e-6d8a-4c2b-9f4e-1a2b3c4d5e6f';
const PATIENT = '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const clinician = { id: CLINICIAN, name: 'Casey Clinician', state: 'FL', timeZone: 'America/New_York', home: null };

const visit = (id: string, start: string, status: string, patientName: string): Board['visits'][number] => ({
  patientName,
  asap: false,
  overrideReason: null,
  appointment: {
    id,
    versionId: 1,
    lastUpdated: start,
    status,
    appointmentType: 'follow-up',
    start,
    end: new Date(Date.parse(start) + 3_600_000).toISOString(),
    routeOrder: null,
    patientId: PATIENT,
    practitionerId: CLINICIAN,
    encounterId: null,
    address: { line: ['1 Main St'], city: 'Tampa', state: 'FL', postalCode: '33601', latitude: 27.95, longitude: -82.46 },
  },
});

// Monday 11/30/2026 in New York (EST, UTC−5).
const board: Board = {
  clinician,
  from: '2026-11-30',
  to: '2026-12-04',
  availableSOCCount: 2,
  freeSlots: [
    { start: '2026-11-30T15:00:00.000Z', end: '2026-11-30T16:00:00.000Z' },
    { start: '2026-12-01T13:00:00.000Z', end: '2026-12-01T14:00:00.000Z' },
  ],
  visits: [
    visit('a1', '2026-11-30T14:00:00.000Z', 'booked', 'Ada Booked'),
    visit('a2', '2026-11-30T17:00:00.000Z', 'cancelled', 'Cy Canceled'),
  ],
};

/** Each ClinicianSchedule answer waits for `held` (the week it asks for): none waits by default. */
function setup(flags: Record<string, boolean> = {}, held: (variables: { from: string }) => Promise<void> | undefined = () => undefined) {
  const schedule = vi.fn((_variables: { from: string; to: string }) => board);
  const book = vi.fn((_input: Record<string, unknown>) => ({ id: 'new' }));
  mockApi({
    '/api/featureFlags': () => json(flags),
    // SPEC §2 Encounter Duration: a follow-up lasts 45 minutes; a Start of Care keeps the slot's end.
    'graphql:EncounterDurations': () =>
      json({
        data: {
          EncounterDurations: [
            { visitType: 'soc-patient', label: 'Start of Care', minutes: null },
            { visitType: 'follow-up', label: 'Follow-up', minutes: 45 },
          ],
        },
      }),
    'graphql:SchedulableClinicians': () => json({ data: { SchedulableClinicians: [clinician] } }),
    'graphql:ClinicianSchedule': async ({ body }) => {
      const { variables } = body as { variables: { from: string; to: string } };
      await held(variables);
      return json({ data: { ClinicianSchedule: schedule(variables) } });
    },
    'graphql:BookAppointment': ({ body }) =>
      json({ data: { bookAppointment: book((body as { variables: { input: Record<string, unknown> } }).variables.input) } }),
    'graphql:PatientList': () =>
      json({
        data: {
          PatientList: {
            totalCount: 1,
            pageInfo: { hasNextPage: false, endCursor: null },
            edges: [
              {
                node: {
                  id: PATIENT,
                  name: 'Bea Patient',
                  givenName: 'Bea',
                  familyName: 'Patient',
                  birthDate: '1950-06-15',
                  age: 76,
                  gender: 'female',
                  phone: null,
                  externalNumber: null,
                  admissionStatus: 'active',
                  state: 'FL',
                  marketName: null,
                  address: { line: ['1 Main St'], city: 'Tampa', state: 'FL' },
                },
              },
            ],
          },
        },
      }),
  });
  storeSession(USERS.admin);
  const view = renderApp(`/schedule/${CLINICIAN}`);
  return { ...view, schedule, book, user: userEvent.setup() };
}

describe('/schedule/{clinicianId} (SPEC §2, §3 Scheduling state, §4)', () => {
  beforeEach(() => {
    localStorage.setItem(BOARD_PREFERENCES_KEY, JSON.stringify({ date: '2026-12-02', view: 'week' }));
  });
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('shows Monday to Friday with availableSOCCount; canceled visits only with show canceled; the weekend view adds S and S', async () => {
    const { schedule, user } = setup();
    expect(await screen.findByText('Ada Booked')).toBeInTheDocument();
    expect(schedule).toHaveBeenLastCalledWith({ clinicianId: CLINICIAN, from: '2026-11-30', to: '2026-12-04' });
    expect(screen.getByText('Available SOC: 2')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Monday 11/30/2026',
      'Tuesday 12/01/2026',
      'Wednesday 12/02/2026',
      'Thursday 12/03/2026',
      'Friday 12/04/2026',
    ]);
    expect(screen.queryByText('Cy Canceled')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Show canceled' }));
    expect(screen.getByText('Cy Canceled')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Weekend view' }));
    await waitFor(() => expect(schedule).toHaveBeenLastCalledWith({ clinicianId: CLINICIAN, from: '2026-11-29', to: '2026-12-05' }));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(7));
    // Remembered for next time (SPEC §4: local storage).
    expect(JSON.parse(localStorage.getItem(BOARD_PREFERENCES_KEY) ?? '{}')).toMatchObject({
      clinicianId: CLINICIAN,
      weekendView: true,
      showCanceled: true,
    });
  });

  it("while the next week loads, says so instead of showing this week's visits gone", async () => {
    let release = () => {};
    const nextWeek = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user } = setup({}, ({ from }) => (from === '2026-12-07' ? nextWeek : undefined));
    expect(await screen.findByText('Ada Booked')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByRole('status', { name: 'Loading the schedule' })).toBeInTheDocument();
    expect(screen.queryByText('No visits')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Available SOC/)).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading the schedule' })).not.toBeInTheDocument());
    expect(screen.getByText('Available SOC: 2')).toBeInTheDocument();
  });

  it('selecting a slot clears the selected visit and the other way round', async () => {
    const { user } = setup();
    const visitButton = await screen.findByRole('button', { name: /Ada Booked/ });
    await user.click(visitButton);
    expect(visitButton).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('complementary', { name: 'Visit' })).toBeInTheDocument();
    const slot = screen.getByRole('button', { name: 'Free 10:00 AM' });
    await user.click(slot);
    expect(slot).toHaveAttribute('aria-pressed', 'true');
    expect(visitButton).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('complementary', { name: 'Book a visit' })).toBeInTheDocument();
    await user.click(visitButton);
    expect(slot).toHaveAttribute('aria-pressed', 'false');
  });

  it('books a patient in a free slot at the clinician’s local time', async () => {
    const { book, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Free 10:00 AM' }));
    const form = await screen.findByRole('form', { name: 'Book a visit' });
    await user.click(within(form).getByRole('button', { name: 'Book visit' }));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    expect(book).not.toHaveBeenCalled();

    await user.type(within(form).getByPlaceholderText('Name, date of birth, phone or patient number'), 'Bea');
    await user.click(await screen.findByRole('option', { name: /Bea Patient/, hidden: true }));
    await user.click(within(form).getByRole('button', { name: 'Book visit' }));
    await waitFor(() =>
      expect(book).toHaveBeenCalledWith({
        clinicianId: CLINICIAN,
        patientId: PATIENT,
        appointmentType: 'soc-patient',
        start: '2026-11-30T15:00:00.000Z',
        end: '2026-11-30T16:00:00.000Z',
        asap: false,
        overrideReason: null,
      }),
    );
  });

  it("a visit type's Encounter Duration is the booked visit's default length", async () => {
    const { book, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Free 10:00 AM' }));
    const form = await screen.findByRole('form', { name: 'Book a visit' });
    await user.type(within(form).getByPlaceholderText('Name, date of birth, phone or patient number'), 'Bea');
    await user.click(await screen.findByRole('option', { name: /Bea Patient/, hidden: true }));
    await user.click(within(form).getByLabelText(/^Visit type/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Follow-up', hidden: true }));
    await user.click(within(form).getByRole('button', { name: 'Book visit' }));
    await waitFor(() =>
      expect(book).toHaveBeenCalledWith(
        expect.objectContaining({ appointmentType: 'follow-up', start: '2026-11-30T15:00:00.000Z', end: '2026-11-30T15:45:00.000Z' }),
      ),
    );
  });

  it("with 'scheduling lazy loading', goes on into the following weeks, a week read at a time", async () => {
    const { schedule, user } = setup({ 'scheduling-lazy-loading': true });
    expect(await screen.findByText('Ada Booked')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load the following week' }));
    await waitFor(() => expect(schedule).toHaveBeenCalledWith({ clinicianId: CLINICIAN, from: '2026-12-07', to: '2026-12-11' }));
    expect(await screen.findByRole('region', { name: 'Week of 12/07/2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load the following week' }));
    await waitFor(() => expect(schedule).toHaveBeenCalledWith({ clinicianId: CLINICIAN, from: '2026-12-14', to: '2026-12-18' }));
  });
});
