// The patient access rule on the server (DESIGN §8 'Access'; the rule itself is
// src/domain/patient-access.ts, its SQL patient-access-repository.ts). Every read of patients,
// and of what belongs to a patient (encounters, forms, schedules, documents), goes through it:
//   - a list passes the caller's scope (loadPatientScope) to its repository, which adds
//     patientFilter, so a page never holds a patient the caller may not read
//     (PatientList(state: "TX") for a Florida clinician is empty, not every TX patient);
//   - assertCanReadPatient: one patient by id (NOT_FOUND when there is none, FORBIDDEN when it
//     exists but is not the caller's: ids are random UUIDs, so saying it exists leaks nothing a
//     caller did not already hold, and it matches the encounter rules' FORBIDDEN);
//   - mayReadPatient: the same as a yes/no, for records that carry a patient.
// The grants (app_user.markets, the linked practitioner) are read from the database for each
// request rather than kept in the session: a user who loses a market loses it at once, also on a
// subscription that is already open. A request's caller carries the grants its session query read
// with it (SignedInUser.grants, identity/session-repository.ts), so a check costs no query of its
// own; any other user object (a user row judged in a transaction) reads them here. It lives in
// shared/ because every area reads through it.
import type { Role, SessionUser } from '../../../src/domain/access.ts';
import { type PatientGrants, type PatientScope, patientScope, scopeAllows } from '../../../src/domain/patient-access.ts';
import type { Executor } from '../../db/client.ts';
import { forbidden, notFound } from '../../errors.ts';
import { batchRead, batchReadMany, withExpected } from './batch-reads.ts';
import { type PatientRead, patientAccessRepository } from './patient-access-repository.ts';

/** The grants read with the request's session (SignedInUser.grants), when `user` is the request's caller. */
const grantsOfRequest = (user: SessionUser): PatientGrants | undefined =>
  'grants' in user ? (user as { grants?: PatientGrants }).grants : undefined;

/** The caller's scope, from their user row and linked practitioner. */
export async function loadPatientScope(db: Executor, user: SessionUser): Promise<PatientScope> {
  const everyone = patientScope(user, { userMarkets: [], practitioner: null });
  if (everyone.kind === 'all') return everyone;
  const grants = grantsOfRequest(user) ?? (await patientAccessRepository.grants(db, user.id));
  if (!grants) return { kind: 'scoped', states: [], visitsOf: null };
  return patientScope(user, grants);
}

/** The states whose records (clinicians, coverage choices) a user works with; null: every state. */
export type StateScope = readonly string[] | null;

/** The caller's states as a StateScope: those of their patient scope, or null for an administrator. */
export async function loadStateScope(db: Executor, user: SessionUser): Promise<StateScope> {
  const scope = await loadPatientScope(db, user);
  return scope.kind === 'all' ? null : scope.states;
}

/** Whether the caller may read the patient (false when it does not exist). */
export async function mayReadPatient(db: Executor, user: SessionUser, patientId: string | null, scope?: PatientScope): Promise<boolean> {
  const s = scope ?? (await loadPatientScope(db, user));
  if (s.kind === 'all') return true;
  if (!patientId) return false;
  return patientAccessRepository.exists(db, patientId, s);
}

/**
 * One patient by id: NOT_FOUND when there is none (or it is deleted), FORBIDDEN when it is not the
 * caller's; what the rule read of it, when it may. `read`: the patient as a write's target already
 * read it in its own statement with the caller's scope (patient-access-repository.ts
 * patientReadColumns) — the same rule, judged without reading the patient again.
 */
export async function assertCanReadPatient(db: Executor, user: SessionUser, patientId: string, read?: PatientRead): Promise<PatientRead> {
  const found =
    read?.patientId === patientId ? read : await patientAccessRepository.readable(db, patientId, await loadPatientScope(db, user));
  if (!found.exists) throw notFound('Patient');
  if (!found.readable) throw forbidden();
  return found;
}

/** The batch-reads family of the patients readersOf is expected to be asked about. */
export const PATIENT_FACTS = 'patient facts';

/**
 * Which of these users may read the patient (a fan-out's recipients, DESIGN §8 'Access'), in
 * three queries whatever their number: their grants, the patient, and their practitioners' visits.
 */
export async function readersOf(
  db: Executor,
  patientId: string,
  candidates: readonly { id: string; roles: readonly string[] }[],
): Promise<Set<string>> {
  // The candidates' grants, read once per batch of commands (batch-reads.ts): the recipients of
  // a batch's notifications are the same users.
  const ids = candidates.map((c) => c.id);
  const grants = await batchRead(`grants ${ids.join(' ')}`, () => patientAccessRepository.grantsOf(db, ids));
  const scopes = new Map<string, PatientScope>();
  for (const c of candidates) {
    const g = grants.get(c.id);
    if (g) scopes.set(c.id, patientScope({ roles: c.roles as readonly Role[] }, g));
  }
  const practitionerIds = [...scopes.values()].flatMap((s) => (s.kind === 'scoped' && s.visitsOf ? [s.visitsOf] : []));
  // Within a batch, read once per patient, and those the batch expects to notify about together
  // (batch-reads.ts expectKeys: a batch applied as a set knows them up front).
  // Keyed as the uuid column answers (lower case), however the id was written.
  const id = patientId.toLowerCase();
  const facts = await batchReadMany(`patient facts ${practitionerIds.join(' ')}`, withExpected(PATIENT_FACTS, id), (ids) =>
    patientAccessRepository.patientFacts(db, ids, practitionerIds),
  );
  const patient = facts.get(id);
  if (!patient) return new Set();
  const readers = new Set<string>();
  for (const [userId, scope] of scopes) {
    const coveredByVisit = scope.kind === 'scoped' && scope.visitsOf !== null && patient.visitedBy.has(scope.visitsOf);
    if (scopeAllows(scope, { state: patient.state, coveredByVisit })) readers.add(userId);
  }
  return readers;
}
