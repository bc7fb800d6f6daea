// SPEC §2 /missed-appointments and /made-encounters (Bulk Operations, only the PCC job functions
// pons and poff): a range's letters to the patients' PCPs, one per missed appointment or made
// encounter, with their flags (SPEC §3 Letters), a bulk send after SPEC §8's prompt, and the
// queued ones followed live until they are Sent or Failed. The range lives in the address.
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { displayError } from '../../domain/errors';
import { LETTER_KIND_TITLES, type LetterKind, type LetterRange } from '../../domain/letters/pcp-letters';
import { LIST_MESSAGES } from '../../domain/paged-list';
import { LetterCounts } from './components/letter-counts';
import { LetterRangeFilter } from './components/letter-range-filter';
import { LettersTable } from './components/letters-table';
import { SendLettersButton } from './components/send-letters-button';
import { pcpLettersQuery, usePcpLetterChanges } from './letters-api';

export function LettersPage({ kind, range, onRange }: { kind: LetterKind; range: LetterRange; onRange: (next: LetterRange) => void }) {
  const list = useInfiniteQuery(pcpLettersQuery(kind, range));
  usePcpLetterChanges(kind);
  const counts = list.data?.pages[0]?.counts;
  const rows = list.data?.pages.flatMap((p) => p.rows) ?? [];
  const title = LETTER_KIND_TITLES[kind];
  return (
    <Stack gap="md" maw={1200}>
      <Title order={1}>{title}</Title>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <LetterRangeFilter range={range} onChange={onRange} />
        <SendLettersButton kind={kind} range={range} ready={counts?.ready ?? 0} />
      </Group>
      {counts ? <LetterCounts counts={counts} /> : null}
      {list.error ? (
        <Text c="red.9" role="alert">
          {displayError(list.error.message)}
        </Text>
      ) : list.isPending ? (
        <Text c="dimmed">Loading the letters…</Text>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{LIST_MESSAGES.noData}</Text>
      ) : (
        <>
          <LettersTable rows={rows} label={title} />
          <Text size="sm" c="dimmed">
            {LIST_MESSAGES.displayed(rows.length, counts?.total ?? rows.length)}
          </Text>
          {list.hasNextPage ? (
            <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} w="fit-content">
              {LIST_MESSAGES.loadMore}
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {LIST_MESSAGES.endOfResults}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
