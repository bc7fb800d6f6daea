// One run (SPEC §2 /bulk-eligibility): its filter in words, a progress bar heard live
// (onBulkEligibilityProgress) and read whole again after a reload, its counts by outcome, and
// each coverage's outcome (SPEC §8 errors; the PCC task left about a problem, SPEC §9).
import { Button, Group, Paper, Progress, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ITEM_STATUS_COLORS,
  ITEM_STATUS_LABELS,
  type ItemStatus,
  RUN_STATUS_LABELS,
  type RunStatus,
} from '../../../domain/bulk-eligibility/bulk-eligibility';
import { formatDateTime } from '../../../domain/format';
import { LIST_MESSAGES } from '../../../domain/paged-list';
import { LinkAnchor } from '../../../ui/link-anchor';
import { StatusBadge } from '../../../ui/status-badge';
import { bulkItemsQuery, bulkRunQuery, useBulkRunProgress } from '../bulk-eligibility-api';

const VIEWS = {
  all: [] as ItemStatus[],
  problems: ['inactive', 'error', 'failed'] as ItemStatus[],
};
type View = keyof typeof VIEWS;

const COUNTED: ItemStatus[] = ['active', 'inactive', 'error', 'failed', 'pending'];

export function BulkRunPanel({ runId }: { runId: string }) {
  const run = useQuery(bulkRunQuery(runId));
  const [view, setView] = useState<View>('all');
  const items = useInfiniteQuery(bulkItemsQuery(runId, VIEWS[view]));
  useBulkRunProgress(runId, !!run.data?.completedAt);
  if (run.error) {
    return (
      <Text c="red.8" role="alert">
        {run.error.message}
      </Text>
    );
  }
  if (!run.data) return <Text c="dimmed">Loading the run…</Text>;
  const { progress } = run.data;
  const rows = items.data?.pages.flatMap((p) => p.items) ?? [];
  const status = progress.status as RunStatus;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="bulk-run-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h3" id="bulk-run-title">
            Run of {formatDateTime(run.data.createdAt)}
          </Title>
          <StatusBadge label={RUN_STATUS_LABELS[status] ?? progress.status} color={status === 'completed' ? 'teal' : 'blue'} />
        </Group>
        <Text size="sm" c="dimmed">
          {run.data.description} · by {run.data.userName}
        </Text>
        <Progress value={progress.percent} size="xl" animated={status !== 'completed'} aria-label="Eligibility checks done" />
        <Text data-testid="bulk-progress" aria-live="polite">
          {progress.counts.total - progress.counts.pending} of {progress.counts.total.toLocaleString('en-US')} checked ({progress.percent}%)
        </Text>
        <Group gap="xs" wrap="wrap" role="group" aria-label="Outcomes">
          {COUNTED.map((s) => (
            <StatusBadge key={s} label={`${ITEM_STATUS_LABELS[s]}: ${progress.counts[s]}`} color={ITEM_STATUS_COLORS[s]} />
          ))}
        </Group>
        <SegmentedControl
          value={view}
          onChange={(next) => setView(next as View)}
          data={[
            { value: 'all', label: 'All patients' },
            { value: 'problems', label: 'Problems only' },
          ]}
          aria-label="Which outcomes"
          w="fit-content"
        />
        {rows.length === 0 ? (
          <Text c="dimmed">{items.isPending ? 'Loading the outcomes…' : LIST_MESSAGES.noData}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped aria-label="Outcomes by patient">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Patient</Table.Th>
                  <Table.Th scope="col">Insurer and Member ID</Table.Th>
                  <Table.Th scope="col">Outcome</Table.Th>
                  <Table.Th scope="col">Details</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((item) => (
                  <Table.Tr key={item.seq} data-testid="bulk-item">
                    <Table.Td>
                      <LinkAnchor to="/patients/$id/$tab" params={{ id: item.patientId, tab: 'coverages' }}>
                        {item.patientName}
                      </LinkAnchor>
                    </Table.Td>
                    <Table.Td>
                      {item.insurer}
                      <Text size="sm" c="dimmed">
                        {item.memberId}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <StatusBadge
                        label={ITEM_STATUS_LABELS[item.status as ItemStatus] ?? item.status}
                        color={ITEM_STATUS_COLORS[item.status as ItemStatus] ?? 'gray'}
                      />
                    </Table.Td>
                    <Table.Td>
                      {item.message ?? (item.checkedAt ? `Checked ${formatDateTime(item.checkedAt)}` : '')}
                      {item.taskId ? (
                        <Text size="sm" c="dimmed">
                          Task created for PCC
                        </Text>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {items.hasNextPage ? (
          <Button variant="default" onClick={() => void items.fetchNextPage()} loading={items.isFetchingNextPage} w="fit-content">
            {LIST_MESSAGES.loadMore}
          </Button>
        ) : rows.length > 0 && status === 'completed' ? (
          <Text c="dimmed" size="sm">
            {LIST_MESSAGES.endOfResults}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
