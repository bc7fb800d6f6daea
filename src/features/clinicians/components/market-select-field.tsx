// Markets or additional markets of the clinician (SPEC §3 Practitioner): any number of market
// names from the market list (SPEC §2 'multi-select'), searchable; the form's value is the names.
// A refusal of one name ('markets.1') shows on the field.
import { MultiSelect } from '@mantine/core';
import { useController } from 'react-hook-form';
import { MESSAGES } from '../../../domain/messages';
import type { ClinicianForm } from '../form-types';

export function MarketSelectField({
  form,
  name,
  label,
  options,
  description,
}: {
  form: ClinicianForm;
  name: 'markets' | 'additionalMarkets';
  label: string;
  options: readonly string[];
  description?: string;
}) {
  const { field, fieldState } = useController({ control: form.control, name });
  const value: string[] = (Array.isArray(field.value) ? field.value : []).filter((v): v is string => typeof v === 'string');
  const errors = form.formState.errors[name];
  const rowError = Array.isArray(errors) ? errors.find((e) => e?.message)?.message : undefined;
  return (
    <MultiSelect
      ref={field.ref}
      name={field.name}
      label={label}
      description={description}
      data={[...new Set([...options, ...value])].sort((a, b) => a.localeCompare(b))}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      searchable
      clearable
      nothingFoundMessage={MESSAGES.noData}
      error={fieldState.error?.message ?? rowError}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
