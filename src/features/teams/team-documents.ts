// The /teams operations (schema in server/modules/teams/team.graphql): the list, create and
// update, and the clinicians a participant is picked from (ClinicianList by name) (SPEC §2). The
// market choices are src/api/patient-documents.ts's MarketList, a team's change history
// src/api/audit-documents.ts's AdminAuditList.
import { graphql } from '../../gql';

export const CareTeamFieldsFragment = graphql(`
  fragment CareTeamFields on CareTeam {
    id
    versionId
    lastUpdated
    name
    active
    state
    note
    managingMarket {
      id
      name
    }
    participants {
      practitionerId
      practitionerName
      role
      roleLabel
      specialty
    }
  }
`);

export const CareTeamListDocument = graphql(`
  query CareTeamList($term: String, $state: String, $first: Int, $after: String) {
    CareTeamList(term: $term, state: $state, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...CareTeamFields
        }
      }
    }
  }
`);

export const CreateCareTeamDocument = graphql(`
  mutation CreateCareTeam($team: CareTeamInput!) {
    createCareTeam(team: $team) {
      ...CareTeamFields
    }
  }
`);

export const UpdateCareTeamDocument = graphql(`
  mutation UpdateCareTeam($id: ID!, $versionId: Int!, $team: CareTeamInput!) {
    updateCareTeam(id: $id, versionId: $versionId, team: $team) {
      ...CareTeamFields
    }
  }
`);

export const CareTeamClinicianOptionsDocument = graphql(`
  query CareTeamClinicianOptions($term: String, $first: Int) {
    ClinicianList(term: $term, active: true, first: $first) {
      edges {
        node {
          id
          name
          state
        }
      }
    }
  }
`);
