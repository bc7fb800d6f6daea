// The payer operations (SPEC §7 OrganizationList, Organization, GetDuplicatedOrganizations,
// createOrganization, updateOrganization; the 'Change history' is src/api/audit-documents.ts's).
import { graphql } from '../../gql';

export const PayerFieldsFragmentDoc = graphql(`
  fragment PayerFields on Organization {
    id
    versionId
    lastUpdated
    name
    type
    active
    state
    address {
      line
      city
      state
      postalCode
    }
    telecom {
      system
      value
      use
      rank
      extension
    }
    insurerExternalId
    availityPayerId
    contracted
    partOf {
      id
      name
      type
      active
    }
  }
`);

export const PayerListDocument = graphql(`
  query PayerList($term: String, $type: [String!], $state: String, $active: Boolean, $partOfId: ID, $first: Int, $after: String) {
    OrganizationList(term: $term, type: $type, state: $state, active: $active, partOfId: $partOfId, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          name
          type
          active
          state
          partOf {
            id
            name
            type
            active
          }
        }
      }
    }
  }
`);

export const PayerDocument = graphql(`
  query Payer($id: ID!) {
    Organization(id: $id) {
      ...PayerFields
    }
  }
`);

export const DuplicatedPayersDocument = graphql(`
  query DuplicatedPayers($organizationName: String!, $state: String!) {
    GetDuplicatedOrganizations(organizationName: $organizationName, state: $state) {
      id
      name
      type
      active
      state
      address {
        line
        city
        state
        postalCode
      }
    }
  }
`);

export const CreatePayerDocument = graphql(`
  mutation CreatePayer($organization: PayerInput!) {
    createOrganization(organization: $organization) {
      ...PayerFields
    }
  }
`);

export const UpdatePayerDocument = graphql(`
  mutation UpdatePayer($id: ID!, $organization: PayerInput!, $versionId: Int!) {
    updateOrganization(id: $id, organization: $organization, versionId: $versionId) {
      ...PayerFields
    }
  }
`);
