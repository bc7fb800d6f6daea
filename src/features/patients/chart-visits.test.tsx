// SPEC §2 chart tabs 7 'Encounters' and 11 'Appointments' through the real routes, over a stand-in
// API: each visit with its date and time in the patient's zone, visit type, clinician, SPEC §3
// status words and delivery type; 'Displayed {n} of {total} results', 'Load more' and 'The end of
// results'; 'No data found to display' for none; a role the server shows no appointments is told.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../domain/access';
import { json, mockApi } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';

const PATIENT = '0b6f3a52-6a0e-4c8f-9a51-3f2d7e1c9a01';

const CHART = {
  patient: {
    id: PATIENT,
    name: 'Ana Ortiz',
    birthDate: '1950-03-07',
    age: 76,
    gender: 'female',
    phone: null,
    externalNumber: null,
    admissionStatus: 'active',
    state: 'TX',
    marketName: 'Houston',
  },
  demographics: {
    fullName: 'Ana Ortiz',
    preferredName: null,
    gender: 'female',
    birthDate: '1950-03-07',
    age: 76,
    maritalStatus: null,
    externalNumber: null,
    ssnLast4: null,
    phones: [],
    emergencyContact: null,
    caregivers: [],
    addresses: [],
    email: null,
    fax: null,
    race: null,
    ethnicity: null,
    timeZone: 'America/Chicago',
  },
  tabs: [
    { key: 'encounter', count: 3 },
    { key: 'appointments', count: 2 },
  ],
};

const encounter = (id: string, over: Record<string, unknown>) => ({
  id,
  status: 'finished',
  stateText: 'eSigned',
  type: 'follow-up',
  deliveryType: 'in-person',
  start: '2026-05-01T14:00:00.000Z',
  end: null,
  clinicianName: 'Casey Clinician',
  cancelReason: null,
  ...over,
});

const connection = <T,>(nodes: T[], total: number, hasNextPage: boolean, endCursor: string | null = null) => ({
  totalCount: total,
  pageInfo: { hasNextPage, endCursor },
  edges: nodes.map((node) => ({ node })),
});

type Body = { variables?: Record<string, unknown> } | null;

function setup(path: string, options: { user?: SessionUser; empty?: boolean } = {}) {
  const api = mockApi({
    'graphql:PatientChart': () => json({ data: { PatientChart: CHART } }),
    'graphql:PatientEncounterList': ({ body }) => {
      if (options.empty) return json({ data: { PatientEncounterList: connection([], 0, false) } });
      const after = (body as Body)?.variables?.after;
      return json({
        data: {
          PatientEncounterList: after
            ? connection(
                [
                  encounter('e3', {
                    start: '2026-04-01T14:00:00.000Z',
                    type: 'soc-patient',
                    stateText: null,
                    status: 'cancelled',
                    cancelReason: 'Error',
                  }),
                ],
                3,
                false,
              )
            : connection(
                [
                  encounter('e1', {
                    start: '2026-05-05T14:00:00.000Z',
                    stateText: 'Checked-in',
                    status: 'in-progress',
                    deliveryType: 'telehealth',
                  }),
                  encounter('e2', {}),
                ],
                3,
                true,
                'c1',
              ),
        },
      });
    },
    'graphql:PatientAppointmentList': () =>
      json({
        data: {
          PatientAppointmentList: connection(
            [
              {
                id: 'a1',
                status: 'noshow',
                appointmentType: 'soc-patient',
                start: '2026-05-08T14:00:00.000Z',
                end: '2026-05-08T14:45:00.000Z',
                clinicianName: null,
              },
              {
                id: 'a2',
                status: 'booked',
                appointmentType: 're-admit',
                start: '2026-05-01T14:00:00.000Z',
                end: '2026-05-01T14:45:00.000Z',
                clinicianName: 'Casey Clinician',
              },
            ],
            2,
            false,
          ),
        },
      }),
  });
  storeSession(options.user ?? USERS.admin);
  const view = renderApp(path);
  return { ...view, api, user: userEvent.setup() };
}

const rows = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem');

describe('chart Encounters and Appointments tabs (SPEC §2 tabs 7, 11)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lists encounters newest first in the patient’s zone, with type, clinician, state and delivery; Load more to the end', async () => {
    const { user } = setup(`/patients/${PATIENT}/encounter`);
    expect(await screen.findByRole('list', { name: 'Encounters' })).toBeInTheDocument();
    const [first, second] = rows('Encounters') as [HTMLElement, HTMLElement];
    // 14:00Z is 09:00 in Houston (CDT).
    expect(first).toHaveTextContent('05/05/2026 09:00 AM');
    expect(first).toHaveTextContent('Follow-up (FU)');
    expect(first).toHaveTextContent('Casey Clinician · Telehealth');
    expect(within(first).getByText('Checked in')).toBeInTheDocument();
    expect(within(second).getByText('Signed')).toBeInTheDocument();
    expect(second).toHaveTextContent('In person');
    expect(screen.getByText('Displayed 2 of 3 results')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows('Encounters')).toHaveLength(3));
    const third = rows('Encounters')[2] as HTMLElement;
    expect(third).toHaveTextContent('Start of Care (SOC)');
    expect(within(third).getByText('Canceled')).toBeInTheDocument();
    expect(third).toHaveTextContent('Error');
    expect(screen.getByText('The end of results')).toBeInTheDocument();
    expect(screen.getByText('Displayed 3 of 3 results')).toBeInTheDocument();
  });

  it("says 'No data found to display' when there are none", async () => {
    setup(`/patients/${PATIENT}/encounter`, { empty: true });
    expect(await screen.findByText('No data found to display')).toBeInTheDocument();
  });

  it('lists appointments with SPEC §3 status words (noshow Missed, booked Confirmed)', async () => {
    setup(`/patients/${PATIENT}/appointments`);
    expect(await screen.findByRole('list', { name: 'Appointments' })).toBeInTheDocument();
    const [first, second] = rows('Appointments') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('05/08/2026 09:00 AM – 09:45 AM');
    expect(first).toHaveTextContent('Start of Care (SOC)');
    expect(first).toHaveTextContent('No clinician');
    expect(within(first).getByText('Missed')).toBeInTheDocument();
    expect(within(second).getByText('Confirmed')).toBeInTheDocument();
    expect(second).toHaveTextContent('Re-admit (RE/RA)');
    expect(screen.getByText('The end of results')).toBeInTheDocument();
  });

  it('tells a reviewer appointments are not shown, and asks nothing', async () => {
    const { api } = setup(`/patients/${PATIENT}/appointments`, {
      user: { ...USERS.admin, roles: ['reviewer-readonly'] as SessionUser['roles'] },
    });
    expect(await screen.findByText('Appointments are not shown to your role.')).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => String(init?.body ?? '').includes('PatientAppointmentList'))).toBe(false);
  });
});
