// SPEC §3/§4 Admissions: each admission newest first with its SPEC §4 label and colour, its
// period, the hold reason (SPEC §3 labels) and the statuses it went through.
import { Group, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { formatCalendarDate } from '../../domain/format';
import { LIST_MESSAGES } from '../../domain/paged-list';
import { admissionColor, admissionLabel, holdReasonLabel, isAdmissionStatus } from '../../domain/patients/admission-status';
import { Section } from '../../ui/section';
import { StatusBadge } from '../../ui/status-badge';
import { AdmissionActions } from './admission-actions';
import { type AdmissionItem, admissionListQuery } from './chart-api';

const day = (iso: string | null | undefined) => (iso ? formatCalendarDate(iso.slice(0, 10)) : null);
const label = (status: string) => (isAdmissionStatus(status) ? admissionLabel(status) : status);

function AdmissionCard({ patientId, admission: a }: { patientId: string; admission: AdmissionItem }) {
  const hold = holdReasonLabel(a.holdReason);
  return (
    <Stack gap={6} py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" gap="sm">
        <Text fw={600}>
          {day(a.periodStart)} – {day(a.periodEnd) ?? 'ongoing'}
        </Text>
        {isAdmissionStatus(a.status) ? <StatusBadge label={admissionLabel(a.status)} color={admissionColor(a.status)} /> : null}
      </Group>
      {hold ? <Text size="sm">On hold: {hold}</Text> : null}
      <Text size="sm" c="dimmed">
        {a.statusHistory.map((h) => `${label(h.status)} ${day(h.start)}`).join(' → ')}
      </Text>
      <AdmissionActions patientId={patientId} admission={a} />
    </Stack>
  );
}

export function AdmissionsTab({ patientId }: { patientId: string }) {
  const { data } = useSuspenseQuery(admissionListQuery(patientId));
  return (
    <Section title="Admissions">
      {data.length === 0 ? (
        <Text c="dimmed">{LIST_MESSAGES.noData}</Text>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Admissions">
          {data.map((a) => (
            <li key={a.id}>
              <AdmissionCard patientId={patientId} admission={a} />
            </li>
          ))}
        </Stack>
      )}
    </Section>
  );
}
