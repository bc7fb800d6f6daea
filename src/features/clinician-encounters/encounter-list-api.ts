// The Encounters screen's calls (SPEC §2 /clinician-encounters): the list as a paged list of the
// address's filters (src/domain/encounters/encounter-list-search.ts), the clinicians to filter by,
// and one visit's encounter with its versions, the additional actions status and its patient.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../api/graphql-client';
import type { EncounterListSearch } from '../../domain/encounters/encounter-list-search';
import { localDayEnd, localDayStart } from '../../domain/format';
import type { ClinicianEncounterQuery, EncounterVersionsQuery, ListedEncounterFieldsFragment } from '../../gql/graphql';
import { pagedListQuery } from '../../ui/list/paged-query';
import {
  ClinicianEncounterDocument,
  ClinicianEncounterListDocument,
  EncounterFilterCliniciansDocument,
  EncounterVersionsDocument,
} from './encounter-list-documents';

export type ListedEncounter = ListedEncounterFieldsFragment;
export type VisitEncounter = NonNullable<ClinicianEncounterQuery['GetActiveEncounterByAppointmentId']>;
export type EncounterRecordDetails = EncounterVersionsQuery;
export type EncounterFilters = Omit<EncounterListSearch, 'search'>;

export const encounterListKeys = {
  all: ['clinician-encounters'] as const,
  list: (filters: EncounterFilters) => ['clinician-encounters', 'list', filters] as const,
  clinicians: () => ['clinician-encounters', 'clinicians'] as const,
  visit: (appointmentId: string) => ['clinician-encounters', 'visit', appointmentId] as const,
  details: (encounterId: string) => ['clinician-encounters', 'details', encounterId] as const,
};

export const clinicianEncounterListQuery = (filters: EncounterFilters) => (search: string) =>
  pagedListQuery(
    encounterListKeys.list(filters),
    async ({ search: term, first, after }) =>
      (
        await request(ClinicianEncounterListDocument, {
          patientId: filters.patientId ?? null,
          episodeOfCareId: filters.episodeOfCareId ?? null,
          status: filters.status ?? null,
          stateStatus: filters.stateStatus ?? null,
          periodStart: filters.from ? localDayStart(filters.from) : null,
          periodEnd: filters.to ? localDayEnd(filters.to) : null,
          type: filters.type ?? null,
          typeNot: filters.typeNot ?? null,
          deliveryType: filters.deliveryType ?? null,
          tmStatuses: filters.tmStatuses ?? null,
          practitionerIds: filters.practitionerIds ?? null,
          includeSP: filters.includeSP ?? null,
          sort: filters.sort ?? null,
          term: term || null,
          first,
          after,
        })
      ).EncounterList,
    search,
  );

export const encounterCliniciansQuery = () =>
  queryOptions({
    queryKey: encounterListKeys.clinicians(),
    queryFn: async () => (await request(EncounterFilterCliniciansDocument, {})).SchedulableClinicians,
    staleTime: 5 * 60_000,
  });

/** The visit's encounter (null when it has none), read anew on each visit. */
export const visitEncounterQuery = (appointmentId: string) =>
  queryOptions({
    queryKey: encounterListKeys.visit(appointmentId),
    queryFn: async () => (await request(ClinicianEncounterDocument, { appointmentId })).GetActiveEncounterByAppointmentId,
    staleTime: 0,
  });

export const encounterDetailsQuery = (encounter: Pick<VisitEncounter, 'id' | 'patientId'>) =>
  queryOptions({
    queryKey: encounterListKeys.details(encounter.id),
    queryFn: () => request(EncounterVersionsDocument, { encounterId: encounter.id, patientId: encounter.patientId }),
    staleTime: 0,
  });
