// SPEC §2 chart tab 11 'Appointments' (list): the patient's appointments, newest first, each with
// its date and time (in the patient's time zone, SPEC §9), visit type, clinician and SPEC §3
// status label (booked 'Confirmed', noshow 'Missed', waitlist 'Rescheduled', …) with its colour;
// 25 at a time with 'Load more'. Users the server shows no appointments (external,
// reviewer-readonly, SPEC §6) are told so instead of being refused.
import { Group, Stack, Text } from '@mantine/core';
import { useSessionUser } from '../../api/use-session';
import { appointmentStatusStyle } from '../../domain/appointment-status';
import { formatDateTime, formatTime } from '../../domain/format';
import { refusalOf } from '../../domain/operation-permissions';
import { visitTypeName } from '../../domain/patients/visit-labels';
import { Section } from '../../ui/section';
import { StatusBadge } from '../../ui/status-badge';
import { type ChartAppointmentItem, patientAppointmentListQuery } from './chart-visits-api';
import { PagedRows } from './paged-rows';
import classes from './patients.module.css';

function AppointmentRow({ appointment: a, timeZone }: { appointment: ChartAppointmentItem; timeZone: string }) {
  const status = appointmentStatusStyle(a.status);
  return (
    <Group className={classes.row} justify="space-between" align="flex-start" wrap="wrap" gap="sm">
      <Stack gap={2} miw={0}>
        <Text fw={600}>
          {formatDateTime(a.start, timeZone)} – {formatTime(a.end, timeZone)}
        </Text>
        <Text size="sm">{visitTypeName(a.appointmentType)}</Text>
        <Text size="sm" c="dimmed">
          {a.clinicianName ?? 'No clinician'}
        </Text>
      </Stack>
      <StatusBadge label={status.label} color={status.color} />
    </Group>
  );
}

export function AppointmentsTab({ patientId, timeZone }: { patientId: string; timeZone: string }) {
  const allowed = refusalOf(useSessionUser(), 'Query.PatientAppointmentList') === null;
  return (
    <Section title="Appointments">
      {allowed ? (
        <PagedRows
          label="Appointments"
          query={patientAppointmentListQuery(patientId)}
          rowKey={(a) => a.id}
          renderRow={(a) => <AppointmentRow appointment={a} timeZone={timeZone} />}
        />
      ) : (
        <Text c="dimmed">Appointments are not shown to your role.</Text>
      )}
    </Section>
  );
}
