// One lock order (DESIGN §5): a clinician's row, then their visits. A coordinator saving the
// clinician's route of today locks the clinician and then the day's visits; the clinician
// checking in to one of those visits, and the coordinator rescheduling another, lock the same
// rows. Run side by side (real concurrency on PostgreSQL), each waits for the other and none is
// chosen as a deadlock victim: nothing fails, and no error says 'deadlock'.
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addAppointment,
  addPatient,
  addPractitioner,
  type Clinic,
  cmid,
  deviceTime,
  type EncounterResult,
  localDate,
  M,
  ok,
  Q,
  todayAt,
} from './encounters-fixtures.ts';
import { type GqlError, kinds, startServer, type TestServer } from './harness.ts';

const SAVE = `mutation($input: SaveClinicianRouteInput!) { saveClinicianRoute(input: $input) { versionId } }`;
const RESCHEDULE = `mutation($input: RescheduleAppointmentInput!) { rescheduleAppointment(input: $input) { id versionId start } }`;
const ROUNDS = 12;

describe.each(kinds)('one lock order on %s', (kind) => {
  let s: TestServer;
  let clinic: Clinic;

  beforeAll(async () => {
    s = await startServer(kind);
    clinic = await addPractitioner(s, 'FL', 'clinician', ['FL']);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('route saves, check-ins and reschedules of one clinician at once: no deadlock, nothing but CONFLICT', async () => {
    const visit = async (hhmm: string) =>
      addAppointment(s, {
        patientId: await addPatient(s, `L${hhmm.replace(':', '')}`),
        practitionerId: clinic.practitionerId,
        start: todayAt(clinic.zone, hhmm),
      });
    const checkedIn = await visit('09:00');
    const routed = [checkedIn, await visit('10:00'), await visit('11:00')];
    const encounter = await ok<EncounterResult>(s, 'clinician', M.create, {
      cmid: cmid(),
      encounter: { id: cmid(), appointmentId: checkedIn },
    });
    let moving = { id: await visit('14:00'), versionId: 1, start: todayAt(clinic.zone, '14:00') };

    const errors: GqlError[] = [];
    const call = async <T>(key: string, query: string, variables: Record<string, unknown>): Promise<T | null> => {
      const res = await s.gql<Record<string, T>>(query, variables, await s.token(key));
      if (res.body.errors?.length) {
        errors.push(...res.body.errors);
        return null;
      }
      return Object.values(res.body.data ?? {})[0] ?? null;
    };

    let routeVersion: number | null = null;
    const saveRoute = async () => {
      const saved = await call<{ versionId: number }>('coordinator', SAVE, {
        input: {
          clinicianId: clinic.practitionerId,
          date: localDate(clinic.zone),
          startPoint: { kind: 'home', label: 'Home', latitude: 27.95, longitude: -82.46 },
          departure: '08:00',
          appointmentIds: routed,
          versionId: routeVersion,
        },
      });
      if (saved) routeVersion = saved.versionId;
    };
    let encounterVersion = encounter.versionId;
    const checkInAndBack = async () => {
      const started = await call<EncounterResult>('clinician', M.start, {
        cmid: cmid(),
        id: encounter.id,
        v: encounterVersion,
        p: { recorded: deviceTime(1) },
      });
      if (!started) return;
      const undone = await call<EncounterResult>('clinician', M.undo, {
        cmid: cmid(),
        id: encounter.id,
        v: started.versionId,
        p: { recorded: deviceTime(0) },
      });
      encounterVersion = (undone ?? started).versionId;
    };
    const reschedule = async () => {
      // Between 14:00 and 15:00 of today: the old time is free again once the visit has moved.
      const to = dayjs(moving.start).add(moving.start === todayAt(clinic.zone, '14:00') ? 1 : -1, 'hour');
      const moved = await call<{ id: string; versionId: number; start: string }>('coordinator', RESCHEDULE, {
        input: {
          appointmentId: moving.id,
          versionId: moving.versionId,
          start: to.toISOString(),
          end: to.add(45, 'minute').toISOString(),
          reason: 'Lock order',
          overrideReason: 'Lock order',
        },
      });
      if (moved) moving = moved;
    };

    for (let round = 0; round < ROUNDS; round++) {
      await Promise.all([saveRoute(), checkInAndBack(), reschedule()]);
    }
    expect(errors.filter((e) => e.extensions?.code !== 'CONFLICT')).toEqual([]);
    expect(errors.filter((e) => /deadlock/i.test(e.message))).toEqual([]);
    // Each lane waits for the others: not even a retryable CONFLICT is needed.
    expect(errors).toEqual([]);
    expect(routeVersion).toBe(ROUNDS);
    const final = await ok<EncounterResult>(s, 'clinician', Q.encounter, { id: encounter.id });
    expect(final.versionId).toBe(1 + 2 * ROUNDS);
  });
});
