// The coverage tab's searches (the only Drizzle code of the area): a patient's coverages,
// authorizations and eligibility results; the insurers a coverage may name (payer organizations
// of type ins, SPEC §3); and the PCC an eligibility check's task goes to. Creates, reads by id
// and versioned writes go through the stores (server/db/stores.ts).
import { and, asc, desc, eq, like, sql } from 'drizzle-orm';
import type { Coverage, EligibilityResponse, PriorAuthorization } from '../../../src/domain/coverage/coverage.ts';
import type { Organization } from '../../../src/domain/resources.ts';
import type { Executor } from '../../db/client.ts';
import { asRows, firstRow, type ResourceRow, rowColumns } from '../../db/resource-store.ts';
import { coverages, eligibilityResponses, priorAuthorizations } from '../../db/schema/chart.ts';
import { organizations } from '../../db/schema/directory.ts';
import { users } from '../../db/schema/identity.ts';
import { escapeLike } from '../shared/like-pattern.ts';

/** SPEC §9 'organization list 1000': the most insurers one picker lists. */
export const INSURER_LIMIT = 1000;
/** The newest eligibility results the tab shows. */
export const ELIGIBILITY_RESULT_LIMIT = 50;

const insurerType = eq(organizations.type, 'ins');

export const coverageRepository = {
  /** The patient's coverages (not deleted), lowest priority number first. */
  async coverages(tx: Executor, patientId: string): Promise<ResourceRow<Coverage>[]> {
    const rows = await tx
      .select(rowColumns(coverages))
      .from(coverages)
      .where(and(eq(coverages.patientId, patientId), eq(coverages.deleted, false)))
      .orderBy(asc(coverages.priority), asc(coverages.id));
    return asRows<Coverage>(rows);
  },

  /** The patient's prior authorizations, the latest period first. */
  async authorizations(tx: Executor, patientId: string): Promise<ResourceRow<PriorAuthorization>[]> {
    const rows = await tx
      .select(rowColumns(priorAuthorizations))
      .from(priorAuthorizations)
      .where(and(eq(priorAuthorizations.patientId, patientId), eq(priorAuthorizations.deleted, false)))
      .orderBy(desc(priorAuthorizations.periodStart), asc(priorAuthorizations.id));
    return asRows<PriorAuthorization>(rows);
  },

  /** The patient's newest eligibility results, newest first. */
  async eligibilityResults(tx: Executor, patientId: string): Promise<ResourceRow<EligibilityResponse>[]> {
    const rows = await tx
      .select(rowColumns(eligibilityResponses))
      .from(eligibilityResponses)
      .where(and(eq(eligibilityResponses.patientId, patientId), eq(eligibilityResponses.deleted, false)))
      .orderBy(desc(eligibilityResponses.recorded), asc(eligibilityResponses.id))
      .limit(ELIGIBILITY_RESULT_LIMIT);
    return asRows<EligibilityResponse>(rows);
  },

  /** Active insurers by name, those of `state` first when given. */
  async insurers(tx: Executor, filter: { term: string; state: string | null }): Promise<ResourceRow<Organization>[]> {
    const rows = await tx
      .select(rowColumns(organizations))
      .from(organizations)
      .where(
        and(
          insurerType,
          eq(organizations.deleted, false),
          sql`coalesce((${organizations.content}->>'active')::boolean, false)`,
          filter.term ? like(organizations.nameSearch, `%${escapeLike(filter.term.toLowerCase())}%`) : undefined,
        ),
      )
      .orderBy(
        ...(filter.state ? [desc(sql`${organizations.state} is not distinct from ${filter.state}`)] : []),
        asc(organizations.nameSearch),
        asc(organizations.id),
      )
      .limit(INSURER_LIMIT);
    return asRows<Organization>(rows);
  },

  /** One insurer (active or not), or null when `id` is no payer organization of type ins. */
  async insurer(tx: Executor, id: string): Promise<ResourceRow<Organization> | null> {
    const rows = await tx
      .select(rowColumns(organizations))
      .from(organizations)
      .where(and(eq(organizations.id, id), insurerType, eq(organizations.deleted, false)))
      .limit(1);
    return firstRow<Organization>(rows);
  },

  /**
   * The PCC an eligibility task goes to (SPEC §9 'New task created for PCC'): an active internal
   * user with the PCC job function (pons, then PCC support poff) whose markets hold the patient's
   * state; null when the market has none (the task is then the market's to pick up).
   */
  async pccFor(tx: Executor, state: string | null): Promise<{ id: string; name: string } | null> {
    if (!state) return null;
    const [row] = await tx
      .select({ id: users.id, givenName: users.givenName, familyName: users.familyName })
      .from(users)
      .where(
        and(
          eq(users.status, 'active'),
          eq(users.userType, 'internal'),
          sql`${users.jobFunctions} && array['pons', 'poff']::text[]`,
          sql`${state} = any(${users.markets})`,
        ),
      )
      .orderBy(desc(sql`'pons' = any(${users.jobFunctions})`), asc(sql`lower(${users.familyName})`), asc(users.id))
      .limit(1);
    return row ? { id: row.id, name: `${row.givenName} ${row.familyName}`.trim() } : null;
  },
};
