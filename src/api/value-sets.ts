// A value set's offered codes (SPEC §2 code systems, SPEC §7 expandValueSet): the newest published
// version's active codes, for the screens that file a record under one (a discharge request's
// reason, an order set with its orders). Small lists: one page holds them all.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { valueSetUrl } from '../domain/terminology/code-systems';
import { graphql } from '../gql';
import { request } from './graphql-client';

export const ValueSetCodesDocument = graphql(`
  query ValueSetCodes($url: String!, $count: Int) {
    expandValueSet(url: $url, count: $count) {
      version
      contains {
        code
        display
        members
      }
    }
  }
`);

/** More than any administrative list holds (the server's largest page). */
const ALL = 1000;

export const valueSetKeys = { codes: (id: string) => ['value-sets', id] as const };

/** The codes a new record may be filed under, in the list's order. */
export const valueSetCodesQuery = (id: string) =>
  queryOptions({
    queryKey: valueSetKeys.codes(id),
    queryFn: async () => (await request(ValueSetCodesDocument, { url: valueSetUrl(id), count: ALL })).expandValueSet.contains,
    staleTime: 5 * 60_000,
  });

/** Each offered code's display by its code (an order set's orders named); empty while none is asked (`id` null) or loading. */
export function useValueSetNames(id: string | null): Map<string, string> {
  const codes = useQuery({ ...valueSetCodesQuery(id ?? ''), enabled: id !== null });
  return useMemo(() => new Map((codes.data ?? []).map((c) => [c.code, c.display])), [codes.data]);
}
