import { ActionIcon, Burger, Button, Group, Text } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { BackLink } from '../../domain/navigation';
import { toPath } from '../links';
import { NotificationBell } from './notification-bell';
import classes from './shell.module.css';

export const SUGGESTION_MAILTO = 'mailto:support@wound-care.example?subject=EMR%20suggestion';

const today = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });

interface TopBarProps {
  drawerOpened: { mobile: boolean; desktop: boolean };
  onToggleMobile: () => void;
  onToggleDesktop: () => void;
  back: BackLink | null;
  userName: string;
  userId: string;
  notifications: boolean;
  /** The sync status (clinicians), before the suggestion button. */
  syncStatus?: ReactNode;
}

/** SPEC §2 top bar: menu toggle, back breadcrumb or the app name, info text, suggestion, bell. */
export function TopBar({ drawerOpened, onToggleMobile, onToggleDesktop, back, userName, userId, notifications, syncStatus }: TopBarProps) {
  return (
    <div className={classes.topBar}>
      <Group gap={4} wrap="nowrap" miw={0}>
        <Burger opened={drawerOpened.mobile} onClick={onToggleMobile} hiddenFrom="md" size="sm" aria-label="Toggle navigation" />
        <Burger opened={drawerOpened.desktop} onClick={onToggleDesktop} visibleFrom="md" size="sm" aria-label="Toggle navigation" />
        {back ? (
          <Button component={Link} to={toPath(back.path)} variant="subtle" size="md" px="xs" aria-label={`Back to ${back.label}`}>
            ‹ {back.label}
          </Button>
        ) : (
          <Group gap={8} wrap="nowrap" miw={0} pl={4}>
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <Text className={classes.appName} size="lg">
              Wound Care EMR
            </Text>
          </Group>
        )}
      </Group>
      <Group gap={4} wrap="nowrap">
        <Text size="sm" c="dimmed" visibleFrom="md" mr="xs">
          {today.format(new Date())} · {userName}
        </Text>
        {syncStatus}
        <ActionIcon
          component="a"
          href={SUGGESTION_MAILTO}
          variant="subtle"
          color="gray.8"
          size={44}
          radius="xl"
          aria-label="Send a suggestion"
          title="Send a suggestion"
        >
          <IconBulb size={22} stroke={1.7} aria-hidden />
        </ActionIcon>
        {notifications ? <NotificationBell userId={userId} /> : null}
      </Group>
    </div>
  );
}
