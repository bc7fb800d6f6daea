// SPEC §2: an MSO's page lists its IPAs (each to its own page, Active / Inactive), 25 at a time.
import { Button, Group, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { activeColor, activeLabel } from '../../../domain/administration/payer';
import { displayError } from '../../../domain/errors';
import { LIST_MESSAGES } from '../../../domain/paged-list';
import { LinkAnchor } from '../../../ui/link-anchor';
import { Section } from '../../../ui/section';
import { StatusBadge } from '../../../ui/status-badge';
import { msoIpasQuery } from '../payers-api';

export function MsoIpas({ msoId }: { msoId: string }) {
  const ipas = useInfiniteQuery(msoIpasQuery(msoId));
  const rows = ipas.data?.pages.flatMap((page) => page.edges.map((e) => e.node)) ?? [];
  const total = ipas.data?.pages.at(-1)?.totalCount ?? 0;
  return (
    <Section title="IPAs">
      {ipas.status === 'error' ? (
        <Text c="red.8" role="alert">
          {displayError(ipas.error.message)}
        </Text>
      ) : ipas.status === 'success' && rows.length === 0 ? (
        <Text c="dimmed">{LIST_MESSAGES.noData}</Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label="IPAs">
          {rows.map((ipa) => (
            <Group component="li" key={ipa.id} justify="space-between" gap="sm" wrap="wrap">
              <LinkAnchor to="/payers/$payerId" params={{ payerId: ipa.id }} fw={500} style={{ overflowWrap: 'anywhere' }}>
                {ipa.name}
              </LinkAnchor>
              <Group gap="sm">
                {ipa.state ? (
                  <Text size="sm" c="dimmed">
                    {ipa.state}
                  </Text>
                ) : null}
                <StatusBadge label={activeLabel(ipa.active)} color={activeColor(ipa.active)} size="md" />
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      {rows.length > 0 ? (
        <Text size="sm" c="dimmed" mt="xs">
          {LIST_MESSAGES.displayed(rows.length, total)}
        </Text>
      ) : null}
      {ipas.hasNextPage ? (
        <Group justify="center" mt="sm">
          <Button variant="default" loading={ipas.isFetchingNextPage} onClick={() => void ipas.fetchNextPage()}>
            {LIST_MESSAGES.loadMore}
          </Button>
        </Group>
      ) : null}
    </Section>
  );
}
