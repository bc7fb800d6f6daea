import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value of a record's page (inside a <dl>); an empty value reads 'None'. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '' || (Array.isArray(children) && children.length === 0);
  return (
    <Box>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Box component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {empty ? (
          <Text span c="dimmed" fw={400}>
            None
          </Text>
        ) : (
          children
        )}
      </Box>
    </Box>
  );
}
