// The telehealth lists' filter panel (SPEC §2 /telemedicine; §7 TelehealthEncounterList
// patientStates, telemedicineStatuses): the patients' states (SPEC §9 supported states) and the
// telemedicine statuses, any of each. A choice applies at once; Clear empties the panel. On a
// phone the panel folds behind a 'Filters' button (with how many are set).
import { Button, Group, MultiSelect } from '@mantine/core';
import { useId } from 'react';
import { NO_TELEHEALTH_FILTERS, type TelehealthListFilters, telehealthFilterCount } from '../../domain/telehealth/telehealth-list-search';
import { TELEMEDICINE_STATUS_OPTIONS, type TelemedicineStatus } from '../../domain/telehealth/telemedicine-status';
import { SUPPORTED_STATES, type SupportedState } from '../../domain/time-zone';
import { FoldingFilters } from '../../ui/list/folding-filters';

export function TelehealthFiltersPanel({
  value,
  onChange,
}: {
  value: TelehealthListFilters;
  onChange: (next: TelehealthListFilters) => void;
}) {
  const panelId = useId();
  const set = telehealthFilterCount(value);
  return (
    <FoldingFilters id={panelId} count={set}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <MultiSelect
          label="Patient state"
          placeholder={value.states.length > 0 ? undefined : 'All states'}
          data={[...SUPPORTED_STATES]}
          value={[...value.states]}
          onChange={(states) => onChange({ ...value, states: states as SupportedState[] })}
          clearable
          w={{ base: '100%', sm: 240 }}
          comboboxProps={{ width: 240 }}
        />
        <MultiSelect
          label="Telehealth status"
          placeholder={value.statuses.length > 0 ? undefined : 'All statuses'}
          data={[...TELEMEDICINE_STATUS_OPTIONS]}
          value={[...value.statuses]}
          onChange={(statuses) => onChange({ ...value, statuses: statuses as TelemedicineStatus[] })}
          clearable
          w={{ base: '100%', sm: 280 }}
          comboboxProps={{ width: 240 }}
        />
        <Button variant="default" onClick={() => onChange(NO_TELEHEALTH_FILTERS)} disabled={set === 0}>
          Clear
        </Button>
      </Group>
    </FoldingFilters>
  );
}
