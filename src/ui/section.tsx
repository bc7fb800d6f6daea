import { Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled block of a screen (a visit's Encounter, Patient, Documentation …): a labelled region with an optional action. */
export function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}
