// An organization's name as the duplicate checks compare it (payers, facilities): the stored
// lower-case name with its blanks trimmed and collapsed, as normalizedOrganizationName
// (src/domain/administration/payer.ts) makes the name asked for; and the lock that holds a name
// until the transaction ends, so two creates cannot both pass the check (no unique key on names).
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { organizations } from '../../db/schema/directory.ts';

const comparedName = sql`regexp_replace(btrim(${organizations.nameSearch}), ${'\\s+'}, ' ', 'g')`;

export const organizationNames = {
  /** The condition: the organization's name is `normalized` (already normalizedOrganizationName's). */
  is: (normalized: string): SQL => sql`${comparedName} = ${normalized}`,

  /** Holds `key` (kind, state and name) until the transaction ends. */
  async lock(tx: Executor, key: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  },
};
