// One react-query infinite query per searchable list (DESIGN §8 'Lists'): pages of 25 (SPEC
// §9) asked with first/after, answered as the server's connection (edges, totalCount,
// pageInfo). A feature's <area>-api.ts makes its list query with this and hands it to
// SearchableList.
import { infiniteQueryOptions } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../domain/paged-list';

/** The shape of every paged GraphQL list (the server's paged-list helper answers it). */
export interface Connection<T> {
  edges: readonly { node: T }[];
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

export interface PageArgs {
  /** The trimmed search term ('' for none). */
  search: string;
  first: number;
  after: string | null;
}

/** The infinite query of a list for one search term; `key` is the area's list key (e.g. payerKeys.list()). */
export function pagedListQuery<T>(key: readonly unknown[], fetchPage: (args: PageArgs) => Promise<Connection<T>>, search: string) {
  return infiniteQueryOptions({
    queryKey: [...key, { search }],
    queryFn: ({ pageParam }) => fetchPage({ search, first: PAGE_SIZE, after: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Connection<T>) => (last.pageInfo.hasNextPage ? (last.pageInfo.endCursor ?? null) : null),
  });
}

export type PagedListQuery<T> = ReturnType<typeof pagedListQuery<T>>;
