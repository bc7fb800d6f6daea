// The user of a user-scoped override: a searchable select that asks the user list for the words
// typed (2 or more characters; UserList, permission security). The form's value is the user's id.
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { displayError } from '../../../domain/errors';
import { MESSAGES } from '../../../domain/messages';
import type { FieldProps } from '../../../ui/form/field-props';
import { flagUserChoicesQuery } from '../feature-flags-api';

const MIN_TERM = 2;

export function UserPickerField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  label,
  required = false,
  description,
}: FieldProps<T, N, O>) {
  const { field, fieldState } = useController({ control, name });
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const choices = useQuery({ ...flagUserChoicesQuery(term), enabled: term.length >= MIN_TERM, placeholderData: (previous) => previous });
  const data = choices.data ?? [];
  return (
    <Select
      ref={field.ref}
      name={field.name}
      label={label}
      description={description ?? 'Type 2 or more letters of a name or e-mail.'}
      required={required}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      data={data}
      value={field.value ? String(field.value) : null}
      onChange={(next) => field.onChange(next ?? '')}
      onBlur={field.onBlur}
      nothingFoundMessage={term.length >= MIN_TERM && choices.isSuccess ? MESSAGES.noData : undefined}
      error={fieldState.error?.message ?? (choices.isError ? displayError(choices.error.message) : undefined)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
