// The patient access rule on the server (DESIGN §8 'Access'; the rule itself is
// src/domain/patient-access.ts). Every read of patients, and of what belongs to a patient
// (encounters, forms, schedules, documents), goes through one of these:
//   - patientFilter: the SQL condition a list adds, so a page never holds a patient the caller
//     may not read (PatientList(state: "TX") for a Florida clinician is empty, not every TX patient);
//   - assertCanReadPatient: one patient by id (NOT_FOUND when there is none, FORBIDDEN when it
//     exists but is not the caller's: ids are random UUIDs, so saying it exists leaks nothing a
//     caller did not already hold, and it matches the encounter rules' FORBIDDEN);
//   - mayReadPatient: the same as a yes/no, for records that carry a patient.
// The grants (app_user.markets, the linked practitioner) are read from the database at each
// check rather than kept in the session: a user who loses a market loses it at once, also on a
// subscription that is already open.
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SessionUser } from '../../../src/domain/access.ts';
import { type PatientScope, patientScope, scopeIsEmpty } from '../../../src/domain/patient-access.ts';
import type { Executor } from '../../db/client.ts';
import { appointments, encounters, patients, practitioners, users } from '../../db/schema.ts';
import { forbidden, notFound } from '../../errors.ts';

/** The caller's scope, from their user row and linked practitioner (an inactive one grants nothing). */
export async function loadPatientScope(db: Executor, user: SessionUser): Promise<PatientScope> {
  const everyone = patientScope(user, { userMarkets: [], practitioner: null });
  if (everyone.kind === 'all') return everyone;
  const [row] = await db
    .select({
      markets: users.markets,
      practitionerId: practitioners.id,
      state: practitioners.state,
      active: sql<boolean>`coalesce((${practitioners.content}->>'active')::boolean, false) and not ${practitioners.deleted}`,
    })
    .from(users)
    .leftJoin(practitioners, eq(practitioners.id, users.practitionerId))
    .where(eq(users.id, user.id))
    .limit(1);
  if (!row) return { kind: 'scoped', states: [], visitsOf: null };
  return patientScope(user, {
    userMarkets: row.markets,
    practitioner: row.practitionerId && row.active ? { id: row.practitionerId, state: row.state } : null,
  });
}

/** Patients seen on a visit (appointment or encounter, not deleted) of the practitioner. */
const visitPatients = (practitionerId: string, patientId: AnyPgColumn): SQL =>
  sql`(${patientId} in (select ${appointments.patientId} from ${appointments} where ${appointments.practitionerId} = ${practitionerId} and not ${appointments.deleted})
    or ${patientId} in (select ${encounters.patientId} from ${encounters} where ${encounters.practitionerId} = ${practitionerId} and not ${encounters.deleted}))`;

/**
 * The condition a query adds to keep only readable patients; `patientId` is the column holding
 * the patient's id, `state` the patient's state column when the query reads the patient table
 * itself. Undefined: no condition (administrators).
 */
export function patientFilter(scope: PatientScope, patientId: AnyPgColumn, state?: AnyPgColumn): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scopeIsEmpty(scope)) return sql`false`;
  const parts: SQL[] = [];
  if (scope.states.length > 0) {
    parts.push(
      state
        ? inArray(state, [...scope.states])
        : sql`${patientId} in (select ${patients.id} from ${patients} where ${inArray(patients.state, [...scope.states])})`,
    );
  }
  if (scope.visitsOf) parts.push(visitPatients(scope.visitsOf, patientId));
  return or(...parts);
}

/** Whether the caller may read the patient (false when it does not exist). */
export async function mayReadPatient(db: Executor, user: SessionUser, patientId: string | null, scope?: PatientScope): Promise<boolean> {
  const s = scope ?? (await loadPatientScope(db, user));
  if (s.kind === 'all') return true;
  if (!patientId) return false;
  const [row] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.id, patientId), eq(patients.deleted, false), patientFilter(s, patients.id, patients.state)))
    .limit(1);
  return row !== undefined;
}

/** One patient by id: NOT_FOUND when there is none (or it is deleted), FORBIDDEN when it is not the caller's. */
export async function assertCanReadPatient(db: Executor, user: SessionUser, patientId: string): Promise<void> {
  const [row] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.id, patientId), eq(patients.deleted, false)))
    .limit(1);
  if (!row) throw notFound('Patient');
  if (!(await mayReadPatient(db, user, patientId))) throw forbidden();
}
