// The facility operations of the master lists (SPEC §7 getHealthCareFacilityList,
// getHealthCareFacilityById, GetDuplicatedOrganizations with a kind, createHealthCareFacility,
// updateHealthCareFacility).
import { graphql } from '../../gql';

export const FacilityFieldsFragmentDoc = graphql(`
  fragment FacilityFields on HealthCareFacility {
    id
    versionId
    lastUpdated
    name
    type
    active
    address {
      line
      city
      state
      postalCode
      county
      instruction
      market {
        id
        name
      }
    }
    telecom {
      system
      value
      use
      rank
      extension
    }
    contacts {
      id
      prefix
      firstName
      middleName
      lastName
      display
      role
      npi
      active
      primary
      telecom {
        system
        value
        use
        rank
        extension
      }
    }
  }
`);

export const FacilityListDocument = graphql(`
  query FacilityList($type: String!, $term: String, $first: Int, $after: String) {
    getHealthCareFacilityList(type: $type, term: $term, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...FacilityFields
        }
      }
    }
  }
`);

export const DuplicatedFacilitiesDocument = graphql(`
  query DuplicatedFacilities($organizationName: String!, $state: String!, $type: String!) {
    GetDuplicatedOrganizations(organizationName: $organizationName, state: $state, type: $type) {
      id
      name
      type
      active
      address {
        city
      }
    }
  }
`);

export const CreateFacilityDocument = graphql(`
  mutation CreateFacility($organization: HealthCareFacilityInput!, $practitioners: [FacilityContactInput!]) {
    createHealthCareFacility(organization: $organization, practitioners: $practitioners) {
      ...FacilityFields
    }
  }
`);

export const UpdateFacilityDocument = graphql(`
  mutation UpdateFacility($id: ID!, $versionId: Int!, $organization: HealthCareFacilityInput!, $practitioners: [FacilityContactInput!]) {
    updateHealthCareFacility(id: $id, versionId: $versionId, organization: $organization, practitioners: $practitioners) {
      ...FacilityFields
    }
  }
`);
