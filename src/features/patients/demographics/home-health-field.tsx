// The patient's home health agency (SPEC §3 Organization type home-health): one of the active
// agencies, searched by name as one types (SPEC §7 getHealthCareFacilityList); cleared for none,
// which the telehealth screens show as SPEC §8 'No home health assigned for this patient'.
import { useQuery } from '@tanstack/react-query';
import { useController, useWatch } from 'react-hook-form';
import { MESSAGES } from '../../../domain/messages';
import { LookupSelect } from '../../../ui/form/lookup-select';
import { homeHealthAgenciesQuery } from './demographics-api';
import type { DemographicsForm } from './form-types';

const useAgencies = (term: string) => {
  const agencies = useQuery(homeHealthAgenciesQuery(term));
  return {
    isFetching: agencies.isFetching,
    data: agencies.data?.map((a) => ({ value: a.id, label: a.name, detail: a.address ? `${a.address.city}, ${a.address.state}` : '' })),
  };
};

export function HomeHealthField({ form }: { form: DemographicsForm }) {
  const { control, setValue } = form;
  const { field, fieldState } = useController({ control, name: 'homeHealthId' });
  const name = useWatch({ control, name: 'homeHealthName' }) ?? '';
  return (
    <LookupSelect
      label="Home Health"
      placeholder={MESSAGES.noHomeHealth}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      valueLabel={name}
      error={fieldState.error?.message}
      onBlur={field.onBlur}
      onPick={(id, label) => {
        field.onChange(id);
        setValue('homeHealthName', label);
      }}
      useOptions={useAgencies}
    />
  );
}
