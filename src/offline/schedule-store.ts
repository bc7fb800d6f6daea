// The clinician's day as the screens read it: live queries over the device database, so a
// visit changes on screen the moment a command (or a sync) writes it.
import type { EncounterStateFlags } from '../domain/encounter-workflow';
import {
  type AppointmentRecord,
  type DeviceDb,
  deviceDb,
  type EncounterRecord,
  observe,
  type PatientRecord,
  readTransaction,
} from './device-db';
import { visitState } from './encounter-record';
import type { Observable } from './observable';

/** One stop of the day: the appointment, its patient, its encounter (if any) and what it allows. */
export interface Visit {
  appointment: AppointmentRecord;
  patient: PatientRecord;
  encounter: EncounterRecord | null;
  state: EncounterStateFlags;
  /** Outbox entries of this visit's encounter not yet acknowledged (any status). */
  pendingCount: number;
}

export interface DayView {
  date: string;
  /** In route order (routeOrder, then start time). */
  visits: Visit[];
}

const byRoute = (a: AppointmentRecord, b: AppointmentRecord) =>
  (a.routeOrder ?? Number.POSITIVE_INFINITY) - (b.routeOrder ?? Number.POSITIVE_INFINITY) || a.start.localeCompare(b.start);

async function visitsOf(db: DeviceDb, appointments: AppointmentRecord[]): Promise<Visit[]> {
  const patients = await db.patients.bulkGet(appointments.map((a) => a.patientId));
  const encounterIds = appointments.map((a) => a.encounterId ?? '');
  const encounters = await db.encounters.bulkGet(encounterIds);
  const entries = await db.outbox
    .where('entityId')
    .anyOf(encounterIds.filter((id) => id !== ''))
    .toArray();
  const counts = new Map<string, number>();
  for (const e of entries) counts.set(e.entityId, (counts.get(e.entityId) ?? 0) + 1);
  const visits: Visit[] = [];
  appointments.forEach((appointment, i) => {
    const patient = patients[i];
    if (!patient) return; // a pack always brings the patient; a half-written device would show nothing
    const encounter = encounters[i] ?? null;
    visits.push({
      appointment,
      patient,
      encounter,
      state: visitState(encounter),
      pendingCount: encounter ? (counts.get(encounter.id) ?? 0) : 0,
    });
  });
  return visits;
}

async function readDayFrom(db: DeviceDb, date: string): Promise<DayView> {
  return readTransaction(db, async () => {
    const appointments = (await db.appointments.where('date').equals(date).toArray()).sort(byRoute);
    return { date, visits: await visitsOf(db, appointments) };
  });
}

/** The day's visits, once (the benchmark's read). */
export function readDay(userId: string, date: string): Promise<DayView> {
  return readDayFrom(deviceDb(userId), date);
}

/** The day's visits, live. */
export function observeDay(userId: string, date: string): Observable<DayView> {
  const db = deviceDb(userId);
  return observe(() => readDayFrom(db, date));
}

/** One visit by appointment id, live; null when the device does not hold it. */
export function observeVisit(userId: string, appointmentId: string): Observable<Visit | null> {
  const db = deviceDb(userId);
  return observe(() =>
    readTransaction(db, async () => {
      const appointment = await db.appointments.get(appointmentId);
      if (!appointment) return null;
      return (await visitsOf(db, [appointment]))[0] ?? null;
    }),
  );
}
