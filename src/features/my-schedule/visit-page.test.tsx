import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteAllDeviceData, deviceDb } from '../../offline/device-db';
import { mockApi } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';
import { appointment, DAY, encounter, myScheduleHandler, pack, patient, seedDevice } from './testing/schedule-fixtures';

// Mutations never answer: what the screen shows is the device's own (optimistic) state.
const never = () => new Promise<Response>(() => {});
const MUTATIONS = ['CreateEncounter', 'StartEncounter', 'UpdateEncounter', 'EsignEncounter', 'CancelEncounter', 'UndoCheckIn'];

const ALL_ACTIONS = ['Check in', 'Check out', 'E-sign', 'Undo check-in', 'Cancel visit'];

/** The visit itself (on wide screens the day's list is beside it). */
const visitRegion = (name = 'Ana Ortiz') => within(screen.getByRole('region', { name }));

async function openVisit(p: ReturnType<typeof pack>, appointmentId: string, flags: Record<string, boolean> = {}) {
  mockApi({
    '/api/featureFlags': () => new Response(JSON.stringify(flags), { headers: { 'content-type': 'application/json' } }),
    'graphql:MySchedule': myScheduleHandler(p),
    ...Object.fromEntries(MUTATIONS.map((m) => [`graphql:${m}`, never])),
  });
  storeSession(USERS.clinician);
  await seedDevice(USERS.clinician.id, p);
  return renderApp(`/my-schedule/view/${appointmentId}`);
}

function actionsShown(): string[] {
  return ALL_ACTIONS.filter((label) => screen.queryByRole('button', { name: label }) !== null);
}

const ana = () => patient('pt-ana', 'Ana Ortiz', 'FL');

