// SPEC §3 'Care team clinician' participants: a clinician (picked by name), a role among the
// clinician-type job functions and a specialty (at most 60), as rows; a row is added only when
// the last one has its clinician and role.
import { ActionIcon, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { emptyParticipantRow, MAX_PARTICIPANTS, SPECIALTY_MAX, TEAM_ROLE_OPTIONS } from '../../../domain/administration/team-input';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import type { TeamForm } from '../form-types';
import { ClinicianPicker } from './clinician-picker';

export function ParticipantsEditor({ form }: { form: TeamForm }) {
  const { control } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'participants' });
  const rows = useWatch({ control, name: 'participants' }) ?? [];
  const last = rows.at(-1);
  const canAdd = fields.length < MAX_PARTICIPANTS && (fields.length === 0 || (!!last?.practitionerId && !!last.role));
  return (
    <Stack gap="sm">
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          No participants yet.
        </Text>
      ) : null}
      {fields.map((field, i) => (
        <Fieldset key={field.id} legend={`Participant ${i + 1}`} variant="filled" p="sm">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <div style={{ flex: '2 1 14rem' }}>
              <ClinicianPicker form={form} index={i} label="Clinician" />
            </div>
            <div style={{ flex: '1 1 11rem' }}>
              <SelectField control={control} name={`participants.${i}.role`} label="Role" required data={TEAM_ROLE_OPTIONS} />
            </div>
            <div style={{ flex: '1 1 11rem' }}>
              <TextField control={control} name={`participants.${i}.specialty`} label="Specialty" max={SPECIALTY_MAX} />
            </div>
            <ActionIcon variant="subtle" color="red" mt={26} size="lg" aria-label={`Remove participant ${i + 1}`} onClick={() => remove(i)}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Fieldset>
      ))}
      <Button
        variant="default"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={!canAdd}
        onClick={() => append(emptyParticipantRow())}
        style={{ alignSelf: 'flex-start' }}
      >
        Add participant
      </Button>
    </Stack>
  );
}
