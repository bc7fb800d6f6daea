// Organization lookups (SPEC §7). Markets are not patient data: any user who works with
// patients or settings may list them (the patient list's market filter, address market lookups).
import type { SessionUser } from '../../../src/domain/access.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { type PageArgs, pagedList } from '../shared/paging.ts';
import { parseMarketListFilter } from './organization-input.ts';
import { organizationRepository } from './organization-repository.ts';
import { toMarketView } from './organization-views.ts';

type Maybe<T> = T | null | undefined;

/** SPEC §9: county and market lookups fetch 200 at a time. */
export const LOOKUP_PAGE_SIZE = 200;

export function createOrganizationService(db: Database) {
  return {
    async markets(user: SessionUser | null, args: PageArgs & { states?: Maybe<readonly string[]>; term?: Maybe<string> }) {
      authorize(user, 'Query.MarketList');
      return pagedList(
        args,
        (page) => organizationRepository.markets(db, parseMarketListFilter(args), page),
        toMarketView,
        LOOKUP_PAGE_SIZE,
      );
    },
  };
}

export type OrganizationService = ReturnType<typeof createOrganizationService>;
