// The patient list's filter panel (SPEC §2 'lookup filter panel'; §3 admission filter labels):
// admission (any of four), state, and the state's markets. A choice applies at once; Clear
// empties the panel. On a phone the panel folds behind a 'Filters' button (with how many are
// set), so the search box and the results stay near the top.
import { Button, Chip, Group, Select, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ADMISSION_FILTERS, type AdmissionFilterKey } from '../../domain/patients/admission-status';
import { SUPPORTED_STATES } from '../../domain/time-zone';
import classes from './patients.module.css';
import { hasFilters, marketsQuery, NO_FILTERS, type PatientFilters } from './patients-api';

export function PatientFiltersPanel({ value, onChange }: { value: PatientFilters; onChange: (next: PatientFilters) => void }) {
  const markets = useQuery(marketsQuery(value.state));
  const marketOptions = (markets.data ?? []).map((m) => ({ value: m.id, label: m.state ? `${m.name} (${m.state})` : m.name }));
  const [unfolded, fold] = useDisclosure(false);
  const set = value.admission.length + (value.state ? 1 : 0) + (value.market ? 1 : 0);
  return (
    <Stack gap="xs">
      <Button
        hiddenFrom="sm"
        variant="default"
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
        onClick={fold.toggle}
        aria-expanded={unfolded}
        aria-controls="patient-filters"
        style={{ alignSelf: 'flex-start' }}
      >
        Filters{set > 0 ? ` (${set})` : ''}
      </Button>
      <Stack
        gap="sm"
        component="fieldset"
        m={0}
        p={0}
        style={{ border: 0 }}
        id="patient-filters"
        className={classes.filters}
        data-folded={!unfolded}
      >
        <Text component="legend" fw={600} size="sm" mb={4}>
          Filters
        </Text>
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
      </Stack>
    </Stack>
  );
}
