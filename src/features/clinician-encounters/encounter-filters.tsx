// The Encounters screen's filter panel (SPEC §7 EncounterList): status, workflow state, visit
// dates, visit types to keep or leave out, delivery, telemedicine status, clinicians (and the
// visits they supervise), and the order. A choice applies at once; on a phone the panel folds.
import { Checkbox, Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { VISIT_TYPE_LABEL } from '../../domain/appointment-status';
import { STATUS_LABEL, WORKFLOW_LABEL } from '../../domain/encounter-labels';
import { ENCOUNTER_SORT_CODES, ENCOUNTER_SORTS, type EncounterSort } from '../../domain/encounters/encounter-list';
import { encounterFilterCount } from '../../domain/encounters/encounter-list-search';
import { TELEMEDICINE_STATUS_OPTIONS } from '../../domain/telehealth/telemedicine-status';
import { FoldingFilters } from '../../ui/list/folding-filters';
import { type EncounterFilters, encounterCliniciansQuery } from './encounter-list-api';

const options = (labels: Readonly<Record<string, string>>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
const STATUS_OPTIONS = options(STATUS_LABEL);
const STATE_OPTIONS = options(WORKFLOW_LABEL);
const TYPE_OPTIONS = options(VISIT_TYPE_LABEL);

export function EncounterFiltersPanel({ value, onChange }: { value: EncounterFilters; onChange: (next: EncounterFilters) => void }) {
  const clinicians = useQuery(encounterCliniciansQuery());
  const set = <K extends keyof EncounterFilters>(key: K, next: EncounterFilters[K] | undefined) => {
    const { [key]: _dropped, ...rest } = value;
    onChange(next === undefined || (Array.isArray(next) && next.length === 0) ? (rest as EncounterFilters) : { ...rest, [key]: next });
  };
  return (
    <FoldingFilters id="encounter-filters" count={encounterFilterCount(value)}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <MultiSelect
          label="Status"
          placeholder="Any"
          data={STATUS_OPTIONS}
          value={value.status ?? []}
          onChange={(v) => set('status', v)}
          w={220}
          clearable
        />
        <MultiSelect
          label="State"
          placeholder="Any"
          data={STATE_OPTIONS}
          value={value.stateStatus ?? []}
          onChange={(v) => set('stateStatus', v)}
          w={240}
          clearable
        />
        <TextInput
          label="Visits from"
          type="date"
          value={value.from ?? ''}
          onChange={(e) => set('from', e.currentTarget.value || undefined)}
          w={170}
        />
        <TextInput
          label="Visits to"
          type="date"
          value={value.to ?? ''}
          onChange={(e) => set('to', e.currentTarget.value || undefined)}
          w={170}
        />
        <MultiSelect
          label="Visit type"
          placeholder="Any"
          data={TYPE_OPTIONS}
          value={value.type ?? []}
          onChange={(v) => set('type', v)}
          w={240}
          clearable
        />
        <MultiSelect
          label="Leave out visit types"
          placeholder="None"
          data={TYPE_OPTIONS}
          value={value.typeNot ?? []}
          onChange={(v) => set('typeNot', v)}
          w={240}
          clearable
        />
        <Select
          label="Delivery"
          placeholder="Any"
          data={[
            { value: 'in-person', label: 'In person' },
            { value: 'telehealth', label: 'Telehealth' },
          ]}
          value={value.deliveryType ?? null}
          onChange={(v) => set('deliveryType', (v ?? undefined) as EncounterFilters['deliveryType'])}
          clearable
          w={160}
        />
        <MultiSelect
          label="Telemedicine status"
          placeholder="Any"
          data={TELEMEDICINE_STATUS_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
          value={value.tmStatuses ?? []}
          onChange={(v) => set('tmStatuses', v)}
          w={240}
          clearable
        />
        <MultiSelect
          label="Clinicians"
          placeholder="Any"
          data={(clinicians.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={value.practitionerIds ?? []}
          onChange={(v) => set('practitionerIds', v)}
          searchable
          w={280}
          clearable
        />
        <Checkbox
          label="Include supervised visits"
          checked={value.includeSP === true}
          disabled={!value.practitionerIds?.length}
          onChange={(e) => set('includeSP', e.currentTarget.checked ? true : undefined)}
          mb={8}
        />
        <Select
          label="Order"
          data={ENCOUNTER_SORT_CODES.map((code) => ({ value: code, label: ENCOUNTER_SORTS[code] }))}
          value={value.sort ?? 'period-desc'}
          onChange={(v) => set('sort', v && v !== 'period-desc' ? (v as EncounterSort) : undefined)}
          allowDeselect={false}
          w={200}
        />
      </Group>
    </FoldingFilters>
  );
}
