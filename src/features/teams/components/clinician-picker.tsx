// A participant's clinician, picked from ClinicianList by name (SPEC §2 /teams): the choices follow
// what is typed (the server searches), the picked one stays shown by its name. The form holds the
// clinician's id and, to show it, the name.
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { MESSAGES } from '../../../domain/messages';
import { searchTerm } from '../../../domain/validation/search';
import type { TeamForm } from '../form-types';
import { clinicianChoicesQuery } from '../teams-api';

/** Typing settles this long before the server is asked. */
const SEARCH_DEBOUNCE_MS = 250;

export function ClinicianPicker({ form, index, label }: { form: TeamForm; index: number; label: string }) {
  const { field, fieldState } = useController({ control: form.control, name: `participants.${index}.practitionerId` });
  const name = form.watch(`participants.${index}.practitionerName`) ?? '';
  const [typed, setTyped] = useState('');
  const [term] = useDebouncedValue(searchTerm(typed), SEARCH_DEBOUNCE_MS);
  const choices = useQuery(clinicianChoicesQuery(term === name ? '' : term));
  const value = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  const data = [
    ...(value ? [{ value, label: name || value }] : []),
    ...(choices.data ?? []).filter((c) => c.id !== value).map((c) => ({ value: c.id, label: c.state ? `${c.name} (${c.state})` : c.name })),
  ];
  return (
    <Select
      ref={field.ref}
      name={field.name}
      label={label}
      required
      placeholder="Search by name"
      data={data}
      value={value}
      searchable
      searchValue={typed}
      onSearchChange={setTyped}
      // The server has searched: every choice it gave is shown.
      filter={({ options }) => options}
      onChange={(next) => {
        field.onChange(next ?? '');
        form.setValue(`participants.${index}.practitionerName`, (next && choices.data?.find((c) => c.id === next)?.name) || '');
      }}
      onBlur={field.onBlur}
      allowDeselect={false}
      nothingFoundMessage={choices.isFetching ? 'Searching…' : MESSAGES.noData}
      error={fieldState.error?.message}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
