// The county and market lookups of an address (SPEC §7 CountyList and MarketList, 200 per fetch,
// SPEC §9): a patient's address and a facility's (the master lists) look them up alike.
import { queryOptions } from '@tanstack/react-query';
import { LOOKUP_FETCH_SIZE } from '../domain/patients/address';
import { graphql } from '../gql';
import { request } from './graphql-client';
import { MarketListDocument } from './patient-documents';

export const CountyListDocument = graphql(`
  query CountyList($states: [String!], $postalCodes: [String!], $term: String, $first: Int) {
    CountyList(states: $states, postalCodes: $postalCodes, term: $term, first: $first) {
      totalCount
      edges {
        node {
          name
          state
        }
      }
    }
  }
`);

export const locationKeys = {
  counties: (state: string, postalCode: string | null) => ['address-lookups', 'counties', state, postalCode] as const,
  markets: (state: string, term: string) => ['address-lookups', 'markets', state, term] as const,
};

/** The counties of a state, narrowed to the postal code's (its first 5 digits, SPEC §9) when it is known. */
export const countyListQuery = (state: string, postalCode: string | null) =>
  queryOptions({
    queryKey: locationKeys.counties(state, postalCode),
    queryFn: async () =>
      (
        await request(CountyListDocument, {
          states: [state],
          postalCodes: postalCode ? [postalCode] : null,
          first: LOOKUP_FETCH_SIZE,
        })
      ).CountyList.edges.map((e) => e.node.name),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const marketListQuery = (state: string, term: string) =>
  queryOptions({
    queryKey: locationKeys.markets(state, term),
    queryFn: async () =>
      (await request(MarketListDocument, { states: [state], term: term || null, first: LOOKUP_FETCH_SIZE })).MarketList.edges.map(
        (e) => e.node,
      ),
    staleTime: 5 * 60_000,
  });
