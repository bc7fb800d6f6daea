// The dashboards' filters (SPEC §2: date range, market, and on the admin dashboard the clinician).
// Dates are the clinicians' own days; a range the server would refuse shows SPEC §5's 'Invalid
// date range' here and is not applied.
import { Group, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import * as v from 'valibot';
import { type DashboardFilter, DashboardFilterInput, MAX_SPAN_DAYS } from '../../../domain/dashboards/dashboard-filter';
import { SUPPORTED_STATES } from '../../../domain/time-zone';

export interface ClinicianOption {
  value: string;
  label: string;
}

const ALL = '';

export function FilterBar({
  filter,
  onChange,
  clinicians,
}: {
  filter: DashboardFilter;
  onChange: (next: DashboardFilter) => void;
  /** The clinician filter's choices; absent: no clinician filter. */
  clinicians?: readonly ClinicianOption[];
}) {
  const [dates, setDates] = useState({ from: filter.from, to: filter.to });
  const [shownFor, setShownFor] = useState(filter);
  if (shownFor.from !== filter.from || shownFor.to !== filter.to) {
    // The address changed (Back, a link): show its dates.
    setShownFor(filter);
    setDates({ from: filter.from, to: filter.to });
  }
  const check = v.safeParse(DashboardFilterInput, dates);
  const error = check.success ? null : dates.from > dates.to ? 'Invalid date range' : `At most ${MAX_SPAN_DAYS} days`;
  const setDate = (key: 'from' | 'to', value: string) => {
    const next = { ...dates, [key]: value };
    setDates(next);
    if (v.safeParse(DashboardFilterInput, next).success) onChange({ ...filter, ...next });
  };
  return (
    <Group align="flex-start" gap="md" wrap="wrap" role="group" aria-label="Filters">
      <TextInput type="date" label="From" value={dates.from} onChange={(e) => setDate('from', e.currentTarget.value)} w={170} />
      <TextInput type="date" label="To" value={dates.to} onChange={(e) => setDate('to', e.currentTarget.value)} error={error} w={170} />
      <Select
        label="Market"
        data={[{ value: ALL, label: 'All markets' }, ...SUPPORTED_STATES.map((s) => ({ value: s, label: s }))]}
        value={filter.market ?? ALL}
        onChange={(value) => onChange({ ...filter, market: value || null })}
        allowDeselect={false}
        w={150}
      />
      {clinicians ? (
        <Select
          label="Clinician"
          data={[{ value: ALL, label: 'All clinicians' }, ...clinicians]}
          value={filter.practitionerId ?? ALL}
          onChange={(value) => onChange({ ...filter, practitionerId: value || null })}
          allowDeselect={false}
          searchable
          w={240}
        />
      ) : null}
    </Group>
  );
}
