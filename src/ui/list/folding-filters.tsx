// A list's filter panel (SPEC §2 'lookup filter panel') that folds behind a 'Filters' button on a
// phone, with how many filters are set, so the search box and the results stay near the top; on
// wider screens the panel is always shown. The area's own controls are its children.
import { Button, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './folding-filters.module.css';

export function FoldingFilters({ id, count, children }: { id: string; count: number; children: ReactNode }) {
  const [unfolded, fold] = useDisclosure(false);
  return (
    <Stack gap="xs">
      <Button
        hiddenFrom="sm"
        variant="default"
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
        onClick={fold.toggle}
        aria-expanded={unfolded}
        aria-controls={id}
        style={{ alignSelf: 'flex-start' }}
      >
        Filters{count > 0 ? ` (${count})` : ''}
      </Button>
      <Stack gap="sm" component="fieldset" m={0} p={0} style={{ border: 0 }} id={id} className={classes.filters} data-folded={!unfolded}>
        <Text component="legend" fw={600} size="sm" mb={4}>
          Filters
        </Text>
        {children}
      </Stack>
    </Stack>
  );
}
