// SPEC §2 /patients: find a patient by name (word starts, or a typo), date of birth, external
// patient number or phone, narrowed by admission status, state and market; 25 at a time with
// 'Load more'. The server keeps the list to the patients the user may read (DESIGN §8).
import { Stack, Title } from '@mantine/core';
import { SearchableList } from '../../ui/list/searchable-list';
import { PatientFiltersPanel } from './patient-filters';
import { PatientRow } from './patient-row';
import { hasFilters, type PatientFilters, patientListQuery } from './patients-api';

export interface PatientListPageProps {
  search: string;
  filters: PatientFilters;
  onChange: (next: { search: string; filters: PatientFilters }) => void;
}

export function PatientListPage({ search, filters, onChange }: PatientListPageProps) {
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1} size="h2">
        Patients
      </Title>
      <SearchableList
        label="Patients"
        searchLabel="Search patients"
        searchPlaceholder="Name, DOB, patient no. or phone"
        query={patientListQuery(filters)}
        rowKey={(p) => p.id}
        renderRow={(p) => <PatientRow patient={p} />}
        requiresCriteria
        hasCriteria={hasFilters(filters)}
        search={search}
        onSearch={(next) => onChange({ search: next, filters })}
        filters={<PatientFiltersPanel value={filters} onChange={(next) => onChange({ search, filters: next })} />}
      />
    </Stack>
  );
}
