// SPEC §2 'Appointment Available Time' on the Demographics tab: when the patient can be seen (one
// line a day or date, 'Not Available' when never set), and 'Edit Availability' for the users the
// server would let change the chart. Edits need a connection: offline the button is off and says
// why (the chart itself is readable offline).
import { Box, Button, Group, List, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconClockEdit } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useSessionUser } from '../../api/use-session';
import { mayChangeChart } from '../../domain/chart/chart-record-access';
import { AVAILABILITY_LABELS, availabilityLines } from '../../domain/patients/availability';
import type { Availability } from './availability-api';
import { AvailabilityDialog, savedAvailability } from './availability-dialog';

export function AvailabilitySection({ availability }: { availability: Availability }) {
  const { online } = useNetwork();
  const [open, setOpen] = useState(false);
  const mayChange = mayChangeChart(useSessionUser(), 'Mutation.updatePatientAvailability');
  const headingId = useId();
  const lines = availabilityLines(savedAvailability(availability));
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs" mb={4}>
        <Text id={headingId} component="h3" size="sm" c="dimmed" fw={400} m={0}>
          {AVAILABILITY_LABELS.title}
        </Text>
        {mayChange ? (
          <Group gap="xs">
            {!online ? (
              <Text size="xs" c="dimmed">
                Changes to the chart need a connection.
              </Text>
            ) : null}
            <Button
              size="xs"
              variant="default"
              leftSection={<IconClockEdit size={16} aria-hidden />}
              disabled={!online}
              onClick={() => setOpen(true)}
            >
              Edit Availability
            </Button>
          </Group>
        ) : null}
      </Group>
      {lines.length === 0 ? (
        <Text fw={500}>Not Available</Text>
      ) : (
        <List spacing={2} listStyleType="none" p={0} aria-label={AVAILABILITY_LABELS.title}>
          {lines.map((line) => (
            <List.Item key={line.label}>
              <Text span fw={600}>
                {line.label}
              </Text>
              <Text span>: {line.text}</Text>
            </List.Item>
          ))}
        </List>
      )}
      {open ? <AvailabilityDialog availability={availability} onClose={() => setOpen(false)} /> : null}
    </Box>
  );
}
