// SPEC §3/§4 Admissions: each admission newest first with its SPEC §4 label and colour, its
// period, the hold reason (SPEC §3 labels) and the hospital of a hospitalized hold, the readmit
// reason of a readmitted one, the statuses it went through, its discharge requests, its CCDs,
// and the actions its status allows.
import { Group, Stack, Text } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { formatCalendarDate } from '../../domain/format';
import { LIST_MESSAGES } from '../../domain/paged-list';
import { readmitReasonLabel } from '../../domain/patients/admission-actions';
import { admissionColor, admissionLabel, holdReasonLabel, isAdmissionStatus } from '../../domain/patients/admission-status';
import { Section } from '../../ui/section';
import { StatusBadge } from '../../ui/status-badge';
import { AdmissionActions } from './admission-actions';
import { AdmissionCcd } from './ccd/admission-ccd';
import { type AdmissionItem, admissionListQuery } from './chart-api';
import { AdmissionDischargeRequests } from './discharge-request/admission-discharge-requests';
import { type DischargeRequestItem, patientDischargeRequestsQuery } from './discharge-request/discharge-request-api';

const NONE: readonly DischargeRequestItem[] = [];
const day = (iso: string | null | undefined) => (iso ? formatCalendarDate(iso.slice(0, 10)) : null);
const label = (status: string) => (isAdmissionStatus(status) ? admissionLabel(status) : status);

function AdmissionCard({
  patientId,
  admission: a,
  requests,
}: {
  patientId: string;
  admission: AdmissionItem;
  requests: readonly DischargeRequestItem[];
}) {
  const hold = holdReasonLabel(a.holdReason);
  const readmit = readmitReasonLabel(a.readmitReason, a.readmitText);
  return (
    <Stack gap={6} py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" gap="sm">
        <Text fw={600}>
          {day(a.periodStart)} – {day(a.periodEnd) ?? 'ongoing'}
        </Text>
        {isAdmissionStatus(a.status) ? <StatusBadge label={admissionLabel(a.status)} color={admissionColor(a.status)} /> : null}
      </Group>
      {hold ? <Text size="sm">On hold: {hold}</Text> : null}
      {a.hospitalName ? <Text size="sm">Hospital: {a.hospitalName}</Text> : null}
      {readmit ? <Text size="sm">Readmitted: {readmit}</Text> : null}
      {a.cancellationReason ? <Text size="sm">Cancelled: {a.cancellationReason}</Text> : null}
      <Text size="sm" c="dimmed">
        {a.statusHistory.map((h) => `${label(h.status)} ${day(h.start)}`).join(' → ')}
      </Text>
      <AdmissionDischargeRequests patientId={patientId} admission={a} requests={requests} />
      <AdmissionCcd patientId={patientId} admissionId={a.id} />
      <AdmissionActions patientId={patientId} admission={a} />
    </Stack>
  );
}

export function AdmissionsTab({ patientId }: { patientId: string }) {
  const { data } = useSuspenseQuery(admissionListQuery(patientId));
  // The requests come with their own request: the admissions show without waiting for them.
  const requests = useQuery(patientDischargeRequestsQuery(patientId)).data ?? NONE;
  return (
    <Section title="Admissions">
      {data.length === 0 ? (
        <Text c="dimmed">{LIST_MESSAGES.noData}</Text>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Admissions">
          {data.map((a) => (
            <li key={a.id}>
              <AdmissionCard patientId={patientId} admission={a} requests={requests.filter((r) => r.admissionId === a.id)} />
            </li>
          ))}
        </Stack>
      )}
    </Section>
  );
}
