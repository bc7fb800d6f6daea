// One market of the Market Team list: its name (opens it), state and the counties it serves, the
// care teams it manages, and Inactive when it is.
import { Button, Group, Stack, Text } from '@mantine/core';
import { StatusBadge } from '../../ui/status-badge';
import type { MarketItem } from './market-teams-api';

export function MarketRow({ market, onOpen }: { market: MarketItem; onOpen: (market: MarketItem) => void }) {
  const teams = market.teams.map((t) => (t.active ? t.name : `${t.name} (inactive)`));
  return (
    <Group
      justify="space-between"
      align="flex-start"
      wrap="wrap"
      gap="sm"
      p="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Stack gap={2} miw={0} style={{ flex: '1 1 16rem' }}>
        <Button variant="subtle" px={0} size="compact-lg" style={{ alignSelf: 'flex-start' }} onClick={() => onOpen(market)}>
          {market.name}
        </Button>
        <Text size="sm" c="dimmed">
          {market.state} · {market.counties.length > 0 ? `Counties: ${market.counties.join(', ')}` : 'No counties'}
        </Text>
        <Text size="sm" c="dimmed">
          {teams.length > 0 ? `Teams: ${teams.join(', ')}` : 'No teams'}
        </Text>
      </Stack>
      {market.active ? null : <StatusBadge label="Inactive" color="gray" />}
    </Group>
  );
}
