// THE searchable paginated list (SPEC §2 UI pieces; DESIGN §8): a search box (max 200, trimmed,
// Enter searches — SPEC §5), the rows, 'Displayed {n} of {total} results', 'Load more' while
// the server has more, and the SPEC §8 empty texts. What it shows under the rows is the pure
// rule listState (src/domain/paged-list.ts).
import { ActionIcon, Alert, Button, Center, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { displayError } from '../../domain/errors';
import { LIST_MESSAGES, listState } from '../../domain/paged-list';
import { SEARCH_MAX, searchTerm } from '../../domain/validation/search';
import type { PagedListQuery } from './paged-query';

export interface SearchableListProps<T> {
  /** The list's accessible name ('Payers'). */
  label: string;
  /** The search box's label; 'Search' by default. */
  searchLabel?: string;
  searchPlaceholder?: string;
  /** The list's query for a search term (made with pagedListQuery in the area's api file). */
  query: (search: string) => PagedListQuery<T>;
  rowKey: (row: T) => string;
  renderRow: (row: T) => ReactNode;
  /** 'Apply criteria to search' until a term (or other criteria) is given; nothing is asked before. */
  requiresCriteria?: boolean;
  /** Criteria besides the search term (a filter panel's), for requiresCriteria. */
  hasCriteria?: boolean;
  /** The applied term, when the route keeps it (search params); the list keeps its own otherwise. */
  search?: string;
  onSearch?: (search: string) => void;
  /** A filter panel, shown under the search box (the box comes first, on a phone too). */
  filters?: ReactNode;
}

export function SearchableList<T>({
  label,
  searchLabel = 'Search',
  searchPlaceholder,
  query,
  rowKey,
  renderRow,
  requiresCriteria = false,
  hasCriteria = false,
  search,
  onSearch,
  filters,
}: SearchableListProps<T>) {
  const queryClient = useQueryClient();
  const [ownTerm, setOwnTerm] = useState('');
  const term = search ?? ownTerm;
  const [text, setText] = useState(term);
  const criteria = hasCriteria || term !== '';
  const list = useInfiniteQuery({ ...query(term), enabled: !requiresCriteria || criteria });
  const rows = list.data?.pages.flatMap((page) => page.edges.map((edge) => edge.node)) ?? [];
  const last = list.data?.pages.at(-1);
  const total = last?.totalCount ?? 0;
  const atLeast = (last && 'totalCountCapped' in last && last.totalCountCapped === true) || false;
  const state = listState({ requiresCriteria, hasCriteria: criteria, status: list.status, shown: rows.length, hasMore: list.hasNextPage });
  const listId = useId();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = searchTerm(text);
    // A search asked for starts at its first page: pages an earlier search of the same words
    // loaded ('Load more') are dropped, not shown again at once. Reset, not removed: when it is
    // the query on screen (the same words and filters, perhaps still loading), removing it would
    // cancel its load and leave the list watching a query no one fetches (the address does not
    // change, so nothing asks again); a reset keeps the list on it and asks for the first page.
    void queryClient.resetQueries({ queryKey: query(next).queryKey, exact: true });
    setText(next);
    setOwnTerm(next);
    onSearch?.(next);
  };

  return (
    <Stack gap="md">
      <search aria-label={label}>
        <form onSubmit={apply}>
          <TextInput
            type="search"
            label={searchLabel}
            placeholder={searchPlaceholder}
            value={text}
            maxLength={SEARCH_MAX}
            onChange={(event) => setText(event.currentTarget.value)}
            aria-controls={rows.length > 0 ? listId : undefined}
            rightSection={
              <ActionIcon type="submit" variant="subtle" aria-label={searchLabel}>
                <IconSearch size={18} aria-hidden />
              </ActionIcon>
            }
          />
        </form>
      </search>
      {filters}

      <Text size="sm" c="dimmed" role="status">
        {state === 'more' || state === 'end' ? LIST_MESSAGES.displayed(rows.length, total, atLeast) : ''}
      </Text>

      {rows.length > 0 ? (
        <Stack component="ul" id={listId} aria-label={label} gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((row) => (
            <li key={rowKey(row)}>{renderRow(row)}</li>
          ))}
        </Stack>
      ) : null}

      <ListFooter state={state} list={list} />
    </Stack>
  );
}

function ListFooter({
  state,
  list,
}: {
  state: ReturnType<typeof listState>;
  list: { error: Error | null; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown>; refetch: () => Promise<unknown> };
}) {
  switch (state) {
    case 'apply-criteria':
      return <Text c="dimmed">{LIST_MESSAGES.applyCriteria}</Text>;
    case 'loading':
      return (
        <Center py="md">
          <Loader size="sm" role="progressbar" aria-label="Loading results" />
        </Center>
      );
    case 'error':
      return (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{displayError(list.error?.message)}</Text>
            <Button size="xs" variant="default" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      );
    case 'empty':
      return <Text c="dimmed">{LIST_MESSAGES.noData}</Text>;
    case 'more':
      return (
        <Group justify="center">
          <Button variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {LIST_MESSAGES.loadMore}
          </Button>
        </Group>
      );
    case 'end':
      return (
        <Text c="dimmed" ta="center" size="sm">
          {LIST_MESSAGES.endOfResults}
        </Text>
      );
  }
}
