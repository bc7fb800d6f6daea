// One record of a chart list: what it is and its badges on the first line, its text, who and when,
// and the changes it allows.
import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface RecordRowProps {
  heading: ReactNode;
  badges?: ReactNode;
  children?: ReactNode;
  /** Who and when, in small print. */
  meta?: ReactNode;
  actions?: ReactNode;
}

export function RecordRow({ heading, badges, children, meta, actions }: RecordRowProps) {
  return (
    <Stack gap={6} py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
        <Text fw={600} style={{ overflowWrap: 'anywhere', flex: '1 1 16rem' }}>
          {heading}
        </Text>
        {badges ? (
          <Group gap={6} wrap="wrap">
            {badges}
          </Group>
        ) : null}
      </Group>
      {children}
      {meta ? (
        <Text size="sm" c="dimmed">
          {meta}
        </Text>
      ) : null}
      {actions}
    </Stack>
  );
}
