// SPEC §2 /clinical-config/encounter-duration (clinical-admin): each visit type's length in
// minutes (15 to 480, in steps of 5), the default length of a visit a coordinator books; an empty
// one keeps the free slot's end. Checked by the schema the server parses; saved at once for all.
import { NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useController } from 'react-hook-form';
import { encounterDurationsQuery } from '../../api/encounter-durations';
import {
  DURATION_MAX,
  DURATION_MIN,
  DURATION_STEP,
  type EncounterDurationsFormValues,
  EncounterDurationsInput,
  type EncounterDurationsValues,
} from '../../domain/scheduling/encounter-duration';
import { SchemaForm } from '../../ui/form/schema-form';
import { type SchemaFormApi, useSchemaForm } from '../../ui/form/use-schema-form';
import { useSaveEncounterDurations } from './encounter-duration-api';

type DurationForm = SchemaFormApi<EncounterDurationsFormValues, EncounterDurationsValues>;

function MinutesField({ form, index, label }: { form: DurationForm; index: number; label: string }) {
  const { field, fieldState } = useController({ control: form.control, name: `durations.${index}.minutes` });
  return (
    <NumberInput
      ref={field.ref}
      name={field.name}
      aria-label={`${label} minutes`}
      value={field.value ?? ''}
      onChange={(next) => field.onChange(typeof next === 'number' ? next : null)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      min={DURATION_MIN}
      max={DURATION_MAX}
      step={DURATION_STEP}
      allowDecimal={false}
      placeholder="The slot's end"
      suffix=" min"
      w={160}
    />
  );
}

export function EncounterDurationPage() {
  const { data: rows } = useSuspenseQuery(encounterDurationsQuery());
  const form = useSchemaForm(EncounterDurationsInput, {
    defaultValues: { durations: rows.map((r) => ({ visitType: r.visitType, minutes: r.minutes ?? null })) } as EncounterDurationsFormValues,
  });
  const save = useSaveEncounterDurations();
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} size="h2">
        Encounter Duration
      </Title>
      <Text c="dimmed">A visit booked on the schedule ends this long after its start. Without a duration, it ends with the free slot.</Text>
      <SchemaForm form={form} label="Encounter Duration" onSave={(values) => save.mutateAsync(values)} onCancel={() => form.reset()}>
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Visit type</Table.Th>
              <Table.Th>Duration</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r, i) => (
              <Table.Tr key={r.visitType}>
                <Table.Td>{r.label}</Table.Td>
                <Table.Td>
                  <MinutesField form={form} index={i} label={r.label} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </SchemaForm>
    </Stack>
  );
}
