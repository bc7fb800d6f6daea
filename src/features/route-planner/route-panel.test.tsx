// The route panel on /schedule/{clinicianId}/map through its real seams (router, GraphQL over a
// mocked fetch, the optimizer in this thread where jsdom has no Worker): optimize puts the day's
// visits in the order of least travel, Save sends that order, the saved route's report shows the
// mileage-threshold warning, and leaving with unsaved changes asks SPEC §8's question.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matrixFromCoordinates } from '../../domain/routes/distance';
import { ROUTE_MESSAGES } from '../../domain/routes/route-plan';
import { json, mockApi } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';
import type { ClinicianRoute } from './route-api';

const CLINICIAN = '0b6f3c1e-6d8a-4c2b-9f4e-1a2b3c4d5e6f';
const HOME = { latitude: 27.95, longitude: -82.46 };
const clinician = {
  id: CLINICIAN,
  name: 'Casey Clinician',
  state: 'FL',
  timeZone: 'America/New_York',
  home: { label: '9 Clinic Rd', ...HOME },
};

// Far, near and middle, all free 09:00–13:00 New York: the best order is near, middle, far.
const place = (id: string, name: string, north: number) => ({
  patientName: name,
  asap: false,
  overrideReason: null,
  appointment: {
    id,
    versionId: 1,
    lastUpdated: '2026-11-30T12:00:00.000Z',
    status: 'booked',
    appointmentType: 'follow-up',
    start: '2026-11-30T14:00:00.000Z',
    end: '2026-11-30T18:00:00.000Z',
    routeOrder: null,
    patientId: `p-${id}`,
    practitionerId: CLINICIAN,
    encounterId: null,
    address: {
      line: ['1 Main St'],
      city: 'Tampa',
      state: 'FL',
      postalCode: '33601',
      latitude: HOME.latitude + north,
      longitude: HOME.longitude,
    },
  },
});
const visits = [place('far', 'Fay Far', 0.3), place('near', 'Ned Near', 0.05), place('mid', 'Mia Middle', 0.15)];

const savedRoute = (order: string[]): ClinicianRoute => ({
  id: 'r1',
  versionId: 1,
  lastUpdated: '2026-11-30T12:00:00.000Z',
  clinicianId: CLINICIAN,
  date: '2026-11-30',
  timeZone: 'America/New_York',
  departure: '08:00',
  startPoint: { kind: 'home', label: '9 Clinic Rd', ...HOME, address: null },
  stops: order.map((appointmentId, i) => ({
    appointmentId,
    order: i + 1,
    arrive: '2026-11-30T14:00:00.000Z',
    depart: '2026-11-30T15:00:00.000Z',
    miles: 7,
    minutes: 14,
    lateMinutes: 0,
  })),
  totalMiles: 21.4,
  totalMinutes: 42,
  optimized: true,
  mileageThreshold: 20,
  overThreshold: true,
  outdated: false,
});

function setup() {
  let route: ClinicianRoute | null = null;
  const save = vi.fn((input: { appointmentIds: string[] }) => {
    route = savedRoute(input.appointmentIds);
    return route;
  });
  mockApi({
    '/api/featureFlags': () => json({ 'release-route-optimization': true, 'route-report': true, 'remove-route': true }),
    'graphql:SchedulableClinicians': () => json({ data: { SchedulableClinicians: [clinician] } }),
    'graphql:ClinicianSchedule': () =>
      json({
        data: { ClinicianSchedule: { clinician, from: '2026-11-30', to: '2026-11-30', availableSOCCount: 0, freeSlots: [], visits } },
      }),
    'graphql:ClinicianRoute': () => json({ data: { ClinicianRoute: route } }),
    'graphql:TravelMatrix': ({ body }) => {
      const { points } = (body as { variables: { points: { latitude: number; longitude: number }[] } }).variables;
      return json({ data: { TravelMatrix: { source: 'estimate', ...matrixFromCoordinates(points) } } });
    },
    'graphql:SaveClinicianRoute': ({ body }) =>
      json({ data: { saveClinicianRoute: save((body as { variables: { input: { appointmentIds: string[] } } }).variables.input) } }),
  });
  storeSession(USERS.admin);
  const view = renderApp(`/schedule/${CLINICIAN}/map?date=2026-11-30`);
  return { ...view, save, user: userEvent.setup() };
}

const stopNames = () =>
  within(screen.getByRole('list', { name: 'Stops in order' }))
    .getAllByText(/^Stop \d+:/)
    .map((el) => el.parentElement?.textContent);

describe('the route panel (SPEC §3 Scheduling state, §6, §8)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('optimizes to the order of least travel, saves it, and warns of the mileage threshold', async () => {
    const { save, user } = setup();
    expect(await screen.findByRole('heading', { name: 'Route of 11/30/2026' })).toBeInTheDocument();
    expect(screen.getByText('Not saved')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Optimize route' }));
    await waitFor(() => expect(stopNames()).toEqual(['Stop 1: Ned Near', 'Stop 2: Mia Middle', 'Stop 3: Fay Far']));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save route' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(
        expect.objectContaining({ appointmentIds: ['near', 'mid', 'far'], optimized: true, departure: '08:00' }),
      ),
    );
    const report = await screen.findByRole('table', { name: 'Route report' });
    expect(within(report).getByText('21.4 mi (over 20 mi)')).toBeInTheDocument();
    expect(screen.getByText(/over the mileage threshold of 20 miles/)).toBeInTheDocument();
  });

  it('asks SPEC §8’s question before leaving unsaved changes, and stays when asked to', async () => {
    const { router, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Move Fay Far later' }));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Board' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved route' });
    expect(within(dialog).getByText(ROUTE_MESSAGES.unsaved)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe(`/schedule/${CLINICIAN}/map`);
    await user.click(screen.getByRole('link', { name: 'Board' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Unsaved route' })).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/schedule/${CLINICIAN}`));
  });
});
