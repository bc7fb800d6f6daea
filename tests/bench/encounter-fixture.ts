// The benches' encounters at scale (encounter-list.ts, dashboards.ts): `count` encounters over the
// demo's patients and practitioners across the last two years, written straight into the encounter
// table (and, for the dashboards, each visit's appointment), then ANALYZE.
import { randomUUID } from 'node:crypto';
import { appointments, encounters, patients, practitioners } from '../../server/db/schema.ts';
import type { Appointment, AppointmentStatus, Encounter } from '../../src/domain/resources.ts';
import type { startBuiltServer } from './server.ts';

const OUTCOMES = [
  { status: 'finished', stateText: 'eSigned', visit: 'signed' },
  { status: 'finished', stateText: 'eSigned', visit: 'signed' },
  { status: 'finished', stateText: 'checkedOut', visit: 'checked-out' },
  { status: 'in-progress', stateText: 'Checked-in', visit: 'checked-in' },
  { status: 'planned', visit: 'booked' },
  { status: 'cancelled', visit: 'cancelled' },
] as const;
const TYPES = ['follow-up', 'follow-up', 'follow-up', 'soc-patient', 'soc-evaluation', 're-admit'] as const;
const BATCH = 2_000;
const DAY = 86_400_000;
const HOUR = 3_600_000;

export type BenchDb = Awaited<ReturnType<typeof startBuiltServer>>['built']['database']['db'];

export interface EncounterPools {
  patientIds: string[];
  practitionerIds: string[];
  names: string[];
  /** The span of visit times. */
  from: number;
  to: number;
}

const at = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

/**
 * Writes the encounters; with `appointments`, each gets its visit's appointment too (every 13th
 * visit marked missed), and a signed one is signed an hour after check-out, or a day and a half
 * after for every fourth (the dashboards' 'signed within 24 h').
 */
export async function seedEncounters(db: BenchDb, count: number, options: { appointments?: boolean } = {}): Promise<EncounterPools> {
  const people = await db.select({ id: patients.id, name: patients.nameSearch }).from(patients);
  const staff = await db.select({ id: practitioners.id }).from(practitioners);
  const to = Date.now();
  const from = to - 730 * DAY;
  for (let start = 0; start < count; start += BATCH) {
    const rows: (typeof encounters.$inferInsert)[] = [];
    const visits: (typeof appointments.$inferInsert)[] = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) {
      const patient = at(people, i * 7919);
      // Round robin: every practitioner has visits across the two years.
      const practitionerId = at(staff, i).id;
      const outcome = at(OUTCOMES, i);
      const telehealth = i % 11 === 0;
      // The list bench's visits (i × 104,729 ms) fill the oldest months; the dashboards' are spread
      // evenly over the two years (a permutation of the count), so every range holds its share.
      const offset = options.appointments ? Math.floor((((i * 7_919) % count) / count) * (to - from)) : (i * 104_729) % (to - from);
      const visit = new Date(from + offset);
      const checkedOut = new Date(visit.getTime() + HOUR);
      const signed = 'stateText' in outcome && outcome.stateText === 'eSigned';
      const signedAt = new Date(checkedOut.getTime() + (options.appointments && i % 4 === 0 ? 36 : 1) * HOUR);
      const appointmentId = options.appointments ? randomUUID() : null;
      const type = at(TYPES, i * 3);
      const content: Encounter = {
        status: outcome.status,
        ...('stateText' in outcome ? { stateText: outcome.stateText } : {}),
        class: telehealth ? 'virtual' : 'home',
        deliveryType: telehealth ? 'telehealth' : 'in-person',
        type,
        period: { start: visit.toISOString() },
        subject: { reference: `Patient/${patient.id}` },
        practitioner: { reference: `Practitioner/${practitionerId}` },
        ...(outcome.status === 'finished' ? { checkedOutAt: checkedOut.toISOString() } : {}),
        ...(signed ? { signedAt: signedAt.toISOString() } : {}),
        ...(appointmentId ? { appointment: { reference: `Appointment/${appointmentId}` } } : {}),
      };
      rows.push({
        id: randomUUID(),
        versionId: 1,
        lastUpdated: visit,
        content: content as unknown as Record<string, unknown>,
        patientId: patient.id,
        practitionerId,
        appointmentId,
        status: content.status,
        periodStart: visit,
        deliveryType: content.deliveryType,
        signedAt: signed ? signedAt : null,
        reviewState: signed ? 'toReview' : null,
      });
      if (appointmentId) {
        const status: AppointmentStatus = i % 13 === 5 ? 'noshow' : outcome.visit;
        const appointment: Appointment = {
          status,
          appointmentType: type,
          serviceType: 'woundcare',
          start: visit.toISOString(),
          end: new Date(visit.getTime() + 45 * 60_000).toISOString(),
          patient: { reference: `Patient/${patient.id}` },
          practitioner: { reference: `Practitioner/${practitionerId}` },
        };
        visits.push({
          id: appointmentId,
          versionId: 1,
          lastUpdated: visit,
          content: appointment as unknown as Record<string, unknown>,
          patientId: patient.id,
          practitionerId,
          status,
          start: visit,
          end: new Date(visit.getTime() + 45 * 60_000),
        });
      }
    }
    if (visits.length > 0) await db.insert(appointments).values(visits);
    await db.insert(encounters).values(rows);
  }
  // The dashboards read their ranges from covering indexes: as autovacuum would have, mark the
  // pages all-visible so an index-only scan needs no row (the list bench keeps its plain ANALYZE).
  await db.execute(options.appointments ? 'vacuum analyze' : 'analyze');
  return {
    patientIds: people.slice(0, 200).map((p) => p.id),
    practitionerIds: staff.slice(0, 50).map((p) => p.id),
    names: people.slice(0, 200).map((p) => p.name.split(' ').at(-1) ?? p.name),
    from,
    to,
  };
}
