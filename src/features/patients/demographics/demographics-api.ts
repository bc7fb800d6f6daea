// The demographics edit's calls (SPEC §2 Demographics): the record to edit, the versioned save,
// and the Care Facility Lookup as a paged list (the county and market lookups are
// src/api/location-lookups.ts's).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../api/graphql-client';
import type { ContactValues } from '../../../domain/master-lists/facility-input';
import type {
  CareFacilityContactFieldsFragment,
  CareFacilityLookupQuery,
  DemographicsRecordFieldsFragment,
  HomeHealthAgenciesQuery,
  PatientDemographicsInput,
  PcpPhysiciansQuery,
} from '../../../gql/graphql';
import { pagedListQuery } from '../../../ui/list/paged-query';
import {
  AddCareFacilityContactDocument,
  CareFacilityContactsDocument,
  CareFacilityLookupDocument,
  HomeHealthAgenciesDocument,
  PatientDemographicsRecordDocument,
  PcpPhysiciansDocument,
  UpdatePatientDemographicsDocument,
} from '../demographics-documents';
import { patientKeys } from '../patients-api';

export type DemographicsRecord = DemographicsRecordFieldsFragment;
export type CareFacilityItem = CareFacilityLookupQuery['CareFacilityLookup']['edges'][number]['node'];
export type CareFacilityContacts = CareFacilityContactFieldsFragment;
export type CareFacilityContact = CareFacilityContacts['contacts'][number];
export type HomeHealthAgency = HomeHealthAgenciesQuery['getHealthCareFacilityList']['edges'][number]['node'];
export type PcpPhysician = PcpPhysiciansQuery['CareTeamPhysicians']['edges'][number]['node'];

export const demographicsKeys = {
  // Not under the chart's key: a save reads the chart again, not the record the open form holds.
  record: (patientId: string) => [...patientKeys.all, 'demographics-record', patientId] as const,
  facilities: (state: string | null) => ['address-lookups', 'care-facilities', state] as const,
  facilityContacts: (facilityId: string) => ['address-lookups', 'care-facility-contacts', facilityId] as const,
  homeHealth: (term: string) => ['address-lookups', 'home-health', term] as const,
  physicians: (term: string) => ['address-lookups', 'pcp-physicians', term] as const,
};

/** SPEC §9 page size 25 (facilities): the first 25 agencies or physicians matching what is typed. */
const LOOKUP_PAGE = 25;

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

/** The Care Facility Contact step: the facility's contact persons, read anew each time the step opens. */
export const careFacilityContactsQuery = (facilityId: string) =>
  queryOptions({
    queryKey: demographicsKeys.facilityContacts(facilityId),
    queryFn: async (): Promise<CareFacilityContacts> =>
      (await request(CareFacilityContactsDocument, { organizationId: facilityId })).getHealthCareFacilityById,
    staleTime: 0,
  });

/** 'Add': a New Contact Person on the facility (SPEC §7 upsertPractitioners); the facility with its contacts after it. */
export async function addCareFacilityContact(facilityId: string, contact: ContactValues): Promise<CareFacilityContacts> {
  return (await request(AddCareFacilityContactDocument, { organization: facilityId, practitioners: [contact] })).upsertPractitioners;
}

/** The active home health agencies by name, for the patient's 'Home Health'. */
export const homeHealthAgenciesQuery = (term: string) =>
  queryOptions({
    queryKey: demographicsKeys.homeHealth(term),
    queryFn: async (): Promise<HomeHealthAgency[]> =>
      (await request(HomeHealthAgenciesDocument, { term: term || null, first: LOOKUP_PAGE })).getHealthCareFacilityList.edges.map(
        (e) => e.node,
      ),
    placeholderData: keepPreviousData,
  });

/** The PCP practices' physicians by name, practice or NPI (SPEC §7 CareTeamPhysicians), 25 at a time. */
export const pcpPhysiciansQuery = (term: string) =>
  queryOptions({
    queryKey: demographicsKeys.physicians(term),
    queryFn: async (): Promise<PcpPhysician[]> =>
      (await request(PcpPhysiciansDocument, { search: term || null, first: LOOKUP_PAGE })).CareTeamPhysicians.edges.map((e) => e.node),
    placeholderData: keepPreviousData,
  });
