// The counts at the top of a tab (the task dashboard's open and overdue, the orders by status), as
// a labelled group holding a description list, so each number is read with its name.
import { Box, Group, Paper, Text } from '@mantine/core';

export interface Count {
  label: string;
  value: number | null;
  /** A colour for a count that needs attention (overdue tasks). */
  alert?: boolean;
}

export function RecordCounts({ label, counts }: { label: string; counts: readonly Count[] }) {
  return (
    <Box role="group" aria-label={label} mb="md">
      <Group component="dl" gap="sm" m={0} wrap="wrap">
        {counts.map((c) => (
          <Paper key={c.label} withBorder radius="md" px="md" py={6} miw={110}>
            <Text component="dt" size="sm" c="dimmed">
              {c.label}
            </Text>
            <Text component="dd" m={0} fw={700} fz="xl" c={c.alert && c.value ? 'red.8' : 'dark.8'}>
              {c.value ?? '–'}
            </Text>
          </Paper>
        ))}
      </Group>
    </Box>
  );
}
