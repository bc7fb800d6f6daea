// One weekly slot (SPEC §3 Slot): enabled, start and end ('hh:mm a', the clinician's zone), its
// duration (it follows the times), and its removal. Fields side by side from the xs breakpoint,
// stacked below it (a 390 px phone).
import { ActionIcon, Flex, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { WeeklySlot } from '../../../domain/availability/slot';
import { CheckboxField } from '../../../ui/form/checkbox-field';
import { TimeField } from '../../../ui/form/time-field';
import type { AvailabilityForm } from '../availability-values';
import type { AvailabilityCommands } from '../use-availability-commands';

export interface SlotRowProps {
  form: AvailabilityForm;
  commands: AvailabilityCommands;
  slot: WeeklySlot;
  /** Its index in the form's slots (deleted ones included): where its fields and errors are. */
  index: number;
  /** 'Monday slot 2'. */
  name: string;
}

export function SlotRow({ form, commands, slot, index, name }: SlotRowProps) {
  return (
    <Flex
      role="group"
      aria-label={name}
      direction={{ base: 'column', xs: 'row' }}
      align={{ base: 'stretch', xs: 'flex-start' }}
      gap="sm"
      wrap="wrap"
    >
      <TimeField
        control={form.control}
        name={`slots.${index}.startTime`}
        label="Start"
        required
        onValue={(startTime) => commands.updateSlot(slot.id, { startTime })}
      />
      <TimeField
        control={form.control}
        name={`slots.${index}.endTime`}
        label="End"
        required
        onValue={(endTime) => commands.updateSlot(slot.id, { endTime })}
      />
      <Flex direction="row" align="center" gap="md" mt={{ base: 0, xs: 30 }}>
        <Text size="sm" miw={64}>
          {slot.durationMinutes} min
        </Text>
        <CheckboxField control={form.control} name={`slots.${index}.enabled`} label="Enabled" />
        <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Remove ${name}`} onClick={() => commands.removeSlot(slot)}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Flex>
    </Flex>
  );
}
