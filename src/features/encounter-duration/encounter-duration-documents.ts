// SPEC §2 Encounter Duration's change (the read is src/api/encounter-durations.ts, shared with booking).
import { graphql } from '../../gql';

export const UpdateEncounterDurationsDocument = graphql(`
  mutation UpdateEncounterDurations($durations: [EncounterDurationInput!]!) {
    updateEncounterDurations(durations: $durations) {
      visitType
      label
      minutes
    }
  }
`);
