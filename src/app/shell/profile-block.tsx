import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { IconLock, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { fullName, type SessionUser } from '../../domain/access';
import { initials } from '../../domain/initials';
import classes from './shell.module.css';

interface ProfileBlockProps {
  user: SessionUser;
  /** The profile page is open (its link is shown as current). */
  onProfile: boolean;
  canLock: boolean;
  onLock: () => void;
  onSignOut: () => void;
  onNavigate: () => void;
}

/** SPEC §2: the drawer's profile block — avatar, name, Profile, 'Lock EMR' (PIN on), 'Sign Out'. */
export function ProfileBlock({ user, onProfile, canLock, onLock, onSignOut, onNavigate }: ProfileBlockProps) {
  const name = fullName(user);
  return (
    <Stack gap="xs" className={classes.profile}>
      <Group gap="sm" wrap="nowrap">
        <Avatar color="brand" variant="filled" radius="xl" aria-hidden>
          {initials(name)}
        </Avatar>
        <Stack gap={0} miw={0}>
          <Text fw={600} size="sm" truncate>
            {name}
          </Text>
          <Text c="dimmed" size="xs" truncate>
            {user.email}
          </Text>
        </Stack>
      </Group>
      <Stack gap={2}>
        <Button
          component={Link}
          to="/account"
          variant={onProfile ? 'light' : 'subtle'}
          aria-current={onProfile ? 'page' : undefined}
          justify="flex-start"
          className={classes.drawerButton}
          leftSection={<IconUserCircle size={18} aria-hidden />}
          onClick={onNavigate}
        >
          Profile
        </Button>
        {canLock ? (
          <Button
            variant="subtle"
            justify="flex-start"
            className={classes.drawerButton}
            leftSection={<IconLock size={18} aria-hidden />}
            onClick={onLock}
          >
            Lock EMR
          </Button>
        ) : null}
        <Button
          variant="subtle"
          color="red"
          justify="flex-start"
          className={classes.drawerButton}
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={onSignOut}
        >
          Sign Out
        </Button>
      </Stack>
    </Stack>
  );
}
