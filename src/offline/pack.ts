// The schedule pack (DESIGN §4): the clinician's appointments, their patients and encounters for
// a range of days, fetched with MySchedule and written in one transaction. What the server says
// replaces the device's copy, except records with queued outbox entries: their local optimistic
// copy stays, and their server base version moves only through the drain (so a change made by
// someone else still surfaces as a CONFLICT). A version never goes backwards (a pull that raced
// an acknowledgement cannot undo it).
import { MyScheduleDocument } from '../api/encounter-documents';
import { timeZoneForState } from '../domain/time-zone';
import type { MyScheduleQuery } from '../gql/graphql';
import { type AppointmentRecord, type DeviceDb, deviceDb, type PatientRecord, writeTransaction } from './device-db';
import { defaultRequest, type GraphqlRequest } from './graphql-request';

export interface PackRange {
  /** First day, YYYY-MM-DD. */
  from: string;
  /** Last day (inclusive), YYYY-MM-DD. */
  to: string;
}

export interface PackResult {
  appointments: number;
  patients: number;
  encounters: number;
  /** Time taken: fetch + write. */
  ms: number;
}

type Pack = MyScheduleQuery['MySchedule'];

const isoDate = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The pull range: today − 1 day to today + 7 days (the device's calendar). */
export function schedulePackRange(now = new Date()): PackRange {
  const day = (offset: number) => isoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset));
  return { from: day(-1), to: day(7) };
}

/** The calendar day (YYYY-MM-DD) of `instant` in `timeZone`. */
export function dayInZone(instant: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    new Date(instant),
  );
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Fetches MySchedule for `range` and writes it to the device (see the module note). */
export async function pullSchedulePack(userId: string, range: PackRange, options: { request?: GraphqlRequest } = {}): Promise<PackResult> {
  const started = performance.now();
  const request = options.request ?? (await defaultRequest());
  const pack = (await request(MyScheduleDocument, range)).MySchedule;
  await writePack(deviceDb(userId), range, pack);
  return {
    appointments: pack.appointments.length,
    patients: pack.patients.length,
    encounters: pack.encounters.length,
    ms: Math.round(performance.now() - started),
  };
}

const newer = (local: { versionId: number } | undefined, incoming: { versionId: number }) =>
  !local || incoming.versionId >= local.versionId;

async function writePack(db: DeviceDb, range: PackRange, pack: Pack): Promise<void> {
  await writeTransaction(db, async () => {
    const queued = new Set((await db.outbox.toArray()).map((e) => e.entityId));
    const patients = new Map<string, PatientRecord>();
    for (const p of await db.patients.toArray()) patients.set(p.id, p);

    for (const patient of pack.patients) {
      if (!newer(patients.get(patient.id), patient)) continue;
      const record: PatientRecord = { ...patient, pendingSync: false };
      patients.set(patient.id, record);
      await db.patients.put(record);
    }

    for (const encounter of pack.encounters) {
      if (queued.has(encounter.id)) continue;
      if (!newer(await db.encounters.get(encounter.id), encounter)) continue;
      await db.encounters.put({ ...encounter, pendingSync: false });
    }

    const seen = new Set<string>();
    for (const appointment of pack.appointments) {
      seen.add(appointment.id);
      const local = await db.appointments.get(appointment.id);
      if (local?.encounterId && queued.has(local.encounterId)) continue;
      if (appointment.encounterId && queued.has(appointment.encounterId)) continue;
      if (!newer(local, appointment)) continue;
      const state = patients.get(appointment.patientId)?.address?.state ?? appointment.address?.state;
      const record: AppointmentRecord = { ...appointment, date: dayInZone(appointment.start, timeZoneForState(state)), pendingSync: false };
      await db.appointments.put(record);
    }

    // Gone from the server's answer for these days: removed here too (unless changes wait).
    const inRange = await db.appointments.where('date').between(range.from, range.to, true, true).toArray();
    const gone = inRange.filter((a) => !seen.has(a.id) && !(a.encounterId && queued.has(a.encounterId)));
    await db.appointments.bulkDelete(gone.map((a) => a.id));

    // Encounters and patients that no visit on the device refers to any more.
    const appointments = await db.appointments.toArray();
    const linkedEncounters = new Set(appointments.flatMap((a) => (a.encounterId ? [a.encounterId] : [])));
    for (const e of pack.encounters) linkedEncounters.add(e.id);
    const orphanEncounters = (await db.encounters.toArray()).filter((e) => !linkedEncounters.has(e.id) && !queued.has(e.id));
    await db.encounters.bulkDelete(orphanEncounters.map((e) => e.id));
    const linkedPatients = new Set(appointments.map((a) => a.patientId));
    await db.patients.bulkDelete([...patients.keys()].filter((id) => !linkedPatients.has(id)));

    await db.meta.put({ key: 'lastSyncedAt', value: pack.syncedAt });
    await db.meta.put({ key: 'lastPack', value: { from: pack.from, to: pack.to, practitionerId: pack.practitionerId } });
  });
}
