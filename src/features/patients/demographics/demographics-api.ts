// The demographics edit's calls (SPEC §2 Demographics): the record to edit, the versioned save,
// and the Care Facility Lookup as a paged list (the county and market lookups are
// src/api/location-lookups.ts's).
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../api/graphql-client';
import type { CareFacilityLookupQuery, DemographicsRecordFieldsFragment, PatientDemographicsInput } from '../../../gql/graphql';
import { pagedListQuery } from '../../../ui/list/paged-query';
import {
  CareFacilityLookupDocument,
  PatientDemographicsRecordDocument,
  UpdatePatientDemographicsDocument,
} from '../demographics-documents';
import { patientKeys } from '../patients-api';

export type DemographicsRecord = DemographicsRecordFieldsFragment;
export type CareFacilityItem = CareFacilityLookupQuery['CareFacilityLookup']['edges'][number]['node'];

export const demographicsKeys = {
  // Not under the chart's key: a save reads the chart again, not the record the open form holds.
  record: (patientId: string) => [...patientKeys.all, 'demographics-record', patientId] as const,
  facilities: (state: string | null) => ['address-lookups', 'care-facilities', state] as const,
};

export const demographicsRecordQuery = (patientId: string) =>
  queryOptions({
    queryKey: demographicsKeys.record(patientId),
    queryFn: async (): Promise<DemographicsRecord> =>
      (await request(PatientDemographicsRecordDocument, { patientId })).PatientDemographicsRecord,
    // The version to write against: always the server's latest when the dialog opens (nothing kept after it closes).
    staleTime: 0,
    gcTime: 0,
  });

/** SPEC §2 save (online only: the server checks the version the form was opened with). */
export async function updateDemographics(input: PatientDemographicsInput): Promise<DemographicsRecord> {
  return (await request(UpdatePatientDemographicsDocument, { input })).updatePatientDemographics;
}

/** The Care Facility Lookup's list: active care facilities of a state (or every state), by name. */
export const careFacilityListQuery = (state: string | null) => (search: string) =>
  pagedListQuery<CareFacilityItem>(
    demographicsKeys.facilities(state),
    async ({ search: term, first, after }) =>
      (await request(CareFacilityLookupDocument, { term: term || null, state, first, after })).CareFacilityLookup,
    search,
  );
