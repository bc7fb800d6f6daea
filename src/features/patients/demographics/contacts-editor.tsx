// SPEC §2 'Emergency Contact' with its 'Relationship', and the 'Caregivers': a name, a
// relationship and a phone each; a row is added only when the last one has a name.
import { ActionIcon, Button, Fieldset, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { emptyContactRow, MAX_CAREGIVERS, RELATIONSHIPS } from '../../../domain/patients/demographics-input';
import { PhoneField } from '../../../ui/form/phone-field';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import type { DemographicsForm } from './form-types';

type ContactPath = 'emergencyContact' | `caregivers.${number}`;

function ContactFields({ form, path }: { form: DemographicsForm; path: ContactPath }) {
  const { control } = form;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <TextField control={control} name={`${path}.name`} label="Name" />
      <SelectField searchable control={control} name={`${path}.relationship`} label="Relationship" data={[...RELATIONSHIPS]} />
      <PhoneField control={control} name={`${path}.phone`} label="Phone" />
    </SimpleGrid>
  );
}

export function EmergencyContactEditor({ form }: { form: DemographicsForm }) {
  return <ContactFields form={form} path="emergencyContact" />;
}

export function CaregiversEditor({ form }: { form: DemographicsForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'caregivers' });
  const rows = useWatch({ control: form.control, name: 'caregivers' }) ?? [];
  const canAdd = fields.length < MAX_CAREGIVERS && (fields.length === 0 || (rows.at(-1)?.name ?? '').trim() !== '');
  return (
    <Stack gap="sm">
      {fields.map((field, i) => (
        <Fieldset key={field.id} legend={`Caregiver ${i + 1}`} variant="filled" p="sm">
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <div style={{ flex: 1 }}>
              <ContactFields form={form} path={`caregivers.${i}`} />
            </div>
            <ActionIcon variant="subtle" color="red" mt={26} size="lg" aria-label={`Remove caregiver ${i + 1}`} onClick={() => remove(i)}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Fieldset>
      ))}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={!canAdd}
          onClick={() => append(emptyContactRow())}
        >
          Add caregiver
        </Button>
      </Group>
    </Stack>
  );
}
