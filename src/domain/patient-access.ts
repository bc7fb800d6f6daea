// The one patient access rule (DESIGN §8 'Access', SPEC §6), as pure data: who may read which
// patients. Administrators read all. Everyone else reads the patients of the states user
// administration grants them (their user record's markets, and their PCC or telehealth coverage
// states), plus, when linked to an active practitioner, the patients of every visit (appointment
// or encounter) it covers. The practitioner's address is an address (DESIGN §5 'Access is granted
// in one place'): whoever edits it on /clinicians changes no one's access. The
// server turns a scope into a SQL filter for lists and a check for one patient
// (server/modules/shared/patient-access.ts); every patient, chart, schedule, document and
// encounter read goes through it.
import type { SessionUser } from './access';

/** What the user record grants, read fresh from the database for each check. */
export interface PatientGrants {
  /** app_user.markets and the PCC / telehealth coverage states: state codes. */
  userMarkets: readonly string[];
  /** The linked practitioner, when there is one and it is active. */
  practitioner: { id: string } | null;
}

export type PatientScope =
  | { kind: 'all' }
  | {
      kind: 'scoped';
      /** State codes whose patients are readable, sorted, no repeats. */
      states: readonly string[];
      /** The practitioner whose visits' patients are readable too (null: none). */
      visitsOf: string | null;
    };

const STATE = /^[A-Z]{2}$/;

export function patientScope(user: Pick<SessionUser, 'roles'>, grants: PatientGrants): PatientScope {
  if (user.roles.includes('administrator')) return { kind: 'all' };
  const states = new Set(grants.userMarkets.filter((m) => STATE.test(m)));
  return { kind: 'scoped', states: [...states].sort(), visitsOf: grants.practitioner?.id ?? null };
}

/** One patient: its state, and whether a visit of the scope's practitioner is theirs. */
export interface PatientFacts {
  state: string | null;
  coveredByVisit: boolean;
}

export function scopeAllows(scope: PatientScope, patient: PatientFacts): boolean {
  if (scope.kind === 'all') return true;
  if (patient.state !== null && scope.states.includes(patient.state)) return true;
  return scope.visitsOf !== null && patient.coveredByVisit;
}

/** Whether a scope reads nothing at all (a list can answer empty without a query). */
export const scopeIsEmpty = (scope: PatientScope): boolean => scope.kind === 'scoped' && scope.states.length === 0 && !scope.visitsOf;
