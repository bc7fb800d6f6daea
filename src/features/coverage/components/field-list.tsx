// A record's labelled values as a description list (the Demographics tab's look), 'Not Available'
// for what the record does not hold (SPEC §9 placeholder).
import { Box, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export const NOT_AVAILABLE = 'Not Available';

export interface FieldItem {
  label: string;
  value: ReactNode;
}

export function FieldList({ items, cols = { base: 1, xs: 2, md: 3 } }: { items: readonly FieldItem[]; cols?: Record<string, number> }) {
  return (
    <SimpleGrid component="dl" m={0} cols={cols} spacing="md" verticalSpacing="xs">
      {items.map((item) => (
        <Box key={item.label}>
          <Text size="sm" c="dimmed" component="dt">
            {item.label}
          </Text>
          <Box component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
            {item.value ?? NOT_AVAILABLE}
          </Box>
        </Box>
      ))}
    </SimpleGrid>
  );
}
