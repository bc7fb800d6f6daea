// SPEC §3/§5 phones of the patient: one row per type (Mobile, Home, Work, Other; at most 4), the
// number through the (###) ###-#### mask, the extension only on a Work phone; a row is added
// only when the last one is complete. The 'OK to text' consent is asked until it is saved, then
// shown, disabled, with 'Consent already saved'.
import { ActionIcon, Button, Fieldset, Group, Stack } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { CONSENT_ALREADY_SAVED, MAX_PHONE_TYPES, OK_TO_TEXT_OPTIONS, PHONE_USE_OPTIONS } from '../../../domain/patients/phone';
import { maskCapacity, PHONE_MASK } from '../../../domain/validation/mask';
import { PhoneField } from '../../../ui/form/phone-field';
import { RadioField } from '../../../ui/form/radio-field';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import type { DemographicsForm } from './form-types';

const complete = (row: { use?: string | undefined; value?: string | undefined } | undefined) =>
  !!row && !!row.use && (row.value ?? '').replace(/\D/g, '').length === maskCapacity(PHONE_MASK);

export function PhonesEditor({ form, consentSaved }: { form: DemographicsForm; consentSaved: boolean }) {
  const { control, setValue } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'phones' });
  const rows = useWatch({ control, name: 'phones' }) ?? [];
  const canAdd = fields.length < MAX_PHONE_TYPES && (fields.length === 0 || complete(rows.at(-1)));

  return (
    <Stack gap="sm">
      {fields.map((field, i) => {
        const use = rows[i]?.use ?? '';
        const taken = new Set(rows.filter((_, j) => j !== i).map((r) => r.use));
        return (
          <Fieldset key={field.id} legend={`Phone ${i + 1}`} variant="filled" p="sm">
            <Group align="flex-start" gap="sm" wrap="wrap">
              <div style={{ flex: '1 1 9rem' }}>
                <SelectField
                  searchable
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
                <TextField control={control} name={`phones.${i}.extension`} label="Ext." disabled={use !== 'work'} />
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
        <RadioField
          control={control}
          name="okToText"
          label="OK to text"
          required={!consentSaved}
          disabled={consentSaved}
          options={OK_TO_TEXT_OPTIONS}
          {...(consentSaved ? { description: CONSENT_ALREADY_SAVED } : {})}
        />
      </Group>
    </Stack>
  );
}
