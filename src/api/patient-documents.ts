// The patient-list operations (SPEC §2 patient list, §7 MarketList).
import { graphql } from '../gql';

export const PatientListDocument = graphql(`
  query PatientList($term: String, $state: String, $market: ID, $admission: [String!], $first: Int, $after: String) {
    PatientList(term: $term, state: $state, market: $market, admission: $admission, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          name
          birthDate
          age
          gender
          phone
          externalNumber
          admissionStatus
          state
          marketName
          address {
            line
            city
            state
          }
        }
      }
    }
  }
`);

export const MarketListDocument = graphql(`
  query MarketList($states: [String!], $term: String, $first: Int) {
    MarketList(states: $states, term: $term, first: $first) {
      totalCount
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
