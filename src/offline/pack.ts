// The schedule pack (DESIGN §4): the clinician's appointments, their patients and encounters for
// a range of days, fetched with MySchedule and written in one transaction. What the server says
// replaces the device's copy, except records with queued outbox entries: their local optimistic
// copy stays, and their server base version moves only through the drain (so a change made by
// someone else still surfaces as a CONFLICT). A version never goes backwards (a pull that raced
// an acknowledgement cannot undo it). The forms to document with travel in the same pack, and the
// charts of its patients (frame and admissions) so they open offline.
import { MyScheduleDocument } from '../api/encounter-documents';
import type { Answers } from '../domain/forms/questionnaire';
import { timeZoneForState } from '../domain/time-zone';
import type { MyScheduleQuery } from '../gql/graphql';
import {
  type AppointmentRecord,
  type DeviceDb,
  deviceDataGeneration,
  deviceDb,
  type OutboxEntry,
  type PatientRecord,
  type ResponseRecord,
  writeTransaction,
} from './device-db';
import { defaultRequest, type GraphqlRequest } from './graphql-request';
import { chainOf } from './outbox';

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

const SIGNED_OUT = 'Signed out while the schedule was downloading.';

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
  const generation = deviceDataGeneration();
  const pack = (await request(MyScheduleDocument, range)).MySchedule;
  // Signed out while the pack was on its way: its data must not bring the database back.
  if (deviceDataGeneration() !== generation) throw new Error(SIGNED_OUT);
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
    const queuedEntries = await db.outbox.toArray();
    const queued = new Set(queuedEntries.map((e) => e.entityId));
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

    await writeForms(db, pack, queuedEntries, new Set(encounterIdsKept(await db.encounters.toArray())));
    await writeCharts(db, pack, linkedPatients);

    await db.meta.put({ key: 'lastSyncedAt', value: pack.syncedAt });
    await db.meta.put({ key: 'lastPack', value: { from: pack.from, to: pack.to, practitionerId: pack.practitionerId } });
  });
}

const encounterIdsKept = (encounters: readonly { id: string }[]) => encounters.map((e) => e.id);

/**
 * The charts part: each chart of the pack replaces the device's copy (charts are read-only
 * offline, so nothing local can be lost); the charts of patients no visit on the device refers to
 * any more go.
 */
async function writeCharts(db: DeviceDb, pack: Pack, keep: ReadonlySet<string>): Promise<void> {
  const admissions = new Map(pack.chartAdmissions.map((c) => [c.patientId, c.admissions]));
  await db.charts.bulkPut(
    pack.charts.map((chart) => ({ id: chart.patient.id, chart, admissions: admissions.get(chart.patient.id) ?? [] })),
  );
  const stale = (await db.charts.toCollection().primaryKeys()).filter((id) => !keep.has(id));
  await db.charts.bulkDelete(stale);
}

/**
 * The forms part: forms, plans and earlier answers are replaced; filled forms are the server's
 * except those with answers still queued (the device's copy stays until the drain settles
 * them), and those of encounters no longer on the device go. Drafts are the device's own.
 */
async function writeForms(db: DeviceDb, pack: Pack, queuedEntries: readonly OutboxEntry[], encounterIds: ReadonlySet<string>) {
  const waiting = new Set(queuedEntries.filter((e) => e.operation === 'saveQuestionnaireResponse').map(chainOf));
  await Promise.all([db.questionnaires.clear(), db.plans.clear(), db.earlierResponses.clear()]);
  await Promise.all([
    db.questionnaires.bulkPut(pack.questionnaires),
    db.plans.bulkPut(pack.plans),
    db.earlierResponses.bulkPut(pack.earlierResponses.map((r) => ({ ...r, answers: r.answers as Answers }))),
  ]);
  const fromServer = new Set<string>();
  const responses: ResponseRecord[] = [];
  for (const response of pack.responses) {
    const chain = `${response.encounterId} ${response.questionnaireCode}`;
    fromServer.add(chain);
    if (!waiting.has(chain)) responses.push({ ...response, answers: response.answers as Answers, pendingSync: false });
  }
  await db.responses.bulkPut(responses);
  // Gone on the server (discarded) or no longer on the device, unless answers wait to be sent.
  const inPack = new Set(pack.encounters.map((e) => e.id));
  const stale = (await db.responses.toArray()).filter((r) => {
    const chain = `${r.encounterId} ${r.questionnaireCode}`;
    if (waiting.has(chain)) return false;
    return !encounterIds.has(r.encounterId) || (inPack.has(r.encounterId) && !fromServer.has(chain));
  });
  await db.responses.bulkDelete(stale.map((r): [string, string] => [r.encounterId, r.questionnaireCode]));
}
