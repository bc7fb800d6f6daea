// The Market Team screen's operations (SPEC §2 /master-list/market-team-config): the markets with
// their counties and teams, and a market's create and update.
import { graphql } from '../../gql';

export const MarketTeamFieldsFragmentDoc = graphql(`
  fragment MarketTeamFields on MarketTeam {
    id
    versionId
    lastUpdated
    name
    state
    active
    counties
    teams {
      id
      name
      active
      participantCount
    }
  }
`);

export const MarketTeamListDocument = graphql(`
  query MarketTeamList($term: String, $state: String, $first: Int, $after: String) {
    MarketTeamList(term: $term, state: $state, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...MarketTeamFields
        }
      }
    }
  }
`);

export const CreateMarketDocument = graphql(`
  mutation CreateMarket($market: MarketInput!) {
    createMarket(market: $market) {
      ...MarketTeamFields
    }
  }
`);

export const UpdateMarketDocument = graphql(`
  mutation UpdateMarket($id: ID!, $versionId: Int!, $market: MarketInput!) {
    updateMarket(id: $id, versionId: $versionId, market: $market) {
      ...MarketTeamFields
    }
  }
`);
