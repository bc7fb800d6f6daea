// The encounter as the target of a declared write (write-pipeline.ts, DESIGN §5): read inside the
// write's transaction and locked with its appointment (encounter-record-repository.ts), then the
// change rule of encounter-access.ts (its practitioner's own clinician or a covering colleague,
// and a patient the caller reads) before anything else about it, so another user learns nothing
// about the encounter. The encounter's read also reads its patient as the access rule does, so the
// rule is judged without a query of its own. Its version is the encounter's. Used by the encounter lifecycle commands
// and by the forms of an encounter (answers, its form list), which change the encounter's record.
// The read variants (below, not locked) serve the encounter's reads under its READ rule.
import type { PatientScope } from '../../../src/domain/patient-access.ts';
import type { Appointment, Encounter } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import type { ResourceRow } from '../../db/resource-store.ts';
import { stores } from '../../db/stores.ts';
import { notFound } from '../../errors.ts';
import { assertCanChangeRecord, assertCanRead, encounterRecord } from './encounter-access.ts';
import { encounterRecordRepository } from './encounter-record-repository.ts';
import { refId } from './encounter-views.ts';
import { lockVisitAfterItsClinician } from './lock-order.ts';
import { loadPatientScope } from './patient-access.ts';
import type { PatientRead } from './patient-access-repository.ts';
import type { WriteTarget } from './write-pipeline.ts';

export interface EncounterTarget {
  encounter: ResourceRow<Encounter>;
  /** The encounter's appointment, locked with it (null when it has none). */
  appointment: ResourceRow<Appointment> | null;
  /** Its patient as the access rule read it (its state is the visit's time zone, device-time.ts). */
  patient: PatientRead;
}

/**
 * The encounter and its appointment locked for a change; after its practitioner when asked (DESIGN
 * §5 lock order). The same statement reads its patient for the access rule under `scope`.
 */
async function readForChange(tx: Executor, encounterId: string, lockClinician: boolean, scope: PatientScope) {
  if (!lockClinician) return encounterRecordRepository.readForChange(tx, encounterId, scope);
  return lockVisitAfterItsClinician({
    peekAndLock: () => encounterRecordRepository.lockPractitionerOf(tx, encounterId),
    lock: () => encounterRecordRepository.readForChange(tx, encounterId, scope),
    // The peek reads the uuid column (lower case); the reference is compared alike.
    clinicianOf: (found) => refId(found?.encounter.content.practitioner)?.toLowerCase() ?? null,
  });
}

/**
 * An encounter the caller may change (NOT_FOUND / FORBIDDEN), locked with its appointment.
 * `lockClinician`: its practitioner's row is locked first, for a write that reads their other
 * visits (check-in: one visit at a time).
 */
export function encounterTarget<I>(
  encounterIdOf: (input: I) => string,
  options: { lockClinician?: boolean } = {},
): WriteTarget<I, EncounterTarget> {
  return {
    kind: 'encounter',
    async resolve(tx, me, input) {
      const scope = await loadPatientScope(tx, me);
      const found = await readForChange(tx, encounterIdOf(input), options.lockClinician === true, scope);
      if (!found) throw notFound('Encounter');
      const { content } = found.encounter;
      const record = { practitionerId: refId(content.practitioner), patientId: refId(content.subject) };
      const patient = await assertCanChangeRecord(tx, me, record, found.patient);
      return { encounter: found.encounter, appointment: found.appointment, patient };
    },
    versionOf: (target) => target.encounter.versionId,
  };
}

/**
 * An encounter the caller may READ (NOT_FOUND / FORBIDDEN: role, practitioner and patient), not
 * locked: for an operation sent as a mutation that changes nothing (the narrative PDF), and for
 * the declared reads of one encounter (createReader: no transaction, so nothing to lock).
 */
export function readableEncounterTarget<I>(encounterIdOf: (input: I) => string): WriteTarget<I, ResourceRow<Encounter>> {
  return {
    kind: 'encounter',
    async resolve(tx, me, input) {
      const row = await stores.encounter.read(tx, encounterIdOf(input));
      if (!row) throw notFound('Encounter');
      await assertCanRead(tx, me, encounterRecord(row.content));
      return row;
    },
    versionOf: (row) => row.versionId,
  };
}

/**
 * As readableEncounterTarget, for a read whose answer to an encounter that does not exist is
 * empty rather than NOT_FOUND (Encounter(id) answers null, an encounter's form list none): null
 * then; one that exists is refused by the same read rule.
 */
export function encounterIfReadableTarget<I>(encounterIdOf: (input: I) => string): WriteTarget<I, ResourceRow<Encounter> | null> {
  return {
    kind: 'encounter',
    async resolve(db, me, input) {
      const row = await stores.encounter.read(db, encounterIdOf(input));
      if (row) await assertCanRead(db, me, encounterRecord(row.content));
      return row;
    },
  };
}
