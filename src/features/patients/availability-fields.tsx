// The rows of the availability editor (SPEC §2 'Select day to set availability', 'Select time to
// set availability'): the weekdays as S M T W T F S chips (SPEC §9) each with its time ranges, or
// the dates each with theirs. A day keeps at least its first range (SPEC §4 'keeps a default start
// and end'); 'Add time' offers the hour after the last one.
import { ActionIcon, Button, Chip, Fieldset, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FieldError, useController, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import {
  AVAILABILITY_LABELS,
  type AvailabilityFormValues,
  DEFAULT_RANGE,
  MAX_DATES,
  MAX_RANGES_PER_DAY,
  nextRange,
  type PatientAvailability,
  WEEKDAY_LETTERS,
  WEEKDAY_NAMES,
} from '../../domain/patients/availability';
import { DateField } from '../../ui/form/date-field';
import type { SchemaFormApi } from '../../ui/form/use-schema-form';

export type AvailabilityForm = SchemaFormApi<AvailabilityFormValues, PatientAvailability>;
type RowPath = `weekdays.${number}` | `dates.${number}`;
type TimePath = `${RowPath}.ranges.${number}.${'start' | 'end'}`;

/** An array's own error: react-hook-form keeps it as `root` once the array is a field array. */
const listError = (error: unknown): string | undefined => {
  const e = error as (FieldError & { root?: FieldError }) | undefined;
  return e?.root?.message ?? e?.message;
};

function TimeField({ form, name, label }: { form: AvailabilityForm; name: TimePath; label: string }) {
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <TimeInput
      ref={field.ref}
      name={field.name}
      label={label}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      required
      w={{ base: '100%', xs: 150 }}
    />
  );
}

function Ranges({ form, path, legend }: { form: AvailabilityForm; path: RowPath; legend: string }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: `${path}.ranges` });
  const ranges = useWatch({ control: form.control, name: `${path}.ranges` }) ?? [];
  const { errors } = useFormState({ control: form.control, name: `${path}.ranges` });
  const [list, index] = path.split('.') as ['weekdays' | 'dates', string];
  const error = listError(errors[list]?.[Number(index)]?.ranges);
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {AVAILABILITY_LABELS.selectTime}
      </Text>
      {fields.map((field, j) => (
        <Group key={field.id} align="flex-start" gap="sm" wrap="nowrap">
          <Group gap="sm" align="flex-start" style={{ flex: 1 }}>
            <TimeField form={form} name={`${path}.ranges.${j}.start`} label="From" />
            <TimeField form={form} name={`${path}.ranges.${j}.end`} label="To" />
          </Group>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mt={26}
            aria-label={`Remove time ${j + 1} of ${legend}`}
            disabled={fields.length === 1}
            onClick={() => remove(j)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {error ? (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={fields.length >= MAX_RANGES_PER_DAY}
          onClick={() => append(nextRange(ranges))}
        >
          Add time
        </Button>
      </Group>
    </Stack>
  );
}

/** GENERAL_AVAILABLE: the days (chips, Sunday first), then each chosen day's ranges. */
export function WeekdaysEditor({ form }: { form: AvailabilityForm }) {
  const { fields, insert, remove } = useFieldArray({ control: form.control, name: 'weekdays' });
  const { errors } = useFormState({ control: form.control, name: 'weekdays' });
  const chosen = fields.map((f) => f.day);
  const change = (values: string[]) => {
    const next = values.map(Number);
    const dropped = chosen.findIndex((day) => !next.includes(day));
    if (dropped >= 0) return remove(dropped);
    const added = next.find((day) => !chosen.includes(day));
    if (added !== undefined) insert(chosen.filter((day) => day < added).length, { day: added, ranges: [{ ...DEFAULT_RANGE }] });
  };
  const error = listError(errors.weekdays);
  return (
    <Stack gap="md">
      <Fieldset legend={AVAILABILITY_LABELS.selectDay} variant="unstyled">
        <Chip.Group multiple value={chosen.map(String)} onChange={change}>
          <Group gap={6}>
            {WEEKDAY_LETTERS.map((letter, day) => (
              <Chip key={WEEKDAY_NAMES[day]} value={String(day)} variant="outline" size="md">
                <span aria-hidden>{letter}</span>
                <VisuallyHidden>{WEEKDAY_NAMES[day]}</VisuallyHidden>
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {error ? (
          <Text size="sm" c="red.9" role="alert" mt={4}>
            {error}
          </Text>
        ) : null}
      </Fieldset>
      {fields.map((field, i) => {
        const name = WEEKDAY_NAMES[field.day] ?? String(field.day);
        return (
          <Fieldset key={field.id} legend={name} variant="filled" p="sm">
            <Ranges form={form} path={`weekdays.${i}`} legend={name} />
          </Fieldset>
        );
      })}
    </Stack>
  );
}

/** SPECIFIC_AVAILABLE: dates, each with its ranges; days before `today` cannot be picked. */
export function DatesEditor({ form, today }: { form: AvailabilityForm; today: string }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'dates' });
  const { errors } = useFormState({ control: form.control, name: 'dates' });
  const error = listError(errors.dates);
  return (
    <Stack gap="md">
      {fields.map((field, i) => (
        <Fieldset key={field.id} legend={`Date ${i + 1}`} variant="filled" p="sm">
          <Stack gap="sm">
            <Group align="flex-start" gap="sm" wrap="nowrap">
              <div style={{ flex: 1, maxWidth: 320 }}>
                <DateField control={form.control} name={`dates.${i}.date`} label={AVAILABILITY_LABELS.selectDay} required min={today} />
              </div>
              <ActionIcon variant="subtle" color="red" size="lg" mt={26} aria-label={`Remove date ${i + 1}`} onClick={() => remove(i)}>
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
            <Ranges form={form} path={`dates.${i}`} legend={`date ${i + 1}`} />
          </Stack>
        </Fieldset>
      ))}
      {error ? (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={fields.length >= MAX_DATES}
          onClick={() => append({ date: '', ranges: [{ ...DEFAULT_RANGE }] })}
        >
          Add date
        </Button>
      </Group>
    </Stack>
  );
}
