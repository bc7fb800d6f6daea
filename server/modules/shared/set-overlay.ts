// What the reads of a command see while a batch is applied as a set (encounters/command-batch.ts):
// the rows the batch read up front (locked, encounters/command-set-reads.ts), with the writes of
// its earlier commands laid over them. The set's writes are sent only at the end, so a later
// command cannot read them from the database; the repositories that read what a batch writes
// (the encounter and its appointment, the appointment's encounter, a clinician's visit in
// progress, an encounter's responses) ask the overlay instead, and keep their rule beside their
// SQL. A read the batch did not read up front cannot be answered: it is a surprise, and the batch
// runs command by command instead (SetSurprise).
import type { QuestionnaireResponse } from '../../../src/domain/forms/response.ts';
import type { Appointment, Encounter } from '../../../src/domain/resources.ts';
import type { PlannedWrite, ResourceRow } from '../../db/resource-store.ts';
import { refId } from './encounter-views.ts';
import type { PatientRead } from './patient-access-repository.ts';

/** The set cannot go on as a set (a read it did not prepare, a write refused at flush): run it command by command. */
export class SetSurprise extends Error {}

type Kind = 'Encounter' | 'Appointment' | 'QuestionnaireResponse';
type RowOf<K extends Kind> = K extends 'Encounter' ? Encounter : K extends 'Appointment' ? Appointment : QuestionnaireResponse;

/** What a batch read up front. */
export interface SetReads {
  /** Rows read by id and locked, by `${kind} ${id}` (null: none, or deleted). */
  rows: Map<string, ResourceRow<unknown> | null>;
  /** The patients of those rows, as the batch's user's access rule read them, by id. */
  patients: Map<string, PatientRead>;
  /** Rows read by a condition (a superset: the reader's rule filters them), by the pool's name. */
  pools: Map<string, readonly ResourceRow<unknown>[]>;
}

const lower = (id: string | null | undefined): string | null => id?.toLowerCase() ?? null;

export class SetOverlay {
  /** The rows the set's applied commands wrote, as they now are. */
  private readonly written = new Map<string, ResourceRow<unknown>>();

  constructor(private readonly reads: SetReads) {}

  /** A command's writes, applied: later commands read them. */
  put(writes: readonly PlannedWrite[]): void {
    for (const write of writes) {
      if (write.row && write.history) this.written.set(`${write.history.resourceType} ${write.row.id.toLowerCase()}`, write.row);
    }
  }

  /** The current row (null: none or deleted). */
  row<K extends Kind>(kind: K, id: string): ResourceRow<RowOf<K>> | null {
    const key = `${kind} ${id.toLowerCase()}`;
    const row = this.written.get(key) ?? this.reads.rows.get(key);
    if (row === undefined) throw new SetSurprise(`${kind} not read up front`);
    return row && !row.deleted ? (row as ResourceRow<RowOf<K>>) : null;
  }

  /** The current rows of a pool read up front, and every row of its kind the set wrote. */
  rowsOf<K extends Kind>(kind: K, pool: string): ResourceRow<RowOf<K>>[] {
    const read = this.reads.pools.get(pool);
    if (!read) throw new SetSurprise(`${pool} not read up front`);
    const rows = new Map<string, ResourceRow<unknown>>();
    for (const row of read) rows.set(row.id.toLowerCase(), this.written.get(`${kind} ${row.id.toLowerCase()}`) ?? row);
    for (const [key, row] of this.written) if (key.startsWith(`${kind} `)) rows.set(row.id.toLowerCase(), row);
    return [...rows.values()] as ResourceRow<RowOf<K>>[];
  }

  private patient(id: string | null): PatientRead | null {
    if (!id) return null;
    const read = this.reads.patients.get(id.toLowerCase());
    if (!read) throw new SetSurprise('patient not read up front');
    return read;
  }

  /** As encounterRecordRepository.readForChange: the encounter, its appointment and its patient. */
  encounterForChange(id: string) {
    const encounter = this.row('Encounter', id);
    if (!encounter) return null;
    const appointmentId = lower(refId(encounter.content.appointment));
    const appointment = appointmentId ? this.row('Appointment', appointmentId) : null;
    return { encounter, appointment, patient: this.patient(refId(encounter.content.subject)) };
  }

  /** As encounterRecordRepository.readAppointmentForChange: the appointment and its patient. */
  appointmentForChange(id: string) {
    const appointment = this.row('Appointment', id);
    if (!appointment) return null;
    const patientId = refId(appointment.content.patient);
    const patient = this.patient(patientId);
    return { appointment, patient };
  }
}
