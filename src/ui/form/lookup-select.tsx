// A choice looked up on the server as one types (a patient's PCP, home health agency): the box
// shows the chosen option's words, which are no search (every option is offered then); what is
// typed is looked up after SPEC §9's lookup pause (the market lookup's 10 ms); each option may
// carry a second, dimmed line. The field keeps the value and its words (the server sends the
// words with the record).
import { Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { MESSAGES } from '../../domain/messages';
import { MARKET_LOOKUP_DEBOUNCE_MS } from '../../domain/patients/address';

export interface LookupOption {
  value: string;
  label: string;
  /** A second line under the option (a place, an NPI). */
  detail?: string;
}

export interface LookupSelectProps {
  label: string;
  placeholder?: string;
  name: string;
  inputRef?: React.Ref<HTMLInputElement>;
  /** The chosen value ('' for none) and its words. */
  value: string;
  valueLabel: string;
  error?: string | undefined;
  onBlur?: () => void;
  onPick: (value: string, label: string) => void;
  /** The options for what is typed ('' for every one): a query hook's answer. */
  useOptions: (term: string) => { data?: readonly LookupOption[] | undefined; isFetching: boolean };
}

export function LookupSelect({
  label,
  placeholder,
  name,
  inputRef,
  value,
  valueLabel,
  error,
  onBlur,
  onPick,
  useOptions,
}: LookupSelectProps) {
  const [search, setSearch] = useState(valueLabel);
  const [term] = useDebouncedValue(search === valueLabel ? '' : search.trim(), MARKET_LOOKUP_DEBOUNCE_MS);
  const found = useOptions(term);
  const options: LookupOption[] = [...(found.data ?? [])];
  if (value && !options.some((o) => o.value === value)) options.push({ value, label: valueLabel || value });
  const details = new Map(options.map((o) => [o.value, o.detail]));
  return (
    <Select
      ref={inputRef}
      name={name}
      label={label}
      placeholder={placeholder}
      data={options.map((o) => ({ value: o.value, label: o.label }))}
      value={value || null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(next, option) => onPick(next ?? '', next ? (option?.label ?? '') : '')}
      onBlur={onBlur}
      error={error}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm">{option.label}</Text>
          {details.get(option.value) ? (
            <Text size="xs" c="dimmed">
              {details.get(option.value)}
            </Text>
          ) : null}
        </Stack>
      )}
      searchable
      clearable
      nothingFoundMessage={found.isFetching ? 'Loading…' : MESSAGES.noData}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
