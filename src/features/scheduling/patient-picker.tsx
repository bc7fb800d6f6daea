// The patient of a new visit: typed name, date of birth, phone or patient number, searched on
// the server (PatientList, the patient access rule applies), the first 10 matches offered.
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { request } from '../../api/graphql-client';
import { PatientListDocument } from '../../api/patient-documents';
import { formatCalendarDate } from '../../domain/format';
import { searchTerm } from '../../domain/validation/search';
import type { FieldProps } from '../../ui/form/field-props';
import { schedulingKeys } from './scheduling-api';

const MATCHES = 10;

export function PatientPicker<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  label,
  required = false,
}: FieldProps<T, N, O>) {
  const { field, fieldState } = useController({ control, name });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(searchTerm(search), 250);
  const term = debounced.replace(/ \(.*$/, '');
  const { data, isFetching } = useQuery({
    queryKey: [...schedulingKeys.all, 'patients', term],
    queryFn: async () => (await request(PatientListDocument, { term, first: MATCHES })).PatientList.edges.map((e) => e.node),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  // The chosen patient stays an option while the search text shows its label.
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const found = (data ?? []).map((p) => ({
    value: p.id,
    label: `${p.name} (${formatCalendarDate(p.birthDate)}${p.address?.city ? `, ${p.address.city}` : ''})`,
  }));
  const options = chosen && !found.some((o) => o.value === chosen.value) ? [chosen, ...found] : found;
  return (
    <Select
      ref={field.ref}
      name={field.name}
      label={label}
      required={required}
      searchable
      clearable
      filter={({ options: all }) => all}
      placeholder="Name, date of birth, phone or patient number"
      nothingFoundMessage={term.length < 2 ? 'Type at least 2 characters' : isFetching ? 'Searching…' : 'No patient found'}
      data={options}
      value={typeof field.value === 'string' && field.value !== '' ? field.value : null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(value, option) => {
        setChosen(value && option ? { value, label: option.label } : null);
        field.onChange(value ?? '');
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      comboboxProps={{ withinPortal: false }}
    />
  );
}