describe('/my-schedule/view/{appointmentId}', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await deleteAllDeviceData();
  });

  it('shows the patient, the visit in the patient zone, directions and phone links, and only Check in for a visit not started', async () => {
    const p = ana();
    const a = appointment('ap-1', p, `${DAY}T14:30:00.000Z`, 1, { appointmentType: 'soc-evaluation' });
    await openVisit(pack([a], [p]), 'ap-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Ortiz' })).toBeInTheDocument();
    expect(screen.getByText(/Tuesday 01\/13\/2026 · 09:30 AM – 10:15 AM/)).toBeInTheDocument();
    expect(visitRegion().getByText('EVL/EO')).toBeInTheDocument();
    expect(visitRegion().getByText('Confirmed')).toBeInTheDocument();
    const patientSection = screen.getByRole('region', { name: 'Patient' });
    expect(patientSection).toHaveTextContent('77');
    expect(patientSection).toHaveTextContent('Female');
    expect(patientSection).toHaveTextContent('07/04/1948');
    expect(within(patientSection).getByRole('link', { name: '(305) 555-0142' })).toHaveAttribute('href', 'tel:+13055550142');
    expect(patientSection).toHaveTextContent('No authorization attached for this patient');
    expect(screen.getByRole('link', { name: 'Directions' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=25.77,-80.19',
    );
    expect(actionsShown()).toEqual(['Check in']);
  });

  it("with 'enforced create route' on, keeps the day's first check-in until the day has a route", async () => {
    const p = ana();
    const a = appointment('ap-1', p, `${DAY}T14:30:00.000Z`, 1, { routeOrder: null });
    await openVisit(pack([a], [p]), 'ap-1', { 'enforced-create-route': true });
    expect(await screen.findByText('Create the route of the day before the first check-in.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check in' })).toBeDisabled();
    // A route saved by the coordinator reaches the device as the visits' route order.
    await deviceDb(USERS.clinician.id).appointments.update('ap-1', { routeOrder: 1 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check in' })).toBeEnabled());
    expect(screen.queryByText('Create the route of the day before the first check-in.')).not.toBeInTheDocument();
  });

  it('checks in on the device at once (without the position when there is none) and then offers what follows', async () => {
    const p = ana();
    const a = appointment('ap-1', p, `${DAY}T14:30:00.000Z`, 1);
    await openVisit(pack([a], [p]), 'ap-1');

    fireEvent.click(await screen.findByRole('button', { name: 'Check in' }));
    expect(await visitRegion().findByText('Not synced')).toBeInTheDocument();
    await waitFor(() => expect(actionsShown()).toEqual(['Check out', 'Undo check-in', 'Cancel visit']));
    expect(screen.getByRole('region', { name: 'Encounter' })).toHaveTextContent('Checked in');
    expect(visitRegion().getByText('Checked In')).toBeInTheDocument();
    const entry = (await deviceDb(USERS.clinician.id).outbox.toArray()).find((e) => e.operation === 'startEncounter');
    expect(entry?.variables).toMatchObject({ provenance: { device: expect.stringMatching(/^(pc|tablet|phone) \(/) } });
  });

  it("warns when a checked-in visit's encounter has no active authorization", async () => {
    const p = ana();
    const a = appointment('ap-1', p, `${DAY}T14:30:00.000Z`, 1, { status: 'checked-in' });
    const e = encounter('en-1', a, {
      status: 'in-progress',
      stateText: 'Checked-in',
      checkedInAt: `${DAY}T14:35:00.000Z`,
      hasActiveAuthorization: false,
    });
    await openVisit(pack([a], [p], [e]), 'ap-1');

    expect(await screen.findByText('An active authorization has not been attached to this encounter.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Encounter' })).toHaveTextContent('01/13/2026 09:35 AM');
    expect(actionsShown()).toEqual(['Check out', 'Undo check-in', 'Cancel visit']);
  });

  it('offers E-sign only for a checked-out visit, and shows Signed with the time once signed', async () => {
    const p = ana();
    const out = appointment('ap-1', p, `${DAY}T14:30:00.000Z`, 1, { status: 'checked-out' });
    const e = encounter('en-1', out, {
      status: 'finished',
      stateText: 'checkedOut',
      checkedInAt: `${DAY}T14:35:00.000Z`,
      checkedOutAt: `${DAY}T15:10:00.000Z`,
    });
    const view = await openVisit(pack([out], [p], [e]), 'ap-1');
    expect(await screen.findByRole('button', { name: 'E-sign' })).toBeInTheDocument();
    expect(actionsShown()).toEqual(['E-sign']);
    expect(screen.queryByText('An active authorization has not been attached to this encounter.')).not.toBeInTheDocument();
    view.unmount();
    await deleteAllDeviceData();

    const signed = appointment('ap-2', p, `${DAY}T14:30:00.000Z`, 1, { status: 'signed' });
    const s = encounter('en-2', signed, { status: 'finished', stateText: 'eSigned', signedAt: `${DAY}T15:20:00.000Z` });
    await openVisit(pack([signed], [p], [s]), 'ap-2');
    const section = await screen.findByRole('region', { name: 'Encounter' });
    expect(within(section).getByText('Signed 01/13/2026 10:20 AM')).toBeInTheDocument();
    expect(actionsShown()).toEqual([]);
  });

  it('shows the refusal in the spec words: another encounter is already in progress', async () => {
    const p = ana();
    const q = patient('pt-ben', 'Ben Carter', 'FL');
    const busy = appointment('ap-1', p, `${DAY}T14:30:00.000Z`, 1, { status: 'checked-in' });
    const e = encounter('en-1', busy, { status: 'in-progress', stateText: 'Checked-in', checkedInAt: `${DAY}T14:35:00.000Z` });
    const next = appointment('ap-2', q, `${DAY}T16:00:00.000Z`, 2);
    await openVisit(pack([busy, next], [p, q], [e]), 'ap-2');

    fireEvent.click(await screen.findByRole('button', { name: 'Check in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The encounter is already in progress. Please select another encounter to check-in.',
    );
    expect(actionsShown()).toEqual(['Check in']);
  });

  it('shows the refusal in the spec words: check-out before check-in', async () => {
    const p = ana();
    const a = appointment('ap-1', p, `${DAY}T14:30:00.000Z`, 1, { status: 'checked-in' });
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const e = encounter('en-1', a, { status: 'in-progress', stateText: 'Checked-in', checkedInAt: future });
    await openVisit(pack([a], [p], [e]), 'ap-1');

    fireEvent.click(await screen.findByRole('button', { name: 'Check out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Check out time cannot be before check in time');
  });

  it('cancels the visit with the optional reason given in the dialog', async () => {
    const p = ana();
    const a = appointment('ap-1', p, `${DAY}T14:30:00.000Z`, 1);
    const e = encounter('en-1', a);
    await openVisit(pack([a], [p], [e]), 'ap-1');

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel visit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel visit' });
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), { target: { value: 'Patient in hospital' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel visit' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Encounter' })).toHaveTextContent('Patient in hospital'));
    expect(visitRegion().getAllByText('Canceled')).toHaveLength(2); // appointment status and encounter state
    expect(actionsShown()).toEqual([]);
  });

  it('says so when the visit is not on this device', async () => {
    await openVisit(pack([], []), 'ap-missing');
    expect(await screen.findByRole('heading', { name: 'Visit not found' })).toBeInTheDocument();
  });
});
