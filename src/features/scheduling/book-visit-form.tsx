// Book a visit in the chosen free slot (SPEC §3 Appointment, §4): the patient, the visit type
// (Start of Care by default), the times in the clinician's zone, 'asap', and, when the server
// says the time is outside the clinician's availability, the reason to book it anyway.
import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { utcToLocal } from '../../domain/availability/local-time';
import { formatDayLabel } from '../../domain/format';
import type { BoardSlot } from '../../domain/scheduling/schedule-board';
import { BookVisitForm, type BookVisitValues, optionalReason, toInstants, VISIT_TYPE_OPTIONS } from '../../domain/scheduling/visit-forms';
import { CheckboxField } from '../../ui/form/checkbox-field';
import { SchemaForm } from '../../ui/form/schema-form';
import { SelectField } from '../../ui/form/select-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PatientPicker } from './patient-picker';
import { bookVisit, schedulingKeys } from './scheduling-api';
import { VisitTimeFields } from './visit-time-fields';

export interface BookVisitProps {
  clinicianId: string;
  timeZone: string;
  slot: BoardSlot;
  onDone: () => void;
}

export function BookVisit({ clinicianId, timeZone, slot, onDone }: BookVisitProps) {
  const queryClient = useQueryClient();
  const start = utcToLocal(slot.start, timeZone);
  const end = utcToLocal(slot.end, timeZone);
  const form = useSchemaForm(BookVisitForm, {
    defaultValues: {
      patientId: '',
      appointmentType: 'soc-patient',
      date: start.date,
      start: start.time,
      end: end.time,
      asap: false,
      overrideReason: '',
    } satisfies BookVisitValues,
  });
  const day = formatDayLabel(start.date);
  return (
    <SchemaForm
      form={form}
      label="Book a visit"
      saveLabel="Book visit"
      onCancel={onDone}
      onSaved={onDone}
      onSave={async (values) => {
        await bookVisit({
          clinicianId,
          patientId: values.patientId,
          appointmentType: values.appointmentType,
          ...toInstants(values, timeZone),
          asap: values.asap,
          overrideReason: optionalReason(values.overrideReason),
        });
        await queryClient.invalidateQueries({ queryKey: schedulingKeys.clinician(clinicianId) });
      }}
    >
      <Text fw={600}>
        {day.weekday} {day.date}
      </Text>
      <PatientPicker control={form.control} name="patientId" label="Patient" required />
      <SelectField control={form.control} name="appointmentType" label="Visit type" required data={[...VISIT_TYPE_OPTIONS]} />
      <CheckboxField control={form.control} name="asap" label="As soon as possible (asap)" />
      <VisitTimeFields control={form.control} />
    </SchemaForm>
  );
}
