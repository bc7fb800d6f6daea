// SPEC §3 Practitioner qualification: a code (required, at most 60) and an optional period end
// (MM/dd/yyyy), as rows; a row is added only when the last one has its code.
import { ActionIcon, Button, Fieldset, Group, Stack } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { MAX_QUALIFICATIONS, QUALIFICATION_CODE_MAX } from '../../../domain/administration/clinician-input';
import { DateField } from '../../../ui/form/date-field';
import { TextField } from '../../../ui/form/text-field';
import type { ClinicianForm } from '../form-types';

export function QualificationsEditor({ form }: { form: ClinicianForm }) {
  const { control } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'qualifications' });
  const rows = useWatch({ control, name: 'qualifications' }) ?? [];
  const canAdd = fields.length < MAX_QUALIFICATIONS && (fields.length === 0 || (rows.at(-1)?.code ?? '').trim() !== '');
  return (
    <Stack gap="sm">
      {fields.map((field, i) => (
        <Fieldset key={field.id} legend={`Qualification ${i + 1}`} variant="filled" p="sm">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <div style={{ flex: '2 1 12rem' }}>
              <TextField control={control} name={`qualifications.${i}.code`} label="Code" required max={QUALIFICATION_CODE_MAX} />
            </div>
            <div style={{ flex: '1 1 10rem' }}>
              <DateField control={control} name={`qualifications.${i}.periodEnd`} label="Period end" />
            </div>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              size="lg"
              aria-label={`Remove qualification ${i + 1}`}
              onClick={() => remove(i)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Fieldset>
      ))}
      <Button
        variant="default"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={!canAdd}
        onClick={() => append({ code: '', periodEnd: '' })}
        style={{ alignSelf: 'flex-start' }}
      >
        Add qualification
      </Button>
    </Stack>
  );
}
