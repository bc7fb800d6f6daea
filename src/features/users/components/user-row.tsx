// One user of the list (SPEC §2 /users): the name (to the user's page), e-mail, roles and job
// functions, the status badge and when they last signed in.
import { Group, Stack, Text } from '@mantine/core';
import { roleList } from '../../../domain/administration/user-labels';
import { userStatusStyle } from '../../../domain/administration/user-status';
import { formatDateTime } from '../../../domain/format';
import { LinkAnchor } from '../../../ui/link-anchor';
import { StatusBadge } from '../../../ui/status-badge';
import classes from '../users.module.css';
import type { UserListItem } from '../users-api';

/** The list is sorted by family name, so rows read 'Family, Given'. */
const sortedName = (u: UserListItem): string => (u.familyName && u.givenName ? `${u.familyName}, ${u.givenName}` : u.name);

export function UserRow({ user }: { user: UserListItem }) {
  const status = userStatusStyle(user.status);
  const work = [roleList(user.roles), user.jobFunctions.map((j) => j.title).join(', ')].filter(Boolean).join(' · ');
  return (
    <Group className={classes.row} justify="space-between" align="flex-start" wrap="wrap" gap="sm">
      <Stack gap={2} miw={0} style={{ flex: '1 1 16rem' }}>
        <LinkAnchor to="/users/$userId" params={{ userId: user.id }} fw={600} size="lg">
          {sortedName(user)}
        </LinkAnchor>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
        {work ? (
          <Text size="sm" c="dimmed">
            {work}
          </Text>
        ) : null}
      </Stack>
      <Stack gap={4} align="flex-end">
        <StatusBadge label={status.label} color={status.color} size="md" />
        <Text size="xs" c="dimmed">
          {user.lastLoggedIn ? `Last logged in ${formatDateTime(user.lastLoggedIn)}` : 'Never logged in'}
        </Text>
      </Stack>
    </Group>
  );
}
