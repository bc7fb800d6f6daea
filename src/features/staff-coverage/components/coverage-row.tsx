// One user of a coverage list (SPEC §2 PCC Config, Telehealth Clinicians, Lead Clinicians): the
// name (to their page), the e-mail, what they cover in one line, and Inactive when they are.
import { Group, Stack, Text } from '@mantine/core';
import { type CoverageKind, coverageSummary } from '../../../domain/administration/coverage';
import { LinkAnchor } from '../../../ui/link-anchor';
import { StatusBadge } from '../../../ui/status-badge';
import { coverageDetailPath } from '../coverage-paths';
import classes from '../staff-coverage.module.css';
import type { CoverageItem } from '../staff-coverage-api';

export function CoverageRow({ kind, item }: { kind: CoverageKind; item: CoverageItem }) {
  return (
    <Group className={classes.row} justify="space-between" align="flex-start" wrap="wrap" gap="sm">
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <LinkAnchor to={coverageDetailPath(kind, item.userId)} fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
          {item.name}
        </LinkAnchor>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {item.email}
        </Text>
        <Text size="sm">{coverageSummary(kind, item)}</Text>
      </Stack>
      {item.status === 'inactive' ? <StatusBadge label="Inactive" color="gray" /> : null}
    </Group>
  );
}
