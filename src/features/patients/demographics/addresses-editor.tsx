// SPEC §2 'Addresses': at least one, at most MAX_ADDRESSES; a new address is a home address.
import { Button, Group, Input, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useFieldArray, useFormState } from 'react-hook-form';
import { emptyAddressRow, MAX_ADDRESSES } from '../../../domain/patients/address';
import { AddressEditor } from './address-editor';
import type { DemographicsForm } from './form-types';

export function AddressesEditor({ form }: { form: DemographicsForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'addresses' });
  const { errors } = useFormState({ control: form.control, name: 'addresses' });
  const listError = errors.addresses?.root?.message ?? errors.addresses?.message;
  return (
    <Stack gap="sm">
      {fields.map((field, i) => (
        <AddressEditor key={field.id} form={form} index={i} onRemove={() => remove(i)} />
      ))}
      {listError ? <Input.Error>{listError}</Input.Error> : null}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={fields.length >= MAX_ADDRESSES}
          onClick={() => append(emptyAddressRow())}
        >
          Add address
        </Button>
      </Group>
    </Stack>
  );
}
