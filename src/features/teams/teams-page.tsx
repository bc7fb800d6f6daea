// SPEC §2 /teams (settings): care teams by name, narrowed by state, 25 at a time with 'Load
// more'; 'New Team' and a team's name open its dialog (form and change history).
import { Button, Group, Select, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { SUPPORTED_STATES } from '../../domain/time-zone';
import { FoldingFilters } from '../../ui/list/folding-filters';
import { SearchableList } from '../../ui/list/searchable-list';
import { TeamDialog } from './team-dialog';
import { TeamRow } from './team-row';
import { type CareTeamItem, teamListQuery } from './teams-api';

export interface TeamsPageProps {
  search: string;
  state: string | null;
  onChange: (next: { search: string; state: string | null }) => void;
}

/** Which dialog is open: none, a new team, or an existing team as it was opened. */
type Open = { team: CareTeamItem | null } | null;

export function TeamsPage({ search, state, onChange }: TeamsPageProps) {
  const [open, setOpen] = useState<Open>(null);
  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          Teams
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpen({ team: null })}>
          New Team
        </Button>
      </Group>
      <SearchableList
        label="Teams"
        searchLabel="Search teams"
        searchPlaceholder="Team name"
        query={teamListQuery(state)}
        rowKey={(t) => t.id}
        renderRow={(t) => <TeamRow team={t} onOpen={(team) => setOpen({ team })} />}
        search={search}
        onSearch={(next) => onChange({ search: next, state })}
        filters={
          <FoldingFilters id="team-filters" count={state ? 1 : 0}>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <Select
                label="State"
                placeholder="All states"
                data={[...SUPPORTED_STATES]}
                value={state}
                onChange={(next) => onChange({ search, state: next })}
                clearable
                w={160}
              />
            </Group>
          </FoldingFilters>
        }
      />
      {open ? <TeamDialog team={open.team} onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
}
