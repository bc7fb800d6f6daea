// The visit types' durations (SPEC §2 Encounter Duration): the clinical admin edits them
// (features/encounter-duration), the coordinator's booking reads them as the default end
// (features/scheduling); one query for both.
import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../gql';
import { request } from './graphql-client';

export const EncounterDurationsDocument = graphql(`
  query EncounterDurations {
    EncounterDurations {
      visitType
      label
      minutes
    }
  }
`);

export const encounterDurationKeys = { all: ['encounter-durations'] as const };

export const encounterDurationsQuery = () =>
  queryOptions({
    queryKey: encounterDurationKeys.all,
    queryFn: async () => (await request(EncounterDurationsDocument, {})).EncounterDurations,
    staleTime: 5 * 60_000,
  });
