// The encounter lifecycle over GraphQL (SPEC §4, §8): create → check-in → check-out → e-sign →
// amend → e-sign, undo check-in, cancel, telehealth auto check-out; the appointment status that
// follows; provenance with the device's time; and the spec's messages for refused steps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TELEHEALTH_ONLY } from '../../server/modules/encounters/encounter-mutations.ts';
import { WORKFLOW_MESSAGES } from '../../src/domain/encounter-workflow.ts';
import { addPractitioner, addVisit, type Clinic, cmid, deviceTime, type EncounterResult, fails, M, ok, Q } from './encounters-fixtures.ts';
import { kinds, startServer, type TestServer } from './harness.ts';

const APPOINTMENT_STATUS = `query($from: String!, $to: String!) { MySchedule(from: $from, to: $to) { appointments { id status versionId } } }`;

describe.each(kinds)('encounter lifecycle on %s', (kind) => {
  let s: TestServer;
  let clinic: Clinic;

  beforeAll(async () => {
    s = await startServer(kind);
    clinic = await addPractitioner(s, 'FL', 'clinician');
  });
  afterAll(async () => {
    await s?.close();
  });

  const create = async (appointmentId: string, deliveryType?: string) =>
    ok<EncounterResult>(s, 'clinician', M.create, {
      cmid: cmid(),
      encounter: { id: cmid(), appointmentId, ...(deliveryType ? { deliveryType } : {}) },
    });
  const start = (e: { id: string; versionId: number }, recorded = deviceTime(30)) =>
    ok<EncounterResult>(s, 'clinician', M.start, { cmid: cmid(), id: e.id, v: e.versionId, p: { recorded } });
  const checkOut = (e: { id: string; versionId: number }, at: string) =>
    ok<EncounterResult>(s, 'clinician', M.update, { cmid: cmid(), id: e.id, v: e.versionId, e: { checkedOutAt: at } });
  const appointment = async (id: string) => {
    const today = new Date().toISOString().slice(0, 10);
    const { appointments } = await ok<{ appointments: { id: string; status: string; versionId: number }[] }>(
      s,
      'clinician',
      APPOINTMENT_STATUS,
      {
        from: new Date(Date.parse(today) - 86_400_000).toISOString().slice(0, 10),
        to: new Date(Date.parse(today) + 86_400_000).toISOString().slice(0, 10),
      },
    );
    return appointments.find((a) => a.id === id);
  };

  it('runs check-in → check-out → e-sign → amend → e-sign, the appointment following, with provenance', async () => {
    const appointmentId = await addVisit(s, clinic, '08:00', 1);
    // Created and checked in offline: the device's times are what the trail keeps.
    const createdAt = deviceTime(31);
    const planned = await ok<EncounterResult>(s, 'clinician', M.create, {
      cmid: cmid(),
      encounter: { id: cmid(), appointmentId },
      p: { recorded: createdAt },
    });
    expect(planned).toMatchObject({
      versionId: 1,
      status: 'planned',
      stateText: null,
      type: 'follow-up',
      deliveryType: 'in-person',
      appointmentId,
      practitionerId: clinic.practitionerId,
      hasActiveAuthorization: false,
      period: { start: null, end: null },
      state: { allowCheckIn: true, allowCheckout: false, allowESign: false, allowCancel: true },
    });

    const checkInAt = deviceTime(30);
    const started = await ok<EncounterResult>(s, 'clinician', M.start, {
      cmid: cmid(),
      id: planned.id,
      v: 1,
      p: { recorded: checkInAt, device: 'iPad', latitude: 27.95, longitude: -82.46 },
    });
    expect(started).toMatchObject({ versionId: 2, status: 'in-progress', stateText: 'Checked-in', checkedInAt: checkInAt });
    expect(started.period).toEqual({ start: checkInAt, end: null });
    expect(started.state).toMatchObject({ allowCheckout: true, allowUndoCheckIn: true, allowCheckIn: false });
    expect(await appointment(appointmentId)).toMatchObject({ status: 'checked-in', versionId: 2 });

    const tooEarly = await fails(s, 'clinician', M.update, { cmid: cmid(), id: planned.id, v: 2, e: { checkedOutAt: deviceTime(45) } });
    expect(tooEarly.extensions?.code).toBe('BAD_USER_INPUT');
    expect(tooEarly.message).toBe('Check out time cannot be before check in time');

    const checkOutAt = deviceTime(5);
    const out = await checkOut(started, checkOutAt);
    expect(out).toMatchObject({ versionId: 3, status: 'finished', stateText: 'checkedOut', checkedOutAt: checkOutAt });
    expect(out.period).toEqual({ start: checkInAt, end: checkOutAt });
    expect(await appointment(appointmentId)).toMatchObject({ status: 'checked-out' });

    const signAt = deviceTime(4);
    const signed = await ok<{ signed: boolean; missingAnswers: unknown[]; encounter: EncounterResult }>(s, 'clinician', M.esign, {
      cmid: cmid(),
      id: planned.id,
      v: 3,
      p: { recorded: signAt },
    });
    expect(signed.signed).toBe(true);
    expect(signed.missingAnswers).toEqual([]);
    expect(signed.encounter).toMatchObject({ versionId: 4, stateText: 'eSigned', signedAt: signAt });
    expect(signed.encounter.state).toMatchObject({ allowAmend: true, allowESign: false });
    expect(await appointment(appointmentId)).toMatchObject({ status: 'signed' });

    const amending = await ok<EncounterResult>(s, 'clinician', M.amend, {
      cmid: cmid(),
      id: planned.id,
      v: 4,
      reason: 'Wrong wound size',
      p: { recorded: deviceTime(2) },
    });
    expect(amending).toMatchObject({ versionId: 5, stateText: 'amendmentInprogress', amendReason: 'Wrong wound size' });
    expect(await appointment(appointmentId)).toMatchObject({ status: 'amendRequested' });
    const resignAt = deviceTime(1);
    const resigned = await ok<{ encounter: EncounterResult }>(s, 'clinician', M.esign, {
      cmid: cmid(),
      id: planned.id,
      v: 5,
      p: { recorded: resignAt },
    });
    expect(resigned.encounter).toMatchObject({ versionId: 6, stateText: 'eSigned', signedAt: resignAt });

    const trail = await ok<{ activity: string; recorded: string; agentId: string; device: string | null; latitude: number | null }[]>(
      s,
      'clinician',
      Q.provenance,
      { id: planned.id },
    );
    expect(trail.map((p) => p.activity)).toEqual(['create', 'check-in', 'check-out', 'e-sign', 'amend', 'e-sign']);
    expect(trail[0]?.recorded).toBe(createdAt);
    expect(trail[1]).toMatchObject({ recorded: checkInAt, device: 'iPad', latitude: 27.95, agentId: s.user('clinician').id });
    expect(trail[2]?.recorded).toBe(checkOutAt);
    expect(trail[4]).toMatchObject({ activity: 'amend', reason: 'Wrong wound size' });
    expect(trail.at(-1)?.recorded).toBe(resignAt);

    const state = await ok(s, 'clinician', Q.state, { id: planned.id });
    expect(state).toMatchObject({ status: 'finished', stateText: 'eSigned', allowAmend: true });
    expect(await ok(s, 'clinician', Q.encounter, { id: planned.id })).toMatchObject({ versionId: 6 });
    expect(await ok(s, 'clinician', Q.active, { id: appointmentId })).toMatchObject({ id: planned.id });
  });

  it('undoes a check-in: back to planned, the appointment back to booked', async () => {
    const appointmentId = await addVisit(s, clinic, '09:00', 2);
    const started = await start(await create(appointmentId));
    const undone = await ok<EncounterResult>(s, 'clinician', M.undo, {
      cmid: cmid(),
      id: started.id,
      v: 2,
      p: { recorded: deviceTime(1) },
    });
    expect(undone).toMatchObject({ versionId: 3, status: 'planned', stateText: null, checkedInAt: null, period: { start: null } });
    expect(await appointment(appointmentId)).toMatchObject({ status: 'booked' });
  });

  it('refuses a second check-in while another visit is in progress, with the SPEC §8 words', async () => {
    const first = await start(await create(await addVisit(s, clinic, '10:00', 3)));
    const second = await create(await addVisit(s, clinic, '11:00', 4));
    const refused = await fails(s, 'clinician', M.start, { cmid: cmid(), id: second.id, v: 1, p: { recorded: deviceTime(1) } });
    expect(refused.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.message).toBe('The encounter is already in progress. Please select another encounter to check-in.');
    expect(refused.message).toBe(WORKFLOW_MESSAGES.alreadyInProgress);
    expect(await ok(s, 'clinician', Q.latest, { id: clinic.practitionerId })).toMatchObject({ id: first.id });
    // Once the first is checked out, the second may start.
    await checkOut(first, deviceTime(0));
    expect(await start(second, deviceTime(0))).toMatchObject({ status: 'in-progress' });
    await checkOut({ id: second.id, versionId: 2 }, new Date(Date.now() + 1000).toISOString());
  });

  it('cancels with a reason and refuses to e-sign the cancelled encounter', async () => {
    const appointmentId = await addVisit(s, clinic, '12:00', 5);
    const planned = await create(appointmentId);
    const cancelled = await ok<EncounterResult>(s, 'clinician', M.cancel, {
      cmid: cmid(),
      id: planned.id,
      v: 1,
      reason: 'Error',
      reset: true,
    });
    expect(cancelled).toMatchObject({ versionId: 2, status: 'cancelled', cancelReason: 'Error' });
    expect(cancelled.state).toMatchObject({ allowESign: false, allowCheckIn: false, allowCancel: false });
    expect(await appointment(appointmentId)).toMatchObject({ status: 'cancelled' });
    const trail = await ok<{ activity: string; reason: string | null }[]>(s, 'clinician', Q.provenance, { id: planned.id });
    expect(trail.at(-1)).toMatchObject({ activity: 'cancel', reason: 'Error' });
    const refused = await fails(s, 'clinician', M.esign, { cmid: cmid(), id: planned.id, v: 2 });
    expect(refused.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.message).toBe(WORKFLOW_MESSAGES.notAllowed);
    expect(await ok(s, 'clinician', Q.encounter, { id: planned.id })).toMatchObject({ versionId: 2, status: 'cancelled', signedAt: null });
    expect(await ok(s, 'clinician', Q.active, { id: appointmentId })).toBeNull();
  });

  it('auto-checks-out telehealth encounters only', async () => {
    const inPerson = await start(await create(await addVisit(s, clinic, '13:00', 6)));
    const refused = await fails(s, 'clinician', M.autoCheckout, { cmid: cmid(), id: inPerson.id, v: 2 });
    expect(refused.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.message).toBe(TELEHEALTH_ONLY);
    await checkOut(inPerson, new Date().toISOString());

    const virtual = await start(await create(await addVisit(s, clinic, '14:00', 7), 'telehealth'));
    expect(virtual.deliveryType).toBe('telehealth');
    const done = await ok<EncounterResult>(s, 'clinician', M.autoCheckout, { cmid: cmid(), id: virtual.id, v: 2 });
    expect(done).toMatchObject({ versionId: 3, status: 'finished', stateText: 'checkedOut', checkedOutAt: expect.any(String) });
  });

  it('records a provenance through createProvenance, once per clientMutationId', async () => {
    const planned = await create(await addVisit(s, clinic, '15:00', 8));
    const id = cmid();
    const recorded = deviceTime(3);
    const variables = { p: { recorded, reason: 'Arrived', latitude: 1, longitude: 2 }, target: planned.id, activity: 'check-in', cmid: id };
    const first = await ok<{ id: string; recorded: string }>(s, 'clinician', M.provenance, variables);
    const again = await ok<{ id: string }>(s, 'clinician', M.provenance, variables);
    expect(again).toEqual(first);
    expect(first.recorded).toBe(recorded);
    const trail = await ok<unknown[]>(s, 'clinician', Q.provenance, { id: planned.id });
    expect(trail).toHaveLength(2);
    const bad = await fails(s, 'clinician', M.provenance, { ...variables, cmid: cmid(), activity: 'teleport' });
    expect(bad.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it.each([
    ['a device time that is not ISO', { p: { recorded: 'yesterday' } }, 'provenance.recorded is not an ISO date-time'],
    [
      'a latitude out of range',
      { p: { recorded: deviceTime(1), latitude: 91, longitude: 0 } },
      'provenance.latitude must be between -90 and 90',
    ],
    ['a latitude without longitude', { p: { recorded: deviceTime(1), latitude: 10 } }, 'provenance latitude and longitude go together'],
    ['an encounter id that is not a uuid', { id: 'enc-1' }, 'encounterId is not a valid id'],
    ['a clientMutationId that is not a uuid', { cmid: '42' }, 'clientMutationId is not a valid id'],
    ['a base version of 0', { v: 0 }, 'baseVersion must be at least 1'],
  ])('refuses %s with BAD_USER_INPUT', async (_name, override, message) => {
    const variables = { cmid: cmid(), id: cmid(), v: 1, p: { recorded: deviceTime(1) }, ...override };
    const error = await fails(s, 'clinician', M.start, variables);
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe(message);
  });

  it('refuses a reason over 10000 characters', async () => {
    const planned = await create(await addVisit(s, clinic, '16:00', 9));
    const error = await fails(s, 'clinician', M.cancel, { cmid: cmid(), id: planned.id, v: 1, reason: 'x'.repeat(10_001) });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('cancelReason can be at most 10000 characters');
  });
});
