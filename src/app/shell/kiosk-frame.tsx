// The waiting-room kiosk's frame (SPEC §2 waiting room: a facility tablet signed in as an onsite
// provider runs /waiting-room as a kiosk): full screen on request, large touch targets, no drawer
// and no menu, the screen kept on (wake lock), 'Lock EMR' (the PIN unlocks it) and 'Sign Out'.
import { ActionIcon, AppShell, Button, Group, Text, Title } from '@mantine/core';
import { IconLock, IconLogout, IconMaximize } from '@tabler/icons-react';
import { Outlet } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { OFFLINE_BANNER_HEIGHT, OfflineBanner } from '../../ui/offline-banner';
import { useWakeLock } from '../../ui/use-wake-lock';

const HEADER_HEIGHT = 72;

function useFullScreen(): { on: boolean; enter: () => void } {
  const [on, setOn] = useState(() => typeof document !== 'undefined' && document.fullscreenElement !== null);
  useEffect(() => {
    const update = () => setOn(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  return {
    on,
    // Browsers grant full screen only on a tap; a refusal leaves the kiosk as it is.
    enter: () => void document.documentElement.requestFullscreen?.().catch(() => {}),
  };
}

export function KioskFrame({
  userName,
  online,
  canLock,
  onLock,
  onSignOut,
}: {
  userName: string;
  online: boolean;
  canLock: boolean;
  onLock: () => void;
  onSignOut: () => void;
}) {
  useWakeLock(true);
  const fullScreen = useFullScreen();
  return (
    <AppShell header={{ height: HEADER_HEIGHT + (online ? 0 : OFFLINE_BANNER_HEIGHT) }} padding={{ base: 'sm', sm: 'lg' }}>
      <AppShell.Header>
        <OfflineBanner />
        <Group h={HEADER_HEIGHT} px="md" justify="space-between" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Title order={1} size="h3">
              Waiting room
            </Title>
            <Text size="sm" c="dimmed" truncate>
              {userName}
            </Text>
          </div>
          <Group gap="sm" wrap="nowrap">
            {fullScreen.on ? null : (
              <Button
                variant="default"
                size="lg"
                leftSection={<IconMaximize size={20} aria-hidden />}
                onClick={fullScreen.enter}
                visibleFrom="sm"
              >
                Full screen
              </Button>
            )}
            {canLock ? <KioskAction label="Lock EMR" icon={<IconLock size={22} aria-hidden />} onClick={onLock} /> : null}
            <KioskAction label="Sign Out" icon={<IconLogout size={22} aria-hidden />} onClick={onSignOut} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

/** A large header action: words and icon on a tablet, the icon alone (still named) on a phone. */
function KioskAction({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <>
      <Button variant="default" size="lg" leftSection={icon} onClick={onClick} visibleFrom="sm">
        {label}
      </Button>
      <ActionIcon variant="default" size={48} radius="md" aria-label={label} title={label} onClick={onClick} hiddenFrom="sm">
        {icon}
      </ActionIcon>
    </>
  );
}
