// A chart tab's paged list with no search box (the chart's tabs list one patient's records): the
// rows, 'Displayed {n} of {total} results', 'Load more' while the server has more, and SPEC §8's
// empty texts — the states of the searchable list (src/domain/paged-list.ts listState), over the
// same paged query (src/ui/list/paged-query.ts).
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { displayError } from '../../domain/errors';
import { LIST_MESSAGES, listState } from '../../domain/paged-list';
import type { PagedListQuery } from '../../ui/list/paged-query';

export function PagedRows<T>({
  label,
  query,
  rowKey,
  renderRow,
}: {
  /** The list's accessible name ('Encounters'). */
  label: string;
  query: PagedListQuery<T>;
  rowKey: (row: T) => string;
  renderRow: (row: T) => ReactNode;
}) {
  const list = useInfiniteQuery(query);
  const rows = list.data?.pages.flatMap((page) => page.edges.map((edge) => edge.node)) ?? [];
  const total = list.data?.pages.at(-1)?.totalCount ?? 0;
  const state = listState({
    requiresCriteria: false,
    hasCriteria: true,
    status: list.status,
    shown: rows.length,
    hasMore: list.hasNextPage,
  });

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" role="status">
        {state === 'more' || state === 'end' ? LIST_MESSAGES.displayed(rows.length, total) : ''}
      </Text>
      {rows.length > 0 ? (
        <Stack component="ul" aria-label={label} gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((row) => (
            <li key={rowKey(row)}>{renderRow(row)}</li>
          ))}
        </Stack>
      ) : null}
      {state === 'loading' ? (
        <Center py="md">
          <Loader size="sm" role="progressbar" aria-label="Loading results" />
        </Center>
      ) : state === 'error' ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{displayError(list.error?.message)}</Text>
            <Button size="xs" variant="default" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : state === 'empty' ? (
        <Text c="dimmed">{LIST_MESSAGES.noData}</Text>
      ) : state === 'more' ? (
        <Group justify="center">
          <Button variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {LIST_MESSAGES.loadMore}
          </Button>
        </Group>
      ) : state === 'end' ? (
        <Text c="dimmed" ta="center" size="sm">
          {LIST_MESSAGES.endOfResults}
        </Text>
      ) : null}
    </Stack>
  );
}
