// The calls of the master lists' facility screens (SPEC §2 /master-list/care-facility and
// /master-list/home-health): one key factory, the paged list, the duplicate check, one function
// per change. A save sends the lists to be read again.
import type { QueryClient } from '@tanstack/react-query';
import { request } from '../../api/graphql-client';
import type { FacilityKind } from '../../domain/master-lists/facility';
import type { ContactValues, FacilityValues } from '../../domain/master-lists/facility-input';
import type { DuplicatedFacilitiesQuery, FacilityFieldsFragment } from '../../gql/graphql';
import { pagedListQuery } from '../../ui/list/paged-query';
import { CreateFacilityDocument, DuplicatedFacilitiesDocument, FacilityListDocument, UpdateFacilityDocument } from './facility-documents';

export type FacilityItem = FacilityFieldsFragment;
export type DuplicateFacility = DuplicatedFacilitiesQuery['GetDuplicatedOrganizations'][number];

export const facilityKeys = {
  all: ['facilities'] as const,
  list: (kind: FacilityKind) => ['facilities', 'list', kind] as const,
};

/** A kind's facilities, newest change first (SPEC §9 '-_lastUpdated'), 25 a page. */
export const facilityListQuery = (kind: FacilityKind) => (search: string) =>
  pagedListQuery(
    facilityKeys.list(kind),
    async ({ search: term, first, after }) =>
      (await request(FacilityListDocument, { type: kind, term: term || null, first, after })).getHealthCareFacilityList,
    search,
  );

export async function findDuplicateFacilities(kind: FacilityKind, name: string, state: string): Promise<DuplicateFacility[]> {
  return (await request(DuplicatedFacilitiesDocument, { organizationName: name, state, type: kind })).GetDuplicatedOrganizations;
}

export interface FacilitySave {
  organization: FacilityValues;
  practitioners: ContactValues[];
}

export async function createFacility(values: FacilitySave): Promise<FacilityItem> {
  return (await request(CreateFacilityDocument, values)).createHealthCareFacility;
}

/** Saves an edit of the version the user read (CONFLICT when another edit came first). */
export async function updateFacility(current: Pick<FacilityItem, 'id' | 'versionId'>, values: FacilitySave): Promise<FacilityItem> {
  return (await request(UpdateFacilityDocument, { id: current.id, versionId: current.versionId, ...values })).updateHealthCareFacility;
}

export const afterFacilitySaved = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: facilityKeys.all });
