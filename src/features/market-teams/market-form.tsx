// A market's form (SPEC §2 Market Team; useSchemaForm with the schema the server parses): name and
// state (kept once the market is created, MARKET_FIXED_MESSAGE), the counties it serves (the
// state's, SPEC §7 CountyList; a new state clears them) and Active. An existing market is saved
// against the version it was opened with (SPEC §8 words when someone saved first).
import { MultiSelect, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useController, useWatch } from 'react-hook-form';
import { countyListQuery } from '../../api/location-lookups';
import { emptyMarket, MARKET_NAME_MAX, MarketInput } from '../../domain/administration/market-input';
import { MESSAGES } from '../../domain/messages';
import { SUPPORTED_STATES } from '../../domain/time-zone';
import { CheckboxField } from '../../ui/form/checkbox-field';
import { SchemaForm } from '../../ui/form/schema-form';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { type MarketItem, useSaveMarket } from './market-teams-api';

type MarketForm = ReturnType<typeof useMarketForm>;

const useMarketForm = (market: MarketItem | null) =>
  useSchemaForm(MarketInput, {
    defaultValues: market ? { name: market.name, state: market.state, counties: market.counties, active: market.active } : emptyMarket(),
  });

function CountiesField({ form }: { form: MarketForm }) {
  const state = useWatch({ control: form.control, name: 'state' }) ?? '';
  const { field, fieldState } = useController({ control: form.control, name: 'counties' });
  const counties = useQuery({ ...countyListQuery(state, null), enabled: state !== '' });
  const value = field.value ?? [];
  const data = [...new Set([...(counties.data ?? []), ...value])];
  return (
    <MultiSelect
      ref={field.ref}
      name={field.name}
      label="Counties"
      description={state ? 'The counties the market serves' : 'Choose the state first'}
      data={data}
      value={value}
      onChange={field.onChange}
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

export function MarketForm({ market, onCancel, onSaved }: { market: MarketItem | null; onCancel: () => void; onSaved: () => void }) {
  const form = useMarketForm(market);
  const { control, setValue } = form;
  const save = useSaveMarket(market);
  const fixed = market ? { disabled: true, description: 'Kept once the market is created' } : {};
  return (
    <SchemaForm
      form={form}
      label={market ? `Edit ${market.name}` : 'New Market'}
      onSave={(values) => save.mutateAsync(values)}
      onCancel={onCancel}
      onSaved={onSaved}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextField control={control} name="name" label="Name" required max={MARKET_NAME_MAX} autoComplete="off" {...fixed} />
        <SelectField
          searchable
          control={control}
          name="state"
          label="State"
          required
          data={[...SUPPORTED_STATES]}
          onValue={() => setValue('counties', [])}
          {...fixed}
        />
      </SimpleGrid>
      <CountiesField form={form} />
      <CheckboxField control={control} name="active" label="Active" />
    </SchemaForm>
  );
}
