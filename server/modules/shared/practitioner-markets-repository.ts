// Which states a practitioner works in (DESIGN §8 'Access'): their address's state and the states
// of their markets and additional markets (SPEC §3 Practitioner; market names of the Organizations
// of type market). A scheduler of those states may plan the clinician, so an administrator who adds
// a market on /clinicians changes at once who can schedule them.
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
};

/** A practitioner query's condition: works in one of `states` (home state, or a market of theirs in one). */
export function practitionerInStates(states: readonly string[]): SQL | undefined {
  const list = [...states];
  return or(
    inArray(practitioners.state, list),
    sql`exists (select 1 from unnest(${practitioners.markets}) as m(name) join ${organizations} on ${organizations.nameSearch} = lower(m.name) where ${organizations.type} = 'market' and ${organizations.deleted} = false and ${inArray(organizations.state, list)})`,
  );
}
