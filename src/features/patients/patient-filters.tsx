// The patient list's filter panel (SPEC §2 'lookup filter panel'; §3 admission filter labels):
// admission (any of four), state, and the state's markets. A choice applies at once; Clear
// empties the panel. On a phone the panel folds behind a 'Filters' button (with how many are
// set), so the search box and the results stay near the top.
import { Button, Chip, Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ADMISSION_FILTERS, type AdmissionFilterKey } from '../../domain/patients/admission-status';
import { SUPPORTED_STATES } from '../../domain/time-zone';
import { FoldingFilters } from '../../ui/list/folding-filters';
import { hasFilters, marketsQuery, NO_FILTERS, type PatientFilters } from './patients-api';

export function PatientFiltersPanel({ value, onChange }: { value: PatientFilters; onChange: (next: PatientFilters) => void }) {
  const markets = useQuery(marketsQuery(value.state));
  const marketOptions = (markets.data ?? []).map((m) => ({ value: m.id, label: m.state ? `${m.name} (${m.state})` : m.name }));
  const set = value.admission.length + (value.state ? 1 : 0) + (value.market ? 1 : 0);
  return (
    <FoldingFilters id="patient-filters" count={set}>
      <Chip.Group
        multiple
        value={[...value.admission]}
        onChange={(keys) => onChange({ ...value, admission: keys as AdmissionFilterKey[] })}
      >
        <Group gap="xs" role="group" aria-label="Admission status">
          {ADMISSION_FILTERS.map((f) => (
            <Chip key={f.key} value={f.key} size="sm">
              {f.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="State"
          placeholder="All states"
          data={[...SUPPORTED_STATES]}
          value={value.state}
          onChange={(state) => onChange({ ...value, state, market: null })}
          clearable
          w={160}
          comboboxProps={{ width: 240 }}
        />
        <Select
          label="Market"
          placeholder="All markets"
          data={marketOptions}
          value={value.market}
          onChange={(market) => onChange({ ...value, market })}
          clearable
          searchable
          nothingFoundMessage="No data found to display"
          w={240}
        />
        <Button variant="default" onClick={() => onChange(NO_FILTERS)} disabled={!hasFilters(value)}>
          Clear
        </Button>
      </Group>
    </FoldingFilters>
  );
}
