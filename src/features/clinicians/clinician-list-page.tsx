// SPEC §2 /clinicians ('Clinicans', settings or financial): clinicians by name, narrowed by the
// state they work in, a market and their status; 25 at a time with 'Load more'. The server keeps
// the list to the clinicians of the caller's markets.
import { Stack, Title } from '@mantine/core';
import { SearchableList } from '../../ui/list/searchable-list';
import { ClinicianFiltersPanel } from './clinician-filters';
import { ClinicianRow } from './clinician-row';
import { type ClinicianFilters, clinicianListQuery } from './clinicians-api';

export interface ClinicianListPageProps {
  search: string;
  filters: ClinicianFilters;
  onChange: (next: { search: string; filters: ClinicianFilters }) => void;
}

export function ClinicianListPage({ search, filters, onChange }: ClinicianListPageProps) {
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1} size="h2">
        Clinicans
      </Title>
      <SearchableList
        label="Clinicians"
        searchLabel="Search clinicians"
        searchPlaceholder="Name"
        query={clinicianListQuery(filters)}
        rowKey={(c) => c.id}
        renderRow={(c) => <ClinicianRow clinician={c} />}
        search={search}
        onSearch={(next) => onChange({ search: next, filters })}
        filters={<ClinicianFiltersPanel value={filters} onChange={(next) => onChange({ search, filters: next })} />}
      />
    </Stack>
  );
}
