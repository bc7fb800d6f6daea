import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

/** A permitted area whose screens are not in this version: an honest page, not a fake one. */
export function AreaPage({ title }: { title: string }) {
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1}>{title}</Title>
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="sm" ta="center">
          <IconTools size={40} stroke={1.5} aria-hidden color="var(--mantine-color-brand-7)" />
          <Text fw={600}>This area is not available in this version yet.</Text>
          <Text c="dimmed" size="sm">
            You have access to it; its screens arrive in a coming update.
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
