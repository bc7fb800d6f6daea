// One patient of the list (SPEC §2 patient list): the name (to the chart), date of birth and
// age, external patient number, phone, where they live, the market, and the latest admission's
// status with SPEC §4's label and colour.
import { Group, Stack, Text } from '@mantine/core';
import { formatCalendarDate, maskPhone } from '../../domain/format';
import { admissionColor, admissionLabel, isAdmissionStatus } from '../../domain/patients/admission-status';
import { LinkAnchor } from '../../ui/link-anchor';
import { StatusBadge } from '../../ui/status-badge';
import classes from './patients.module.css';
import type { PatientListItem } from './patients-api';

/** The list is sorted by family name (SPEC §9: case-insensitively), so rows read 'Family, Given'. */
const sortedName = (p: PatientListItem): string => (p.familyName && p.givenName ? `${p.familyName}, ${p.givenName}` : p.name);

export function PatientRow({ patient }: { patient: PatientListItem }) {
  const place = patient.address ? [patient.address.city, patient.address.state].filter(Boolean).join(', ') : null;
  const status = isAdmissionStatus(patient.admissionStatus) ? patient.admissionStatus : null;
  return (
    <Group className={classes.row} justify="space-between" align="flex-start" wrap="wrap" gap="sm">
      <Stack gap={2} miw={0}>
        <LinkAnchor to="/patients/$id" params={{ id: patient.id }} fw={600} size="lg">
          {sortedName(patient)}
        </LinkAnchor>
        <Text size="sm" c="dimmed">
          {formatCalendarDate(patient.birthDate)} ({patient.age} yrs)
          {patient.externalNumber ? ` · ${patient.externalNumber}` : ''}
          {patient.phone ? ` · ${maskPhone(patient.phone)}` : ''}
        </Text>
        {place || patient.marketName ? (
          <Text size="sm" c="dimmed">
            {[place, patient.marketName].filter(Boolean).join(' · ')}
          </Text>
        ) : null}
      </Stack>
      {status ? <StatusBadge label={admissionLabel(status)} color={admissionColor(status)} /> : null}
    </Group>
  );
}
