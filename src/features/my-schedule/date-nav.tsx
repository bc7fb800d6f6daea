import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { Dispatch, SetStateAction } from 'react';
import { formatDayLabel } from '../../domain/format';
import { addDays, todayDate } from './schedule-date';

/** Previous day / the day (weekday and MM/dd/yyyy) / next day, and back to today. */
export function DateNav({
  day,
  onChange,
  summary,
}: {
  day: string;
  onChange: Dispatch<SetStateAction<string>>;
  summary?: string | undefined;
}) {
  const { weekday, date } = formatDayLabel(day);
  const today = todayDate();
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <ActionIcon variant="default" size={44} radius="md" aria-label="Previous day" onClick={() => onChange((d) => addDays(d, -1))}>
        <IconChevronLeft size={22} aria-hidden />
      </ActionIcon>
      <Stack gap={0} align="center" flex={1} miw={0} aria-live="polite" aria-atomic>
        <Text component="h2" fw={700} fz={{ base: 'md', sm: 'lg' }} m={0} ta="center">
          <span>{weekday}</span> <span>{date}</span>
        </Text>
        {summary ? (
          <Text size="sm" c="dimmed">
            {day === today ? `Today · ${summary}` : summary}
          </Text>
        ) : null}
      </Stack>
      <ActionIcon variant="default" size={44} radius="md" aria-label="Next day" onClick={() => onChange((d) => addDays(d, 1))}>
        <IconChevronRight size={22} aria-hidden />
      </ActionIcon>
      <Button variant="default" h={44} onClick={() => onChange(today)} disabled={day === today}>
        Today
      </Button>
    </Group>
  );
}
