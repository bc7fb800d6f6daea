import { Group, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { MESSAGES } from '../domain/messages';

export const OFFLINE_BANNER_HEIGHT = 36;

/** SPEC §8: 'No internet connection', in the page flow (never over content), while offline. */
export function OfflineBanner() {
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Group role="status" gap="xs" justify="center" h={OFFLINE_BANNER_HEIGHT} px="md" bg="dark.7" c="white" wrap="nowrap">
      <IconWifiOff size={18} aria-hidden />
      <Text size="sm" fw={600}>
        {MESSAGES.offline}
      </Text>
    </Group>
  );
}
