// SPEC §2 /master-list/market-team-config ('Market Team', a settings child: settings): the markets
// of the user's states by name, narrowed by state, 25 at a time with 'Load more', each with the
// counties it serves and the care teams it manages; 'New Market' and a market's name open its
// dialog.
import { Button, Group, Select, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { SUPPORTED_STATES } from '../../domain/time-zone';
import { FoldingFilters } from '../../ui/list/folding-filters';
import { SearchableList } from '../../ui/list/searchable-list';
import { MarketDialog } from './market-dialog';
import { MarketRow } from './market-row';
import { type MarketItem, marketTeamListQuery } from './market-teams-api';

export function MarketTeamsPage() {
  const [state, setState] = useState<string | null>(null);
  // undefined: closed; null: a new one.
  const [open, setOpen] = useState<MarketItem | null | undefined>(undefined);
  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          Market Team
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpen(null)}>
          New Market
        </Button>
      </Group>
      <SearchableList
        label="Markets"
        searchLabel="Search markets"
        searchPlaceholder="Market name"
        query={marketTeamListQuery(state)}
        rowKey={(m) => m.id}
        renderRow={(m) => <MarketRow market={m} onOpen={setOpen} />}
        filters={
          <FoldingFilters id="market-filters" count={state ? 1 : 0}>
            <Select
              label="State"
              placeholder="All states"
              data={[...SUPPORTED_STATES]}
              value={state}
              onChange={setState}
              clearable
              w={160}
            />
          </FoldingFilters>
        }
      />
      {open !== undefined ? <MarketDialog key={open?.id ?? 'new'} market={open} onClose={() => setOpen(undefined)} /> : null}
    </Stack>
  );
}
