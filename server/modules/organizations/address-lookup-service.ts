// The lookups of an address form (SPEC §3/§7): CountyList, the counties of the supported states
// for states and postal codes (a shipped list, county-data.ts; SPEC §9 'postal lookup first 5
// chars', 200 per fetch), and the Care Facility Lookup (organizations of the care-facility
// types). Neither is patient data: whoever edits patients or settings may look them up.
import type { SessionUser } from '../../../src/domain/access.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { type PageArgs, pagedList, type RowsAndCount } from '../shared/paging.ts';
import { type CountyListFilter, parseCareFacilityFilter, parseCountyListFilter } from './address-lookup-input.ts';
import { toCareFacilityView } from './address-lookup-views.ts';
import { careFacilityRepository } from './care-facility-repository.ts';
import { ALL_COUNTIES, COUNTY_OF_ZIP, type County } from './county-data.ts';
import { LOOKUP_PAGE_SIZE } from './organization-service.ts';

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

export function createAddressLookupService(db: Database) {
  return {
    async counties(
      user: SessionUser | null,
      args: PageArgs & { states?: Maybe<readonly string[]>; postalCodes?: Maybe<readonly string[]>; term?: Maybe<string> },
    ) {
      authorize(user, 'Query.CountyList');
      return pagedList(
        args,
        async (page) => pageOf(findCounties(parseCountyListFilter(args)), page),
        (c) => c,
        LOOKUP_PAGE_SIZE,
      );
    },

    async careFacilities(user: SessionUser | null, args: PageArgs & { state?: Maybe<string>; term?: Maybe<string> }) {
      authorize(user, 'Query.CareFacilityLookup');
      return pagedList(args, (page) => careFacilityRepository.search(db, parseCareFacilityFilter(args), page), toCareFacilityView);
    },
  };
}

export type AddressLookupService = ReturnType<typeof createAddressLookupService>;
