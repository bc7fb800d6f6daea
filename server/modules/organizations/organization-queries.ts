// MarketList (SPEC §7), declared in the write pipeline's shape (DESIGN §5): the operation, the
// input, no target (markets are not patient data: whoever works with patients or settings lists
// them), then the read.
import { type PageArgs, pagedList, parsePage } from '../shared/paging.ts';
import { defineQuery } from '../shared/write-pipeline.ts';
import { noTarget } from '../shared/write-targets.ts';
import { type MarketListFilter, parseMarketListFilter } from './organization-input.ts';
import { organizationRepository } from './organization-repository.ts';
import { toMarketView } from './organization-views.ts';

type Maybe<T> = T | null | undefined;

/** SPEC §9: county and market lookups fetch 200 at a time. */
export const LOOKUP_PAGE_SIZE = 200;

export const organizationQueries = {
  markets: defineQuery({
    operation: 'Query.MarketList',
    input: (raw: unknown): { page: PageArgs; filter: MarketListFilter } => {
      const args = raw as PageArgs & {
        states?: Maybe<readonly string[]>;
        term?: Maybe<string>;
        postalCodes?: Maybe<readonly string[]>;
        counties?: Maybe<readonly string[]>;
      };
      // The page is checked before the filter, as the list always has (pagedList reads it again).
      parsePage(args, LOOKUP_PAGE_SIZE);
      return { page: args, filter: parseMarketListFilter(args) };
    },
    target: noTarget,
    read: ({ db, input }) =>
      pagedList(input.page, (page) => organizationRepository.markets(db, input.filter, page), toMarketView, LOOKUP_PAGE_SIZE),
  }),
};
