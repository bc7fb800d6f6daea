// Which states a practitioner works in (DESIGN §8 'Access'): their address's state and the states
// of their markets and additional markets (SPEC §3 Practitioner; market names of the Organizations
// of type market). A scheduler of those states may plan the clinician, so an administrator who adds
// a market on /clinicians changes at once who can schedule them. It says who reaches the
// clinician as a record (/clinicians, scheduling, who may link or lead them), never which
// patients the clinician's own user reads: an address or a market is no patient access grant
// (DESIGN §5 'Access is granted in one place'; src/domain/patient-access.ts).
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { organizations, practitioners } from '../../db/schema/directory.ts';

export const practitionerMarketsRepository = {
  /** The states of the named markets. */
  async statesOf(tx: Executor, marketNames: readonly string[]): Promise<string[]> {
    if (marketNames.length === 0) return [];
    const rows = await tx
      .select({ state: organizations.state })
      .from(organizations)
      .where(
        and(
          eq(organizations.type, 'market'),
          eq(organizations.deleted, false),
          inArray(
            organizations.nameSearch,
            marketNames.map((n) => n.toLowerCase()),
          ),
        ),
      );
    return [...new Set(rows.flatMap((r) => (r.state ? [r.state] : [])))];
  },

  /**
   * Of these practitioners (not deleted), those who work in one of `states` (null: every state,
   * an administrator): whom a user of those states may link to a user or give a lead
   * (src/domain/administration/grant-rule.ts 'nobody grants what they do not hold').
   */
  async inStates(tx: Executor, ids: readonly string[], states: readonly string[] | null): Promise<Set<string>> {
    if (ids.length === 0 || states?.length === 0) return new Set();
    const rows = await tx
      .select({ id: practitioners.id })
      .from(practitioners)
      .where(and(inArray(practitioners.id, [...ids]), eq(practitioners.deleted, false), states ? practitionerInStates(states) : undefined));
    return new Set(rows.map((r) => r.id));
  },
};

/** A practitioner query's condition: works in one of `states` (home state, or a market of theirs in one). */
export function practitionerInStates(states: readonly string[]): SQL | undefined {
  const list = [...states];
  return or(
    inArray(practitioners.state, list),
    sql`exists (select 1 from unnest(${practitioners.markets}) as m(name) join ${organizations} on ${organizations.nameSearch} = lower(m.name) where ${organizations.type} = 'market' and ${organizations.deleted} = false and ${inArray(organizations.state, list)})`,
  );
}
