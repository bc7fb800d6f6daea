// The chart's header (SPEC §2 chart): who the patient is at a glance — name, date of birth and
// age, external patient number, phone, where they live, and the latest admission's status.
import { Group, Stack, Text, Title } from '@mantine/core';
import { formatCalendarDate, maskPhone } from '../../domain/format';
import { admissionColor, admissionLabel, isAdmissionStatus } from '../../domain/patients/admission-status';
import { StatusBadge } from '../../ui/status-badge';
import type { PatientChart } from './chart-api';

export function ChartHeader({ patient }: { patient: PatientChart['patient'] }) {
  const status = isAdmissionStatus(patient.admissionStatus) ? patient.admissionStatus : null;
  const facts = [
    `${formatCalendarDate(patient.birthDate)} (${patient.age} yrs)`,
    patient.externalNumber,
    patient.phone ? maskPhone(patient.phone) : null,
    [patient.marketName, patient.state].filter(Boolean).join(', ') || null,
  ].filter(Boolean);
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {patient.name}
        </Title>
        <Text c="dimmed" size="sm">
          {facts.join(' · ')}
        </Text>
      </Stack>
      {status ? <StatusBadge label={admissionLabel(status)} color={admissionColor(status)} /> : null}
    </Group>
  );
}
