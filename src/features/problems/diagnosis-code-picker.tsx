// The ICD-10-CM code picker (SPEC §3 'icd10CmCode, title'): type a code or words, the server's
// code set answers (DiagnosisCodeList, debounced), pick one. The form's value is the picked code;
// typing again clears it, so only a code of the code set can be saved.
import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { LIST_MESSAGES } from '../../domain/paged-list';
import type { FieldProps } from '../../ui/form/field-props';
import { type DiagnosisCodeItem, diagnosisCodeSearchQuery, MIN_CODE_SEARCH } from './problems-api';

/** How long typing pauses before the code set is searched. */
export const CODE_SEARCH_DEBOUNCE_MS = 300;

export function DiagnosisCodePicker<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  label,
  required = false,
  description,
  disabled = false,
}: FieldProps<T, N, O>) {
  const { field, fieldState } = useController({ control, name });
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<DiagnosisCodeItem | null>(null);
  const [term] = useDebouncedValue(search.trim(), CODE_SEARCH_DEBOUNCE_MS);
  const query = useQuery(diagnosisCodeSearchQuery(term));
  const results = term.length >= MIN_CODE_SEARCH ? (query.data?.edges.map((e) => e.node) ?? []) : [];
  const total = query.data?.totalCount ?? 0;
  // Typing not yet searched, or a search on its way: the list is about to change.
  const searching = search.trim() !== term || query.isFetching;

  const pick = (code: string) => {
    const item = results.find((r) => r.code === code) ?? null;
    setPicked(item);
    setSearch(item ? `${item.code} ${item.title}` : code);
    field.onChange(code);
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick} withinPortal={false}>
      <Combobox.Target>
        <TextInput
          ref={field.ref}
          name={field.name}
          label={label}
          description={description ?? 'Type a code (L89.15) or words (pressure heel stage 3), then pick one'}
          required={required}
          disabled={disabled}
          placeholder="Search ICD-10-CM"
          value={search}
          autoComplete="off"
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            if (field.value) field.onChange('');
            setPicked(null);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onClick={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            field.onBlur();
          }}
          rightSection={
            searching && search.trim().length >= MIN_CODE_SEARCH ? <Loader size={16} role="progressbar" aria-label="Searching" /> : null
          }
          error={fieldState.error?.message}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={search.trim().length < MIN_CODE_SEARCH}>
        <Combobox.Options mah={300} style={{ overflowY: 'auto' }} aria-label="ICD-10-CM codes">
          {results.length === 0 && !searching ? (
            <Combobox.Empty>{LIST_MESSAGES.noData}</Combobox.Empty>
          ) : (
            results.map((item) => (
              <Combobox.Option value={item.code} key={item.code} active={picked?.code === item.code}>
                <Group gap="xs" wrap="nowrap" align="baseline">
                  <Text fw={700} ff="monospace" size="sm" miw={72}>
                    {item.code}
                  </Text>
                  <Text size="sm">{item.title}</Text>
                </Group>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
        {results.length > 0 && total > results.length ? (
          <Combobox.Footer>
            <Text size="xs" c="dimmed">
              {LIST_MESSAGES.displayed(results.length, total)} Type more to narrow the list.
            </Text>
          </Combobox.Footer>
        ) : null}
      </Combobox.Dropdown>
    </Combobox>
  );
}
