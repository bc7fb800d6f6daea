// The newest runs (the caller's own; an administrator's: everyone's), each opening its outcomes.
import { Paper, Progress, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { RUN_STATUS_LABELS, type RunStatus } from '../../../domain/bulk-eligibility/bulk-eligibility';
import { formatDateTime } from '../../../domain/format';
import { LIST_MESSAGES } from '../../../domain/paged-list';
import { bulkRunsQuery } from '../bulk-eligibility-api';

export function BulkRunsList({ selected, onSelect }: { selected: string | undefined; onSelect: (runId: string) => void }) {
  const runs = useQuery(bulkRunsQuery());
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="bulk-runs-title">
      <Stack gap="xs">
        <Text id="bulk-runs-title" fw={600}>
          Recent runs
        </Text>
        {!runs.data ? (
          <Text c="dimmed">{runs.error ? runs.error.message : 'Loading the runs…'}</Text>
        ) : runs.data.length === 0 ? (
          <Text c="dimmed">{LIST_MESSAGES.noData}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table highlightOnHover aria-label="Recent runs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Started</Table.Th>
                  <Table.Th scope="col">Patients</Table.Th>
                  <Table.Th scope="col">By</Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {runs.data.map((run) => (
                  <Table.Tr key={run.id} {...(run.id === selected ? { bg: 'var(--mantine-color-blue-light)' } : {})}>
                    <Table.Td>
                      <UnstyledButton
                        onClick={() => onSelect(run.id)}
                        aria-current={run.id === selected ? 'true' : undefined}
                        td="underline"
                      >
                        {formatDateTime(run.createdAt)}
                      </UnstyledButton>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{run.description}</Text>
                    </Table.Td>
                    <Table.Td>{run.userName}</Table.Td>
                    <Table.Td miw={140}>
                      <Text size="sm">
                        {RUN_STATUS_LABELS[run.progress.status as RunStatus] ?? run.progress.status} · {run.progress.counts.total}
                      </Text>
                      <Progress
                        value={run.progress.percent}
                        size="sm"
                        aria-label={`Run of ${formatDateTime(run.createdAt)}: ${run.progress.percent}% checked`}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
