// The patient's documents, newest first, 25 a page (SPEC §9) with 'Load more', 'Displayed {n}
// of {total} results' and SPEC §8's empty texts (src/domain/paged-list.ts).
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { DocumentCategory } from '../../domain/documents/document-categories';
import { displayError } from '../../domain/errors';
import { LIST_MESSAGES, listState } from '../../domain/paged-list';
import { DocumentRow } from './document-row';
import { type DocumentItem, documentListQuery } from './documents-api';

export function DocumentList({
  patientId,
  category,
  online,
  mayDelete,
  onDelete,
}: {
  patientId: string;
  category: DocumentCategory | null;
  online: boolean;
  mayDelete: boolean;
  onDelete: (document: DocumentItem) => void;
}) {
  const list = useInfiniteQuery(documentListQuery(patientId, category));
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
      {rows.length ? (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Documents list">
          {rows.map((d) => (
            <li key={d.id}>
              <DocumentRow document={d} online={online} mayDelete={mayDelete} onDelete={onDelete} />
            </li>
          ))}
        </Stack>
      ) : null}
      {state === 'loading' ? (
        <Center py="md">
          <Loader size="sm" role="progressbar" aria-label="Loading documents" />
        </Center>
      ) : null}
      {state === 'error' ? (
        <Alert color="red" variant="light" role="alert">
          {displayError(list.error?.message)}
        </Alert>
      ) : null}
      {state === 'empty' ? <Text c="dimmed">{LIST_MESSAGES.noData}</Text> : null}
      {rows.length ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          {LIST_MESSAGES.displayed(rows.length, total)}
        </Text>
      ) : null}
      {state === 'more' ? (
        <Button
          variant="default"
          onClick={() => void list.fetchNextPage()}
          loading={list.isFetchingNextPage}
          disabled={!online}
          w="fit-content"
        >
          {LIST_MESSAGES.loadMore}
        </Button>
      ) : null}
      {state === 'end' ? (
        <Text size="sm" c="dimmed">
          {LIST_MESSAGES.endOfResults}
        </Text>
      ) : null}
    </Stack>
  );
}
