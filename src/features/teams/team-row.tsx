// One care team of the list (SPEC §2 /teams): its name (opens it), state and managing market,
// its participants with their roles, and Inactive when it is.
import { Button, Group, Stack, Text } from '@mantine/core';
import { StatusBadge } from '../../ui/status-badge';
import classes from './teams.module.css';
import type { CareTeamItem } from './teams-api';

export function TeamRow({ team, onOpen }: { team: CareTeamItem; onOpen: (team: CareTeamItem) => void }) {
  const where = [team.state, team.managingMarket?.name].filter(Boolean).join(' · ');
  return (
    <Group className={classes.row} justify="space-between" align="flex-start" wrap="wrap" gap="sm">
      <Stack gap={2} miw={0} style={{ flex: '1 1 16rem' }}>
        <Button variant="subtle" px={0} size="compact-lg" style={{ alignSelf: 'flex-start' }} onClick={() => onOpen(team)}>
          {team.name}
        </Button>
        {where ? (
          <Text size="sm" c="dimmed">
            {where}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {team.participants.length > 0
            ? team.participants.map((p) => `${p.practitionerName} (${p.roleLabel})`).join(', ')
            : 'No participants'}
        </Text>
      </Stack>
      {team.active ? null : <StatusBadge label="Inactive" color="gray" />}
    </Group>
  );
}
