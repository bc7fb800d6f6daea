// Organization lookups (SPEC §7): MarketList, declared in organization-queries.ts and run by the
// one reader (DESIGN §5). Markets are not patient data: any user who works with patients or
// settings may list them (the patient list's market filter, address market lookups).
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Database } from '../../db/client.ts';
import type { PageArgs } from '../shared/paging.ts';
import { createReader } from '../shared/write-pipeline.ts';
import { organizationQueries } from './organization-queries.ts';

type Maybe<T> = T | null | undefined;

export function createOrganizationService(db: Database) {
  const reader = createReader(db);
  return {
    markets: (user: SessionUser | null, args: PageArgs & { states?: Maybe<readonly string[]>; term?: Maybe<string> }) =>
      reader.run(organizationQueries.markets, user, args),
  };
}

export type OrganizationService = ReturnType<typeof createOrganizationService>;
