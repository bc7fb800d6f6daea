// The payer list's filter panel (SPEC §2 'lookup filter panel'): type (Insurer, MSO, IPA),
// state, and Active / Inactive. A choice applies at once; Clear empties the panel; on a phone it
// folds behind 'Filters'.
import { Button, Group, Select } from '@mantine/core';
import { PAYER_TYPE_OPTIONS, type PayerType } from '../../domain/administration/payer';
import {
  countPayerFilters,
  NO_PAYER_FILTERS,
  PAYER_STATUS_OPTIONS,
  type PayerFilters,
  type PayerStatus,
} from '../../domain/administration/payer-list-search';
import { MESSAGES } from '../../domain/messages';
import { SUPPORTED_STATES } from '../../domain/time-zone';
import { FoldingFilters } from '../../ui/list/folding-filters';

export function PayerFiltersPanel({ value, onChange }: { value: PayerFilters; onChange: (next: PayerFilters) => void }) {
  return (
    <FoldingFilters id="payer-filters" count={countPayerFilters(value)}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Type"
          placeholder="All types"
          data={PAYER_TYPE_OPTIONS}
          value={value.type}
          onChange={(type) => onChange({ ...value, type: type as PayerType | null })}
          clearable
          w={160}
          comboboxProps={{ width: 240 }}
        />
        <Select
          label="State"
          placeholder="All states"
          data={[...SUPPORTED_STATES]}
          value={value.state}
          onChange={(state) => onChange({ ...value, state })}
          clearable
          searchable
          nothingFoundMessage={MESSAGES.noData}
          w={160}
          comboboxProps={{ width: 240 }}
        />
        <Select
          label="Status"
          placeholder="Active and inactive"
          data={PAYER_STATUS_OPTIONS}
          value={value.status}
          onChange={(status) => onChange({ ...value, status: status as PayerStatus | null })}
          clearable
          w={200}
          comboboxProps={{ width: 240 }}
        />
        <Button variant="default" onClick={() => onChange(NO_PAYER_FILTERS)} disabled={countPayerFilters(value) === 0}>
          Clear
        </Button>
      </Group>
    </FoldingFilters>
  );
}
