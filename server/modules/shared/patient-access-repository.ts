// The SQL of the patient access rule (shared/patient-access.ts; the rule itself is
// src/domain/patient-access.ts): the grants a scope is made from, and the condition a query adds
// to keep only the patients a scope reads. Every repository that lists patients or records of a
// patient (encounters, forms, schedules, documents) adds patientFilter to its query.
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type PatientGrants, type PatientScope, scopeIsEmpty } from '../../../src/domain/patient-access.ts';
import type { Executor } from '../../db/client.ts';
import { coverageConfigs } from '../../db/schema/administration.ts';
import { practitioners } from '../../db/schema/directory.ts';
import { appointments, encounters } from '../../db/schema/encounters.ts';
import { users } from '../../db/schema/identity.ts';
import { patients } from '../../db/schema/patients.ts';

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

/**
 * The states a user's PCC and telehealth coverage grants (SPEC §2 PCC config, telehealth
 * clinicians: the states they work), read with the user record: what those screens set changes
 * what the user sees at once, without touching the markets that user administration grants.
 */
const coverageStatesOf = (userId: typeof users.id) =>
  sql<
    string[]
  >`array(select distinct unnest(${coverageConfigs.states}) from ${coverageConfigs} where ${coverageConfigs.userId} = ${userId} and ${coverageConfigs.kind} in ('pcc', 'th'))`;

const unionOf = (a: readonly string[], b: readonly string[] | null): string[] => [...new Set([...a, ...(b ?? [])])];

/**
 * The columns a user's grants are read from, for a query of app_user left-joined to its linked
 * practitioner (the request's session query reads them with the user: identity/session-repository.ts).
 */
export const grantColumns = {
  markets: users.markets,
  coverageStates: coverageStatesOf(users.id),
  practitionerId: practitioners.id,
  active: sql<boolean>`coalesce((${practitioners.content}->>'active')::boolean, false) and not ${practitioners.deleted}`,
};

/** The grants those columns hold. */
export const grantsOf = (row: {
  markets: string[];
  coverageStates: string[] | null;
  practitionerId: string | null;
  active: boolean;
}): PatientGrants => ({
  userMarkets: unionOf(row.markets, row.coverageStates),
  practitioner: row.practitionerId && row.active ? { id: row.practitionerId } : null,
});

/** One patient as the access rule read it for a scope (patient-access.ts assertCanReadPatient). */
export interface PatientRead {
  patientId: string;
  /** It exists and is not deleted. */
  exists: boolean;
  /** The scope reads it. */
  readable: boolean;
  /** Its state (patient.state: its first address's), null when it has none or does not exist. */
  state: string | null;
}

/**
 * The columns of PatientRead for a query that reads the patient table (not deleted), or joins it
 * (left join: a missing patient reads as id null). A write's target reads them with its own row
 * (shared/encounter-record-repository.ts), so the rule costs no query of its own.
 */
export function patientReadColumns(scope: PatientScope) {
  const filter = patientFilter(scope, patients.id, patients.state);
  return {
    id: patients.id,
    state: patients.state,
    readable: filter ? sql<boolean>`coalesce(${filter}, false)` : sql<boolean>`true`,
  };
}

/** PatientRead from those columns (`row` undefined, or its id null: no such patient). */
export const patientReadOf = (
  patientId: string,
  row: { id: string | null; state: string | null; readable: boolean | null } | undefined,
): PatientRead =>
  row?.id != null
    ? { patientId, exists: true, readable: row.readable === true, state: row.state }
    : { patientId, exists: false, readable: false, state: null };

export const patientAccessRepository = {
  /**
   * What the user's record grants: its markets, its coverage states and its linked practitioner
   * (an inactive one grants nothing; its address grants nothing at all). Null: no such user.
   */
  async grants(tx: Executor, userId: string): Promise<PatientGrants | null> {
    const [row] = await tx
      .select({ grants: grantColumns })
      .from(users)
      .leftJoin(practitioners, eq(practitioners.id, users.practitionerId))
      .where(eq(users.id, userId))
      .limit(1);
    return row ? grantsOf(row.grants) : null;
  },

  /** What the records of many users grant (a fan-out's candidates), by user id; missing users are left out. */
  async grantsOf(tx: Executor, userIds: readonly string[]): Promise<Map<string, PatientGrants>> {
    if (userIds.length === 0) return new Map();
    const rows = await tx
      .select({ userId: users.id, grants: grantColumns })
      .from(users)
      .leftJoin(practitioners, eq(practitioners.id, users.practitionerId))
      .where(inArray(users.id, [...userIds]));
    return new Map(rows.map((row) => [row.userId, grantsOf(row.grants)]));
  },

  /**
   * Patients as the rule sees them, by id (one not there, or deleted, is left out): each one's
   * state, and which of these practitioners have a visit (appointment or encounter, not deleted)
   * with it; in one query.
   */
  async patientFacts(
    tx: Executor,
    patientIds: readonly string[],
    practitionerIds: readonly string[],
  ): Promise<Map<string, { state: string | null; visitedBy: Set<string> }>> {
    if (patientIds.length === 0) return new Map();
    const ids = [...practitionerIds];
    // Ids as text: both drivers read a text[] as strings.
    const visitedBy =
      ids.length === 0
        ? sql<string[]>`'{}'::text[]`
        : sql<string[]>`array(
            select ${appointments.practitionerId}::text from ${appointments}
              where ${appointments.patientId} = ${patients.id} and not ${appointments.deleted} and ${inArray(appointments.practitionerId, ids)}
            union
            select ${encounters.practitionerId}::text from ${encounters}
              where ${encounters.patientId} = ${patients.id} and not ${encounters.deleted} and ${inArray(encounters.practitionerId, ids)})`;
    const rows = await tx
      .select({ id: patients.id, state: patients.state, visitedBy })
      .from(patients)
      .where(and(inArray(patients.id, [...patientIds]), eq(patients.deleted, false)));
    return new Map(
      rows.map((row) => [row.id, { state: row.state, visitedBy: new Set(row.visitedBy.filter((id): id is string => id != null)) }]),
    );
  },

  /**
   * In one query: whether the patient exists (not deleted), whether the scope reads it, and its
   * state (NOT_FOUND and FORBIDDEN, shared/patient-access.ts assertCanReadPatient; the state is
   * the visit's time zone, shared/device-time.ts).
   */
  async readable(tx: Executor, patientId: string, scope: PatientScope): Promise<PatientRead> {
    const [row] = await tx
      .select(patientReadColumns(scope))
      .from(patients)
      .where(and(eq(patients.id, patientId), eq(patients.deleted, false)))
      .limit(1);
    return patientReadOf(patientId, row);
  },

  /** Whether the patient exists (not deleted) and, given a scope, is one the scope reads. */
  async exists(tx: Executor, patientId: string, scope?: PatientScope): Promise<boolean> {
    const [row] = await tx
      .select({ id: patients.id })
      .from(patients)
      .where(
        and(eq(patients.id, patientId), eq(patients.deleted, false), scope ? patientFilter(scope, patients.id, patients.state) : undefined),
      )
      .limit(1);
    return row !== undefined;
  },
};
