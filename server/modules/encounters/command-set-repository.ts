// The reads a batch applied as a set makes up front (command-set-reads.ts), each for all its
// commands at once: the clinicians locked first, then the visits (DESIGN §5 'One lock order'),
// then what the commands' guards read of encounters and responses.
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { QuestionnaireResponse } from '../../../src/domain/forms/response.ts';
import type { PatientScope } from '../../../src/domain/patient-access.ts';
import type { Appointment, Encounter } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import { asRows, firstRow, type ResourceRow, rowColumns } from '../../db/resource-store.ts';
import { practitioners } from '../../db/schema/directory.ts';
import { appointments, encounters } from '../../db/schema/encounters.ts';
import { questionnaireResponses } from '../../db/schema/forms.ts';
import { patients } from '../../db/schema/patients.ts';
import { refId } from '../shared/encounter-views.ts';
import { type PatientRead, patientReadColumns, patientReadOf } from '../shared/patient-access-repository.ts';

type PatientColumns = { id: string | null; state: string | null; readable: boolean | null } | null;

const patientOf = (patientId: string | null, p: PatientColumns): PatientRead | null =>
  patientId ? patientReadOf(patientId, p ?? undefined) : null;

export interface LockedVisit {
  encounter: ResourceRow<Encounter> | null;
  appointment: ResourceRow<Appointment> | null;
  patient: PatientRead | null;
}

export const commandSetRepository = {
  /** The clinicians of these encounters and appointments, their rows locked in id order; their ids. */
  async lockClinicians(tx: Executor, encounterIds: readonly string[], appointmentIds: readonly string[]): Promise<Set<string>> {
    const ofEncounters = encounterIds.length
      ? sql`select ${encounters.practitionerId} from ${encounters} where ${inArray(encounters.id, [...encounterIds])}`
      : sql`select null::uuid`;
    const ofAppointments = appointmentIds.length
      ? sql`select ${appointments.practitionerId} from ${appointments} where ${inArray(appointments.id, [...appointmentIds])}`
      : sql`select null::uuid`;
    const rows = await tx
      .select({ id: practitioners.id })
      .from(practitioners)
      .where(sql`${practitioners.id} in (${ofEncounters} union ${ofAppointments})`)
      .orderBy(asc(practitioners.id))
      .for('update');
    return new Set(rows.map((r) => r.id));
  },

  /**
   * The encounters, each locked with its appointment (in encounter id order), and their patients
   * as `scope` reads them: what encounterRecordRepository.readForChange reads of one, for many.
   */
  async lockEncounters(tx: Executor, ids: readonly string[], scope: PatientScope): Promise<LockedVisit[]> {
    if (ids.length === 0) return [];
    const withAppointment = await tx
      .select({ e: rowColumns(encounters), a: rowColumns(appointments), p: patientReadColumns(scope) })
      .from(encounters)
      .innerJoin(appointments, eq(appointments.id, encounters.appointmentId))
      .leftJoin(patients, and(eq(patients.id, encounters.patientId), eq(patients.deleted, false)))
      .where(and(inArray(encounters.id, [...ids]), eq(encounters.deleted, false)))
      .orderBy(asc(encounters.id))
      .for('update', { of: [encounters, appointments] });
    const visits: LockedVisit[] = withAppointment.map((row) => {
      const encounter = firstRow<Encounter>([row.e]) as ResourceRow<Encounter>;
      return { encounter, appointment: firstRow<Appointment>([row.a]), patient: patientOf(refId(encounter.content.subject), row.p) };
    });
    const found = new Set(visits.map((v) => v.encounter?.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length === 0) return visits;
    // Those with no appointment (an inner join finds none), or none at all.
    const alone = await tx
      .select({ e: rowColumns(encounters), p: patientReadColumns(scope) })
      .from(encounters)
      .leftJoin(patients, and(eq(patients.id, encounters.patientId), eq(patients.deleted, false)))
      .where(and(inArray(encounters.id, missing), eq(encounters.deleted, false)))
      .orderBy(asc(encounters.id))
      .for('update', { of: encounters });
    for (const row of alone) {
      const encounter = firstRow<Encounter>([row.e]) as ResourceRow<Encounter>;
      visits.push({ encounter, appointment: null, patient: patientOf(refId(encounter.content.subject), row.p) });
    }
    return visits;
  },

  /** The appointments locked (deleted ones too, as the store's read locks them), with their patients as `scope` reads them. */
  async lockAppointments(tx: Executor, ids: readonly string[], scope: PatientScope): Promise<LockedVisit[]> {
    if (ids.length === 0) return [];
    const rows = await tx
      .select({ a: rowColumns(appointments), p: patientReadColumns(scope) })
      .from(appointments)
      .leftJoin(patients, and(eq(patients.id, appointments.patientId), eq(patients.deleted, false)))
      .where(inArray(appointments.id, [...ids]))
      .orderBy(asc(appointments.id))
      .for('update', { of: appointments });
    return rows.map((row) => {
      const appointment = firstRow<Appointment>([row.a]) as ResourceRow<Appointment>;
      return { encounter: null, appointment, patient: patientOf(refId(appointment.content.patient), row.p) };
    });
  },

  /** What creates ask of (encounterRepository.beforeCreate), at least: the encounters of these ids, and those of these appointments. */
  async encountersOfIdsOrAppointments(
    tx: Executor,
    ids: readonly string[],
    appointmentIds: readonly string[],
  ): Promise<ResourceRow<Encounter>[]> {
    if (ids.length === 0 && appointmentIds.length === 0) return [];
    const rows = await tx
      .select(rowColumns(encounters))
      .from(encounters)
      .where(
        or(
          ids.length ? inArray(encounters.id, [...ids]) : undefined,
          appointmentIds.length
            ? and(inArray(encounters.appointmentId, [...appointmentIds]), ne(encounters.status, 'cancelled'))
            : undefined,
        ),
      );
    return asRows<Encounter>(rows);
  },

  /** What check-in asks of (encounterRepository.hasOtherInProgress), at least: the clinicians' visits in progress. */
  async inProgressOf(tx: Executor, practitionerIds: readonly string[]): Promise<ResourceRow<Encounter>[]> {
    if (practitionerIds.length === 0) return [];
    const rows = await tx
      .select(rowColumns(encounters))
      .from(encounters)
      .where(
        and(inArray(encounters.practitionerId, [...practitionerIds]), eq(encounters.status, 'in-progress'), eq(encounters.deleted, false)),
      );
    return asRows<Encounter>(rows);
  },

  /** The responses of these encounters (not discarded). */
  async responsesOf(tx: Executor, encounterIds: readonly string[]): Promise<ResourceRow<QuestionnaireResponse>[]> {
    if (encounterIds.length === 0) return [];
    const rows = await tx
      .select(rowColumns(questionnaireResponses))
      .from(questionnaireResponses)
      .where(and(inArray(questionnaireResponses.encounterId, [...encounterIds]), eq(questionnaireResponses.deleted, false)));
    return asRows<QuestionnaireResponse>(rows);
  },
};
