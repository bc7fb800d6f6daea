// The county and market of an address, looked up for its state and postal code (SPEC §7
// CountyList and MarketList, 200 per fetch; SPEC §9: the postal lookup uses the first 5
// characters, the market lookup waits 10 ms after the last keystroke).
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { countyListQuery, marketListQuery } from '../../../api/location-lookups';
import { MESSAGES } from '../../../domain/messages';
import { MARKET_LOOKUP_DEBOUNCE_MS, postalLookupKey } from '../../../domain/patients/address';
import type { DemographicsForm } from './form-types';

const STATE_FIRST = 'Choose the state first';

export function CountyField({ form, index }: { form: DemographicsForm; index: number }) {
  const { control } = form;
  const state = useWatch({ control, name: `addresses.${index}.state` }) ?? '';
  const postal = postalLookupKey(useWatch({ control, name: `addresses.${index}.postalCode` }));
  const { field, fieldState } = useController({ control, name: `addresses.${index}.county` });
  const counties = useQuery({ ...countyListQuery(state, postal), enabled: state !== '', placeholderData: keepPreviousData });
  const value = field.value || null;
  const data = [...new Set([...(state ? (counties.data ?? []) : []), ...(value ? [value] : [])])];
  return (
    <Select
      ref={field.ref}
      name={field.name}
      label="County"
      description={state ? undefined : STATE_FIRST}
      data={data}
      value={value}
      onChange={(next) => field.onChange(next ?? '')}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      disabled={!state}
      searchable
      clearable
      nothingFoundMessage={counties.isFetching ? 'Loading…' : MESSAGES.noData}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export function MarketField({ form, index }: { form: DemographicsForm; index: number }) {
  const { control, setValue } = form;
  const state = useWatch({ control, name: `addresses.${index}.state` }) ?? '';
  const { field, fieldState } = useController({ control, name: `addresses.${index}.marketId` });
  const marketName = useWatch({ control, name: `addresses.${index}.marketName` }) ?? '';
  const [search, setSearch] = useState(marketName);
  // A market set or cleared from outside (SPEC §4: a new postal code or state clears it) shows at once.
  const [shownName, setShownName] = useState(marketName);
  if (shownName !== marketName) {
    setShownName(marketName);
    setSearch(marketName);
  }
  // The chosen market's own name in the box is no search: every market of the state is offered.
  const [term] = useDebouncedValue(search === marketName ? '' : search.trim(), MARKET_LOOKUP_DEBOUNCE_MS);
  const markets = useQuery({ ...marketListQuery(state, term), enabled: state !== '', placeholderData: keepPreviousData });
  const options = (state ? (markets.data ?? []) : []).map((m) => ({ value: m.id, label: m.name }));
  if (field.value && !options.some((o) => o.value === field.value)) options.push({ value: field.value, label: marketName || field.value });
  return (
    <Select
      ref={field.ref}
      name={field.name}
      label="Market"
      description={state ? undefined : STATE_FIRST}
      data={options}
      value={field.value || null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(next, option) => {
        field.onChange(next ?? '');
        setValue(`addresses.${index}.marketName`, next ? (option?.label ?? '') : '');
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      disabled={!state}
      searchable
      clearable
      nothingFoundMessage={markets.isFetching ? 'Loading…' : MESSAGES.noData}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
