// One section of a dashboard: a heading, what it counts, and its chart and table.
import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function Panel({ id, title, of, children }: { id: string; title: string; of: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={`${id}-title`}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {of}
          </Text>
        </div>
        {children}
      </Stack>
    </Card>
  );
}
