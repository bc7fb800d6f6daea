// SPEC §3/§5 phones (a patient's, a clinician's, a payer's): one row per type (Mobile, Home, Work,
// Other; at most 4), the number through the (###) ###-#### mask, the extension only on a Work
// phone; a row is added only when the last one is complete. The form's `phones` rows are
// domain/patients/phone.ts's PhoneRows; `children` stand beside 'Add phone' (the patient's 'OK to
// text' consent).
import { ActionIcon, Button, Fieldset, Group, Stack } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type Control, type FieldValues, type UseFormSetValue, useFieldArray, useWatch } from 'react-hook-form';
import { MAX_PHONE_TYPES, PHONE_USE_OPTIONS } from '../../domain/patients/phone';
import { maskCapacity, PHONE_MASK } from '../../domain/validation/mask';
import { PhoneField } from './phone-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';

interface PhoneRowFields {
  use?: string | undefined;
  value?: string | undefined;
  extension?: string | undefined;
}

interface PhonesValues {
  phones: PhoneRowFields[];
}

const complete = (row: PhoneRowFields | undefined) =>
  !!row && !!row.use && (row.value ?? '').replace(/\D/g, '').length === maskCapacity(PHONE_MASK);

export function PhonesEditor<T extends { phones?: PhoneRowFields[] | undefined }, O extends FieldValues>({
  form,
  searchable = false,
  extensionMaxLength,
  children,
}: {
  form: { control: Control<T, unknown, O>; setValue: UseFormSetValue<T> };
  /** The type can be typed to find it. */
  searchable?: boolean;
  extensionMaxLength?: number;
  children?: ReactNode;
}) {
  // The rows' names are the same in every form that uses this editor.
  const control = form.control as unknown as Control<PhonesValues>;
  const setValue = form.setValue as unknown as UseFormSetValue<PhonesValues>;
  const { fields, append, remove } = useFieldArray({ control, name: 'phones' });
  const rows = useWatch({ control, name: 'phones' }) ?? [];
  const canAdd = fields.length < MAX_PHONE_TYPES && (fields.length === 0 || complete(rows.at(-1)));

  return (
    <Stack gap="sm">
      {fields.map((field, i) => {
        const taken = new Set(rows.filter((_, j) => j !== i).map((r) => r.use));
        return (
          <Fieldset key={field.id} legend={`Phone ${i + 1}`} variant="filled" p="sm">
            <Group align="flex-start" gap="sm" wrap="wrap">
              <div style={{ flex: '1 1 9rem' }}>
                <SelectField
                  searchable={searchable}
                  control={control}
                  name={`phones.${i}.use`}
                  label="Type"
                  required
                  data={PHONE_USE_OPTIONS.map((o) => ({ ...o, disabled: taken.has(o.value) }))}
                  onValue={(next) => {
                    if (next !== 'work') setValue(`phones.${i}.extension`, '');
                  }}
                />
              </div>
              <div style={{ flex: '2 1 11rem' }}>
                <PhoneField control={control} name={`phones.${i}.value`} label="Number" required />
              </div>
              <div style={{ flex: '1 1 6rem' }}>
                <TextField
                  control={control}
                  name={`phones.${i}.extension`}
                  label="Ext."
                  disabled={rows[i]?.use !== 'work'}
                  {...(extensionMaxLength !== undefined ? { maxLength: extensionMaxLength } : {})}
                />
              </div>
              <ActionIcon variant="subtle" color="red" mt={26} size="lg" aria-label={`Remove phone ${i + 1}`} onClick={() => remove(i)}>
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Fieldset>
        );
      })}
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={!canAdd}
          onClick={() => append({ use: '', value: '', extension: '' })}
        >
          Add phone
        </Button>
        {children}
      </Group>
    </Stack>
  );
}
