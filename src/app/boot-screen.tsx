import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCloudOff, IconWifiOff } from '@tabler/icons-react';
import { useLayoutEffect } from 'react';
import { MESSAGES } from '../domain/messages';
import { PageLoader } from '../ui/page-loader';
import { releasePrerender } from './prerender/takeover';

/** The app starting (SPEC §7: a loader until the start-up answers are in). */
export function StartingScreen() {
  return <PageLoader label="Loading Wound Care EMR…" fullScreen />;
}

/** What the app shows when it cannot start: offline with nothing cached, or a config failure. */
export function BootError({ offline, reason, onRetry }: { offline: boolean; reason: string; onRetry: () => void }) {
  const Icon = offline ? IconWifiOff : IconCloudOff;
  useLayoutEffect(releasePrerender, []);
  return (
    <Center component="main" mih="100dvh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" radius="lg" maw={480} w="100%">
        <Stack align="center" ta="center" gap="sm">
          <Icon size={44} stroke={1.5} aria-hidden color="var(--mantine-color-brand-7)" />
          <Title order={1} size="h3">
            {offline ? MESSAGES.offline : MESSAGES.configLoadFailed}
          </Title>
          <Text c="dimmed">{offline ? 'Wound Care EMR needs a connection the first time it opens on this device.' : reason}</Text>
          <Button onClick={onRetry} mt="sm">
            Retry
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
