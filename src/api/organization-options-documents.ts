// Active organizations as picker choices (a user's payers and legal entities, an IPA's MSO): the
// few fields a choice needs. SPEC §9 lets an organization picker fetch 1000, but the server's
// query cost (server/graphql/limits.ts: a page costs `first` × its item's fields, at most 3000)
// allows 450 items of these 6; every market, payer and MSO of the demo fits many times over.
import { graphql } from '../gql';

export const ORGANIZATION_OPTIONS_PAGE = 450;

export const OrganizationOptionsDocument = graphql(`
  query OrganizationOptions($type: [String!], $first: Int) {
    OrganizationList(type: $type, active: true, first: $first) {
      edges {
        node {
          id
          name
          type
          state
        }
      }
    }
  }
`);
