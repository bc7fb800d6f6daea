// The clinician list's filter panel (SPEC §2 'lookup filter panel'): the state they work in, a
// market (of that state), and Active / Inactive. A choice applies at once; Clear empties the
// panel. On a phone the panel folds behind a 'Filters' button.
import { Button, Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CLINICIAN_STATUS_OPTIONS, type ClinicianStatus } from '../../domain/administration/clinician-list-search';
import { MESSAGES } from '../../domain/messages';
import { SUPPORTED_STATES } from '../../domain/time-zone';
import { FoldingFilters } from '../../ui/list/folding-filters';
import { type ClinicianFilters, clinicianMarketsQuery, hasFilters, NO_FILTERS } from './clinicians-api';

export function ClinicianFiltersPanel({ value, onChange }: { value: ClinicianFilters; onChange: (next: ClinicianFilters) => void }) {
  const markets = useQuery(clinicianMarketsQuery(value.state));
  const names = [...new Set([...(markets.data ?? []).map((m) => m.name), ...(value.market ? [value.market] : [])])];
  const set = (value.state ? 1 : 0) + (value.market ? 1 : 0) + (value.status ? 1 : 0);
  return (
    <FoldingFilters id="clinician-filters" count={set}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="State"
          placeholder="All states"
          data={[...SUPPORTED_STATES]}
          value={value.state}
          onChange={(state) => onChange({ ...value, state, market: null })}
          clearable
          w={160}
        />
        <Select
          label="Market"
          placeholder="All markets"
          data={names}
          value={value.market}
          onChange={(market) => onChange({ ...value, market })}
          clearable
          searchable
          nothingFoundMessage={MESSAGES.noData}
          w={240}
        />
        <Select
          label="Status"
          placeholder="Active and inactive"
          data={[...CLINICIAN_STATUS_OPTIONS]}
          value={value.status}
          onChange={(status) => onChange({ ...value, status: status as ClinicianStatus | null })}
          clearable
          w={200}
        />
        <Button variant="default" onClick={() => onChange(NO_FILTERS)} disabled={!hasFilters(value)}>
          Clear
        </Button>
      </Group>
    </FoldingFilters>
  );
}
