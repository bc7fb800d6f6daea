// The lookups of an address form (SPEC §3/§7): CountyList and the Care Facility Lookup, declared
// in address-lookup-queries.ts, and the PCP physicians (CareTeamPhysicians, physician-queries.ts),
// run by the one reader (DESIGN §5).
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Database } from '../../db/client.ts';
import type { PageArgs } from '../shared/paging.ts';
import { createReader } from '../shared/write-pipeline.ts';
import { addressLookupQueries } from './address-lookup-queries.ts';
import { physicianQueries } from './physician-queries.ts';

type Maybe<T> = T | null | undefined;

export function createAddressLookupService(db: Database) {
  const reader = createReader(db);
  return {
    counties: (
      user: SessionUser | null,
      args: PageArgs & { states?: Maybe<readonly string[]>; postalCodes?: Maybe<readonly string[]>; term?: Maybe<string> },
    ) => reader.run(addressLookupQueries.counties, user, args),

    careFacilities: (user: SessionUser | null, args: PageArgs & { state?: Maybe<string>; term?: Maybe<string> }) =>
      reader.run(addressLookupQueries.careFacilities, user, args),

    physicians: (user: SessionUser | null, args: PageArgs & { search?: Maybe<string> }) => reader.run(physicianQueries.search, user, args),
  };
}

export type AddressLookupService = ReturnType<typeof createAddressLookupService>;
