import { Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A message page: a big code (404, 403), its title as the page heading, a sentence and one action. */
export function StatusPage({ code, title, children, action }: { code?: string; title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="sm" maw={520} ta="center">
        {code ? (
          <Text fz={72} fw={800} lh={1} c="brand.7">
            {code}
          </Text>
        ) : null}
        <Title order={1}>{title}</Title>
        {children ? <Text c="dimmed">{children}</Text> : null}
        {action}
      </Stack>
    </Center>
  );
}
