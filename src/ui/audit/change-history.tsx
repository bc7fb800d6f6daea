// A record's 'Change history' (SPEC §2 users, payers, clinicians, teams, coverage config: every
// administrative change is audited): what was done, when and by whom, and which fields changed,
// newest first, 25 at a time with 'Load more'. The words are src/domain/administration/audit.ts's.
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { adminAuditQuery } from '../../api/queries';
import { type AuditEntityType, auditActionLabel, changedFieldsText } from '../../domain/administration/audit';
import { displayError } from '../../domain/errors';
import { formatDateTime } from '../../domain/format';
import { LIST_MESSAGES } from '../../domain/paged-list';
import { Section } from '../section';

/** `title` names the section where a page shows more than one history (each landmark its own name). */
export function ChangeHistory({
  entityType,
  entityId,
  title = 'Change history',
}: {
  entityType: AuditEntityType;
  entityId: string;
  title?: string;
}) {
  const history = useInfiniteQuery(adminAuditQuery(entityType, entityId));
  const entries = history.data?.pages.flatMap((page) => page.edges.map((e) => e.node)) ?? [];
  const total = history.data?.pages.at(-1)?.totalCount ?? 0;
  return (
    <Section title={title}>
      {history.isPending ? (
        <Center py="md">
          <Loader size="sm" role="progressbar" aria-label="Loading the change history" />
        </Center>
      ) : history.isError ? (
        <Alert color="red" variant="light" role="alert">
          {displayError(history.error.message)}
        </Alert>
      ) : entries.length === 0 ? (
        <Text c="dimmed">{LIST_MESSAGES.noData}</Text>
      ) : (
        <Stack gap="sm">
          <Stack component="ol" aria-label="Change history" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {entries.map((entry) => {
              const changed = changedFieldsText(entityType, entry);
              return (
                <Stack component="li" key={entry.id} gap={0}>
                  <Text size="sm" fw={600}>
                    {auditActionLabel(entityType, entry.action)} · {formatDateTime(entry.at)} · {entry.actorEmail ?? 'System'}
                  </Text>
                  {changed ? (
                    <Text size="sm" c="dimmed">
                      Changed: {changed}
                    </Text>
                  ) : null}
                </Stack>
              );
            })}
          </Stack>
          <Text size="sm" c="dimmed" role="status">
            {LIST_MESSAGES.displayed(entries.length, total)}
          </Text>
          {history.hasNextPage ? (
            <Group justify="center">
              <Button variant="default" loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
                {LIST_MESSAGES.loadMore}
              </Button>
            </Group>
          ) : null}
        </Stack>
      )}
    </Section>
  );
}
