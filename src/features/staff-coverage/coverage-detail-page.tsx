// SPEC §2 /pcc-config/{userId}, /th-clinician/{clinicianId}, /lead-clinician/{clinicianId}: the
// user, what they cover, and the 'Change history'; 'Edit' opens the form. One page for the three kinds.
import { Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { COVERAGE, type CoverageKind, coverageEntityId } from '../../domain/administration/coverage';
import { ChangeHistory } from '../../ui/audit/change-history';
import { LinkAnchor } from '../../ui/link-anchor';
import { LinkButton } from '../../ui/link-button';
import { StatusBadge } from '../../ui/status-badge';
import { CoverageFacts } from './components/coverage-facts';
import { coverageEditPath, coverageListPath } from './coverage-paths';
import { coverageQuery } from './staff-coverage-api';

export function CoverageDetailPage({ kind, userId }: { kind: CoverageKind; userId: string }) {
  const { data } = useSuspenseQuery(coverageQuery(kind, userId));
  const { config } = data;
  return (
    <Stack gap="lg" maw={960}>
      <LinkAnchor to={coverageListPath(kind)} size="sm">
        Back to {COVERAGE[kind].title}
      </LinkAnchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} miw={0}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {config.name}
          </Title>
          <Group gap="xs">
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {config.email}
            </Text>
            {config.status === 'inactive' ? <StatusBadge label="Inactive" color="gray" /> : null}
          </Group>
        </Stack>
        <LinkButton to={coverageEditPath(kind, userId)} variant="default" leftSection={<IconPencil size={16} aria-hidden />}>
          Edit
        </LinkButton>
      </Group>
      <CoverageFacts kind={kind} item={config} />
      <ChangeHistory entityType="CoverageConfig" entityId={coverageEntityId(kind, userId)} />
    </Stack>
  );
}
