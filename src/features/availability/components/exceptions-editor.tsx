// Exceptions to the week (SPEC §3 exception slot): from a start date to an end date (MM/dd/yyyy),
// with times or for whole days, free (extra time) or busy (time off). The always-available
// marker (SPEC §4) is an exception too, but it is the switch's, never listed here. A removed
// exception is left out of the save (a saved one is then deleted, availability-changes.ts).
import { Button, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useWatch } from 'react-hook-form';
import { MAX_EXCEPTIONS } from '../../../domain/availability/slot';
import { DateField } from '../../../ui/form/date-field';
import { RadioField } from '../../../ui/form/radio-field';
import { TimeField } from '../../../ui/form/time-field';
import type { AvailabilityForm } from '../availability-values';
import type { AvailabilityCommands } from '../use-availability-commands';

const STATUS_OPTIONS = [
  { value: 'free', label: 'Free' },
  { value: 'busy', label: 'Busy' },
] as const;

export function ExceptionsEditor({ form, commands }: { form: AvailabilityForm; commands: AvailabilityCommands }) {
  const exceptions = useWatch({ control: form.control, name: 'exceptions' });
  const rows = exceptions.flatMap((exception, index) => (exception.isAlwaysAvailable ? [] : [{ exception, index }]));
  return (
    <Fieldset legend="Exceptions" variant="unstyled">
      <Stack gap="md">
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            No exceptions
          </Text>
        ) : null}
        {rows.map(({ exception, index }, n) => {
          const name = `Exception ${n + 1}`;
          return (
            <Fieldset key={exception.id} legend={name} variant="filled" p="sm">
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  <DateField control={form.control} name={`exceptions.${index}.startDate`} label="Start date" required />
                  <DateField control={form.control} name={`exceptions.${index}.endDate`} label="End date" required />
                  <TimeField
                    control={form.control}
                    name={`exceptions.${index}.startTime`}
                    label="Start time"
                    description="Empty: whole days"
                    clearable
                  />
                  <TimeField
                    control={form.control}
                    name={`exceptions.${index}.endTime`}
                    label="End time"
                    description="Empty: whole days"
                    clearable
                  />
                </SimpleGrid>
                <Group justify="space-between" align="flex-end">
                  <RadioField control={form.control} name={`exceptions.${index}.status`} label="Status" options={STATUS_OPTIONS} required />
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    onClick={() => commands.removeException(exception.id)}
                  >
                    Remove {name.toLowerCase()}
                  </Button>
                </Group>
              </Stack>
            </Fieldset>
          );
        })}
        <Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={exceptions.length >= MAX_EXCEPTIONS}
            onClick={commands.addException}
          >
            Add exception
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
