// The weekly pattern (SPEC §3 Slot, day index 0–6, Sunday first): the days as S M T W T F S
// chips (a day on or off, availability-changes.ts setDayEnabled), then each day by its full
// name with its slots, 'Add slot', and the day's own messages under the slot they concern
// ('Slots in a day cannot be overlapped.' on the later of two slots).
import { Button, Chip, Divider, Fieldset, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useWatch } from 'react-hook-form';
import { DAY_INDEXES, type DayIndex, isLive, type WeeklySlot } from '../../../domain/availability/slot';
import { WEEKDAY_LETTERS, WEEKDAY_NAMES } from '../../../domain/patients/availability';
import type { AvailabilityForm } from '../availability-values';
import type { AvailabilityCommands } from '../use-availability-commands';
import { SlotRow } from './slot-row';

interface Row {
  slot: WeeklySlot;
  index: number;
}

function DaySlots({ form, commands, day, rows }: { form: AvailabilityForm; commands: AvailabilityCommands; day: DayIndex; rows: Row[] }) {
  const dayName = WEEKDAY_NAMES[day];
  return (
    <Fieldset legend={dayName} variant="filled" p="sm">
      <Stack gap="sm">
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            Not available
          </Text>
        ) : (
          rows.map(({ slot, index }, n) => (
            <Fragment key={slot.id}>
              {n > 0 ? <Divider /> : null}
              <SlotRow form={form} commands={commands} slot={slot} index={index} name={`${dayName} slot ${n + 1}`} />
            </Fragment>
          ))
        )}
        <Group>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            aria-label={`Add slot to ${dayName}`}
            onClick={() => commands.addSlot(day)}
          >
            Add slot
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

export function WeekEditor({ form, commands }: { form: AvailabilityForm; commands: AvailabilityCommands }) {
  const slots = useWatch({ control: form.control, name: 'slots' });
  const rows: Row[] = slots.flatMap((slot, index) => (isLive(slot) ? [{ slot, index }] : []));
  const onDays = DAY_INDEXES.filter((day) => rows.some(({ slot }) => slot.dayIndex === day && slot.enabled));
  const change = (values: string[]) => {
    const next = values.map(Number);
    for (const day of DAY_INDEXES) {
      const on = next.includes(day);
      if (on !== onDays.includes(day)) commands.setDayEnabled(day, on);
    }
  };
  return (
    <Stack gap="md">
      <Fieldset legend="Days available" variant="unstyled">
        <Chip.Group multiple value={onDays.map(String)} onChange={change}>
          <Group gap={4}>
            {DAY_INDEXES.map((day) => (
              <Chip key={day} value={String(day)} variant="outline" size="xs">
                <span aria-hidden>{WEEKDAY_LETTERS[day]}</span>
                <VisuallyHidden>{WEEKDAY_NAMES[day]}</VisuallyHidden>
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Fieldset>
      {DAY_INDEXES.map((day) => (
        <DaySlots key={day} form={form} commands={commands} day={day} rows={rows.filter(({ slot }) => slot.dayIndex === day)} />
      ))}
    </Stack>
  );
}
