// SPEC §2 /clinician-encounters (menu 'Encounters', permission patient; hidden for external and
// reviewer-read-only users and unless EnableEncounterFilter is 'true'): the encounters the user may
// read, 25 at a time, by every EncounterList filter of SPEC §7 and a word of the patient's name;
// the filters live in the address bar.
import { Stack, Title } from '@mantine/core';
import { SearchableList } from '../../ui/list/searchable-list';
import { EncounterFiltersPanel } from './encounter-filters';
import { clinicianEncounterListQuery, type EncounterFilters } from './encounter-list-api';
import { EncounterRow } from './encounter-row';

export interface EncountersPageProps {
  search: string;
  filters: EncounterFilters;
  onChange: (next: { search: string; filters: EncounterFilters }) => void;
}

export function EncountersPage({ search, filters, onChange }: EncountersPageProps) {
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1} size="h2">
        Encounters
      </Title>
      <SearchableList
        label="Encounters"
        searchLabel="Search by patient"
        searchPlaceholder="A word of the patient's name"
        query={clinicianEncounterListQuery(filters)}
        rowKey={(e) => e.id}
        renderRow={(e) => <EncounterRow encounter={e} />}
        search={search}
        onSearch={(next) => onChange({ search: next, filters })}
        filters={<EncounterFiltersPanel value={filters} onChange={(next) => onChange({ search, filters: next })} />}
      />
    </Stack>
  );
}
