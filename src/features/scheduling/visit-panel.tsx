// A chosen visit on the board (SPEC §3 Appointment, §4): when, who, its status and type, and the
// coordinator's steps for an open visit: reschedule (a new time and a reason; the visit becomes
// 'Rescheduled'), cancel (SPEC §3 reason, default NA 'The Patient is not available') and mark
// missed. The server decides what may change (a signed visit never does) and says why not.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { appointmentStatusStyle, visitTypeLabel } from '../../domain/appointment-status';
import { utcToLocal } from '../../domain/availability/local-time';
import { formatDayLabel, formatTime } from '../../domain/format';
import type { AppointmentStatus } from '../../domain/resources';
import { OPEN_STATUSES } from '../../domain/scheduling/booking-rules';
import {
  CANCEL_REASON_OPTIONS,
  CancelVisitForm,
  DEFAULT_CANCEL_VALUES,
  optionalReason,
  RescheduleVisitForm,
  type RescheduleVisitValues,
  toInstants,
} from '../../domain/scheduling/visit-forms';
import { serverErrorOf } from '../../domain/validation/server-errors';
import { DateField } from '../../ui/form/date-field';
import { SchemaForm } from '../../ui/form/schema-form';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { LinkButton } from '../../ui/link-button';
import { StatusBadge } from '../../ui/status-badge';
import { type BoardVisit, cancelVisit, markVisitMissed, rescheduleVisit, schedulingKeys } from './scheduling-api';
import { VisitTimeFields } from './visit-time-fields';

export interface VisitPanelProps {
  clinicianId: string;
  timeZone: string;
  visit: BoardVisit;
  canPlan: boolean;
  onDone: () => void;
}

type Step = 'view' | 'reschedule' | 'cancel' | 'missed';

export function VisitPanel({ clinicianId, timeZone, visit, canPlan, onDone }: VisitPanelProps) {
  const [step, setStep] = useState<Step>('view');
  const { appointment } = visit;
  const status = appointmentStatusStyle(appointment.status);
  const day = formatDayLabel(utcToLocal(appointment.start, timeZone).date);
  const open = OPEN_STATUSES.includes(appointment.status as AppointmentStatus) && appointment.status !== 'checked-in';
  return (
    <Stack gap="sm">
      <Text fw={700}>{visit.patientName}</Text>
      <Text size="sm">
        {day.weekday} {day.date}, {formatTime(appointment.start, timeZone)} – {formatTime(appointment.end, timeZone)}
      </Text>
      <Group gap={6}>
        <StatusBadge label={status.label} color={status.color} size="sm" />
        <Text size="sm">{visitTypeLabel(appointment.appointmentType)}</Text>
        {visit.asap ? <Text size="sm">ASAP</Text> : null}
      </Group>
      {visit.overrideReason ? <Text size="sm">Booked outside availability: {visit.overrideReason}</Text> : null}
      {appointment.address ? (
        <Text size="sm">
          {appointment.address.line.join(' ')}, {appointment.address.city}, {appointment.address.state}
        </Text>
      ) : null}
      {step === 'reschedule' ? (
        <RescheduleVisit clinicianId={clinicianId} timeZone={timeZone} visit={visit} onDone={onDone} onBack={() => setStep('view')} />
      ) : (
        <Group gap="xs">
          {appointment.patientId && visit.patientName !== 'Not Available' ? (
            <LinkButton to="/patients/$id/$tab" params={{ id: appointment.patientId, tab: 'demographics' }} variant="default" size="sm">
              Open chart
            </LinkButton>
          ) : null}
          {canPlan && open ? (
            <>
              <Button size="sm" onClick={() => setStep('reschedule')}>
                Reschedule
              </Button>
              <Button size="sm" variant="default" onClick={() => setStep('cancel')}>
                Cancel visit
              </Button>
              <Button size="sm" variant="default" onClick={() => setStep('missed')}>
                Mark missed
              </Button>
            </>
          ) : null}
        </Group>
      )}
      <CancelVisitDialog
        opened={step === 'cancel'}
        clinicianId={clinicianId}
        visit={visit}
        onClose={() => setStep('view')}
        onDone={onDone}
      />
      <MissedVisitDialog
        opened={step === 'missed'}
        clinicianId={clinicianId}
        visit={visit}
        onClose={() => setStep('view')}
        onDone={onDone}
      />
    </Stack>
  );
}

function RescheduleVisit({ clinicianId, timeZone, visit, onDone, onBack }: Omit<VisitPanelProps, 'canPlan'> & { onBack: () => void }) {
  const queryClient = useQueryClient();
  const start = utcToLocal(visit.appointment.start, timeZone);
  const end = utcToLocal(visit.appointment.end, timeZone);
  const form = useSchemaForm(RescheduleVisitForm, {
    defaultValues: { date: start.date, start: start.time, end: end.time, reason: '', overrideReason: '' } satisfies RescheduleVisitValues,
  });
  return (
    <SchemaForm
      form={form}
      label="Reschedule the visit"
      saveLabel="Reschedule"
      onCancel={onBack}
      onSaved={onDone}
      onSave={async (values) => {
        await rescheduleVisit({
          appointmentId: visit.appointment.id,
          versionId: visit.appointment.versionId,
          ...toInstants(values, timeZone),
          reason: values.reason,
          overrideReason: optionalReason(values.overrideReason),
        });
        await queryClient.invalidateQueries({ queryKey: schedulingKeys.clinician(clinicianId) });
      }}
    >
      <DateField control={form.control} name="date" label="New date" required />
      <VisitTimeFields control={form.control} />
      <TextField control={form.control} name="reason" label="Reason" required max={255} />
    </SchemaForm>
  );
}

interface DialogProps {
  opened: boolean;
  clinicianId: string;
  visit: BoardVisit;
  onClose: () => void;
  onDone: () => void;
}

function CancelVisitDialog({ opened, clinicianId, visit, onClose, onDone }: DialogProps) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(CancelVisitForm, { defaultValues: DEFAULT_CANCEL_VALUES });
  return (
    <Modal opened={opened} onClose={onClose} title="Cancel visit" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <SchemaForm
        form={form}
        label="Cancel visit"
        saveLabel="Cancel visit"
        onCancel={onClose}
        onSaved={onDone}
        onSave={async (values) => {
          await cancelVisit({ appointmentId: visit.appointment.id, versionId: visit.appointment.versionId, reasonCode: values.reasonCode });
          await queryClient.invalidateQueries({ queryKey: schedulingKeys.clinician(clinicianId) });
        }}
      >
        <SelectField control={form.control} name="reasonCode" label="Reason" required data={CANCEL_REASON_OPTIONS} withinPortal={false} />
      </SchemaForm>
    </Modal>
  );
}

function MissedVisitDialog({ opened, clinicianId, visit, onClose, onDone }: DialogProps) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await markVisitMissed({ appointmentId: visit.appointment.id, versionId: visit.appointment.versionId });
      await queryClient.invalidateQueries({ queryKey: schedulingKeys.clinician(clinicianId) });
      onDone();
    } catch (failure) {
      setError(serverErrorOf(failure).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Mark visit missed" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text>The visit will show as Missed, with who marked it and when.</Text>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Keep visit
          </Button>
          <Button loading={busy} onClick={() => void confirm()}>
            Mark missed
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
