// The lookups of an address form (SPEC §3/§7): CountyList, the counties of the supported states
// for states and postal codes (a shipped list, county-data.ts; SPEC §9 'postal lookup first 5
// chars', 200 per fetch), and the Care Facility Lookup (organizations of the care-facility
// types), declared in the write pipeline's shape (DESIGN §5): the operation, the input, no target
// (neither is patient data: whoever edits patients or settings may look them up), then the read.
import { type PageArgs, pagedList, parsePage, type RowsAndCount } from '../shared/paging.ts';
import { defineQuery } from '../shared/write-pipeline.ts';
import { noTarget } from '../shared/write-targets.ts';
import { type CareFacilityFilter, type CountyListFilter, parseCareFacilityFilter, parseCountyListFilter } from './address-lookup-input.ts';
import { toCareFacilityView } from './address-lookup-views.ts';
import { careFacilityRepository } from './care-facility-repository.ts';
import { ALL_COUNTIES, COUNTY_OF_ZIP, type County } from './county-data.ts';
import { LOOKUP_PAGE_SIZE } from './organization-queries.ts';

type Maybe<T> = T | null | undefined;

/**
 * The counties a filter names: those of the known postal codes (when any is known), else those
 * of the states; narrowed by the states and the name fragment.
 */
export function findCounties(filter: CountyListFilter): County[] {
  const byZip = (filter.postalCodes ?? []).flatMap((zip) => {
    const county = COUNTY_OF_ZIP.get(zip);
    return county ? [county] : [];
  });
  const base = byZip.length > 0 ? ALL_COUNTIES.filter((c) => byZip.some((z) => z.state === c.state && z.name === c.name)) : ALL_COUNTIES;
  return base.filter(
    (c) => (!filter.states || filter.states.includes(c.state)) && (!filter.term || c.name.toLowerCase().includes(filter.term)),
  );
}

const pageOf = <T>(all: readonly T[], { offset, limit }: { offset: number; limit: number }): RowsAndCount<T> => ({
  rows: all.slice(offset, offset + limit),
  totalCount: all.length,
});

export const addressLookupQueries = {
  counties: defineQuery({
    operation: 'Query.CountyList',
    input: (raw: unknown): { page: PageArgs; filter: CountyListFilter } => {
      const args = raw as PageArgs & { states?: Maybe<readonly string[]>; postalCodes?: Maybe<readonly string[]>; term?: Maybe<string> };
      // The page is checked before the filter, as the lookup always has (pagedList reads it again).
      parsePage(args, LOOKUP_PAGE_SIZE);
      return { page: args, filter: parseCountyListFilter(args) };
    },
    target: noTarget,
    read: ({ input }) =>
      pagedList(
        input.page,
        async (page) => pageOf(findCounties(input.filter), page),
        (c) => c,
        LOOKUP_PAGE_SIZE,
      ),
  }),

  careFacilities: defineQuery({
    operation: 'Query.CareFacilityLookup',
    input: (raw: unknown): { page: PageArgs; filter: CareFacilityFilter } => {
      const args = raw as PageArgs & { state?: Maybe<string>; term?: Maybe<string> };
      // The page is checked before the filter, as the lookup always has (pagedList reads it again).
      parsePage(args);
      return { page: args, filter: parseCareFacilityFilter(args) };
    },
    target: noTarget,
    read: ({ db, input }) => pagedList(input.page, (page) => careFacilityRepository.search(db, input.filter, page), toCareFacilityView),
  }),
};
