// The user list's filter panel (SPEC §7 UserList; SPEC §2 'lookup filter panel … Enter applies,
// All/Active toggle'): Active/Inactive/All, first and last name (applied on Enter or on leaving
// the field), organization (a legal entity or a payer), job function, state and role (applied at
// once); Clear puts the defaults back. On a phone it folds behind 'Filters (n)'.
import { Button, Group, Radio, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { JOB_FUNCTION_TITLES, JOB_FUNCTIONS, type JobFunction, ROLES, type Role } from '../../../domain/access';
import { roleLabel } from '../../../domain/administration/user-labels';
import { MESSAGES } from '../../../domain/messages';
import { SUPPORTED_STATES, type SupportedState } from '../../../domain/time-zone';
import { SEARCH_MAX, searchTerm } from '../../../domain/validation/search';
import { FoldingFilters } from '../../../ui/list/folding-filters';
import {
  countUserFilters,
  NO_USER_FILTERS,
  USER_STATUS_FILTER_LABELS,
  USER_STATUS_FILTERS,
  type UserFilters,
  type UserStatusFilter,
} from '../user-list-search';
import { organizationFilterOptions, userOrganizationsQuery } from '../users-api';

const JOB_FUNCTION_OPTIONS = JOB_FUNCTIONS.map((code) => ({ value: code, label: JOB_FUNCTION_TITLES[code] }));
const ROLE_OPTIONS = ROLES.map((code) => ({ value: code, label: roleLabel(code) }));

/** A name box: typed freely, applied (trimmed) on Enter or when the user leaves it. */
function NameFilter({ label, value, onApply }: { label: string; value: string; onApply: (next: string) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The applied value changed elsewhere (Clear, Back): the box shows it.
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const apply = () => {
    const next = searchTerm(text);
    setText(next);
    if (next !== value) onApply(next);
  };
  return (
    <TextInput
      label={label}
      value={text}
      maxLength={SEARCH_MAX}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          apply();
        }
      }}
    />
  );
}

export function UserFiltersPanel({ value, onChange }: { value: UserFilters; onChange: (next: UserFilters) => void }) {
  const organizations = useQuery(userOrganizationsQuery());
  const set = countUserFilters(value);
  return (
    <FoldingFilters id="user-filters" count={set}>
      <Radio.Group label="Status" value={value.status} onChange={(status) => onChange({ ...value, status: status as UserStatusFilter })}>
        <Group gap="md" mt={4}>
          {USER_STATUS_FILTERS.map((s) => (
            <Radio key={s} value={s} label={USER_STATUS_FILTER_LABELS[s]} />
          ))}
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="sm">
        <NameFilter label="First name" value={value.firstName} onApply={(firstName) => onChange({ ...value, firstName })} />
        <NameFilter label="Last name" value={value.lastName} onApply={(lastName) => onChange({ ...value, lastName })} />
        <Select
          label="Organization"
          placeholder="All organizations"
          data={organizationFilterOptions(organizations.data)}
          value={value.organizationId}
          onChange={(organizationId) => onChange({ ...value, organizationId })}
          clearable
          searchable
          nothingFoundMessage={MESSAGES.noData}
        />
        <Select
          label="Job function"
          placeholder="All job functions"
          data={JOB_FUNCTION_OPTIONS}
          value={value.jobFunction}
          onChange={(jobFunction) => onChange({ ...value, jobFunction: jobFunction as JobFunction | null })}
          clearable
          searchable
          nothingFoundMessage={MESSAGES.noData}
        />
        <Select
          label="State"
          placeholder="All states"
          data={[...SUPPORTED_STATES]}
          value={value.state}
          onChange={(state) => onChange({ ...value, state: state as SupportedState | null })}
          clearable
        />
        <Select
          label="Role"
          placeholder="All roles"
          data={ROLE_OPTIONS}
          value={value.role}
          onChange={(role) => onChange({ ...value, role: role as Role | null })}
          clearable
        />
      </SimpleGrid>
      <Group>
        <Button variant="default" onClick={() => onChange(NO_USER_FILTERS)} disabled={set === 0}>
          Clear
        </Button>
      </Group>
    </FoldingFilters>
  );
}
