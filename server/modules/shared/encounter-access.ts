// Who may read and who may change a practitioner's encounters and appointments. The operation
// rule ('patient', and the role limits of src/domain/operation-permissions.ts) is checked first
// by authorize(); these narrow it per record (DESIGN §5, §8 'Access').
//   read:   by role: external users read no encounter, reviewer-readonly only signed ones
//           (encounterReach). By practitioner: users with 'settings', and coordinators (any
//           'patient' user who is not a clinician), read any practitioner's; a clinician reads
//           their own and, one record at a time, those of a colleague they cover (below); a lead
//           clinician also reads the clinicians they lead (SPEC §2 /lead-clinician). Lists
//           stay their own. By patient: only encounters of patients the caller may read
//           (patient-access.ts), for every reader.
//   change: the encounter's own practitioner, or a covering colleague: a clinician whose
//           practitioner shares a market with the encounter's (DESIGN §6: clinician2, "same
//           market", changes clinician's visits). Coordinators and admins never change a visit
//           on a clinician's behalf, external and reviewer-readonly users nothing. Every change
//           records its author in the provenance.
import { hasJobFunction, hasPermission, isClinician, type SessionUser } from '../../../src/domain/access.ts';
import { ERROR_CODES } from '../../../src/domain/errors.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import { encounterReach, REVIEWABLE_STATE } from '../../../src/domain/operation-permissions.ts';
import type { PatientScope } from '../../../src/domain/patient-access.ts';
import type { Encounter } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import { stores } from '../../db/stores.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import { refId } from './encounter-views.ts';
import { leadCoverageRepository } from './lead-coverage-repository.ts';
import { assertCanReadPatient, loadPatientScope, mayReadPatient } from './patient-access.ts';
import type { PatientRead } from './patient-access-repository.ts';
import { practitionerMarketsRepository } from './practitioner-markets-repository.ts';

export const notLinked = () => new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.notLinkedToClinician);

/** What the read rule needs of an encounter (or of an appointment: no workflow state). */
export interface EncounterRecord {
  practitionerId: string | null;
  patientId: string | null;
  stateText: string | null;
}

export const encounterRecord = (e: Encounter): EncounterRecord => ({
  practitionerId: refId(e.practitioner),
  patientId: refId(e.subject),
  stateText: e.stateText ?? null,
});

/** The caller's own practitioner id; SPEC §6's message when the account has none. */
export function ownPractitioner(user: SessionUser): string {
  if (!user.practitionerId) throw notLinked();
  return user.practitionerId;
}

export const readsAnyPractitioner = (user: SessionUser): boolean => hasPermission(user, 'settings') || !isClinician(user);

/** Whether the caller's practitioner and `practitionerId` share a market (both active). */
async function covers(db: Executor, user: SessionUser, practitionerId: string): Promise<boolean> {
  if (!user.practitionerId || !isClinician(user)) return false;
  // One after the other: `db` is often a write's transaction, whose client runs one query at a time.
  const mine = await stores.practitioner.read(db, user.practitionerId);
  const theirs = await stores.practitioner.read(db, practitionerId);
  if (!mine?.content.active || !theirs?.content.active) return false;
  const markets = new Set(mine.content.markets);
  return theirs.content.markets.some((market) => markets.has(market));
}

/**
 * SPEC §2 lead clinicians: a lead (job function leadclin) reads the schedules and records of the
 * clinicians an administrator set them to lead on /lead-clinician, whatever their markets.
 */
const leads = async (db: Executor, user: SessionUser, practitionerId: string): Promise<boolean> =>
  hasJobFunction(user, 'leadclin') && leadCoverageRepository.leads(db, user.id, practitionerId);

/** The practitioner part of the read rule: `practitionerId`'s records are readable by its own clinician, a covering colleague, and any reader. */
export async function assertCanReadPractitioner(db: Executor, user: SessionUser, practitionerId: string | null): Promise<void> {
  if (encounterReach(user) === 'none') throw forbidden();
  if (readsAnyPractitioner(user)) return;
  if (practitionerId && practitionerId === user.practitionerId) return;
  if (practitionerId && (await covers(db, user, practitionerId))) return;
  if (practitionerId && (await leads(db, user, practitionerId))) return;
  throw forbidden();
}

