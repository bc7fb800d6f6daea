// One payer of the list (SPEC §2 Payers): the name (to its page), the type's label, the state,
// Active / Inactive, and an IPA's MSO.
import { Group, Stack, Text } from '@mantine/core';
import { activeColor, activeLabel, payerTypeLabel } from '../../domain/administration/payer';
import { LinkAnchor } from '../../ui/link-anchor';
import { StatusBadge } from '../../ui/status-badge';
import classes from './payers.module.css';
import type { PayerListItem } from './payers-api';

export function PayerRow({ payer }: { payer: PayerListItem }) {
  const facts = [payerTypeLabel(payer.type), payer.state].filter(Boolean).join(' · ');
  return (
    <Group className={classes.row} justify="space-between" align="flex-start" wrap="wrap" gap="sm">
      <Stack gap={2} miw={0}>
        <LinkAnchor to="/payers/$payerId" params={{ payerId: payer.id }} fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
          {payer.name}
        </LinkAnchor>
        <Text size="sm" c="dimmed">
          {facts}
          {payer.partOf ? ` · MSO: ${payer.partOf.name}` : ''}
        </Text>
      </Stack>
      <StatusBadge label={activeLabel(payer.active)} color={activeColor(payer.active)} />
    </Group>
  );
}