/**
 * A practitioner's records as a whole (their latest visit; later their schedule): the practitioner
 * part of the read rule, and, for a reader of any practitioner's, a practitioner of the caller's
 * markets (patient-access.ts: the states the user record grants; the practitioner works in their
 * home state and their markets' states). Their own and a covering
 * colleague's always are.
 */
export async function assertCanReadPractitionerRecords(db: Executor, user: SessionUser, practitionerId: string): Promise<void> {
  await assertCanReadPractitioner(db, user, practitionerId);
  if (practitionerId === user.practitionerId || !readsAnyPractitioner(user)) return;
  if (await leads(db, user, practitionerId)) return;
  const practitioner = await stores.practitioner.read(db, practitionerId);
  const scope = await loadPatientScope(db, user);
  if (!practitioner) throw notFound('Practitioner');
  if (scope.kind === 'all') return;
  const home = practitioner.content.address[0]?.state;
  if (home && scope.states.includes(home)) return;
  const markets = [...practitioner.content.markets, ...(practitioner.content.additionalMarkets ?? [])];
  const states = await practitionerMarketsRepository.statesOf(db, markets);
  if (!states.some((state) => scope.states.includes(state))) throw forbidden();
}

/** One encounter (or appointment): readable by role, by practitioner and by patient. */
export async function assertCanRead(db: Executor, user: SessionUser, record: EncounterRecord): Promise<void> {
  if (encounterReach(user) === 'signed' && record.stateText !== REVIEWABLE_STATE) throw forbidden();
  await assertCanReadPractitioner(db, user, record.practitionerId);
  if (!(await mayReadPatient(db, user, record.patientId))) throw forbidden();
}

/** assertCanRead as a yes/no (subscription events are withheld, not refused). */
export const mayRead = (db: Executor, user: SessionUser, record: EncounterRecord): Promise<boolean> =>
  assertCanRead(db, user, record).then(
    () => true,
    (error: unknown) => {
      if (error instanceof AppError && error.code === ERROR_CODES.FORBIDDEN) return false;
      throw error;
    },
  );

/**
 * What an encounter list may hold for the caller (its repository turns it into SQL): the
 * patients they may read and, for reviewer-readonly, signed encounters only. The practitioner
 * part stays with the list.
 */
export interface EncounterVisibility {
  patients: PatientScope;
  signedOnly: boolean;
}

/** A scope that reads no patient: external users read no encounter at all. */
const NO_PATIENT: PatientScope = { kind: 'scoped', states: [], visitsOf: null };

export async function encounterVisibility(db: Executor, user: SessionUser): Promise<EncounterVisibility> {
  const reach = encounterReach(user);
  if (reach === 'none') return { patients: NO_PATIENT, signedOnly: true };
  return { patients: await loadPatientScope(db, user), signedOnly: reach === 'signed' };
}

/** A change to a record of `practitionerId`'s: its own clinician or a covering colleague only. */
export async function assertCanChange(db: Executor, user: SessionUser, practitionerId: string | null): Promise<void> {
  if (encounterReach(user) !== 'any') throw forbidden();
  if (practitionerId && practitionerId === user.practitionerId) return;
  if (practitionerId && (await covers(db, user, practitionerId))) return;
  throw forbidden();
}

/**
 * A change to one encounter or visit: the change rule of its practitioner (above), and a patient
 * the caller reads (patient-access.ts, as reading it: NOT_FOUND / FORBIDDEN). A covering
 * colleague changes a visit of the clinician they cover only when its patient is theirs to read.
 * `read`: the patient as the target read it with the caller's scope (assertCanReadPatient); the
 * answer is what the rule read of the patient.
 */
export async function assertCanChangeRecord(
  db: Executor,
  user: SessionUser,
  record: Omit<EncounterRecord, 'stateText'>,
  read?: PatientRead | null,
): Promise<PatientRead> {
  await assertCanChange(db, user, record.practitionerId);
  if (!record.patientId) throw forbidden();
  return assertCanReadPatient(db, user, record.patientId, read ?? undefined);
}
