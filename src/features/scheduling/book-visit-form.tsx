// Book a visit in the chosen free slot (SPEC §3 Appointment, §4): the patient, the visit type
// (Start of Care by default), the times in the clinician's zone (the end: the visit type's
// Encounter Duration after the start, or the slot's end without one), 'asap', and, when the server
// says the time is outside the clinician's availability, the reason to book it anyway.
import { Loader, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { encounterDurationsQuery } from '../../api/encounter-durations';
import { utcToLocal } from '../../domain/availability/local-time';
import { formatDayLabel } from '../../domain/format';
import { defaultVisitEnd } from '../../domain/scheduling/encounter-duration';
import type { BoardSlot } from '../../domain/scheduling/schedule-board';
import {
  BookVisitForm as BookVisitSchema,
  type BookVisitValues,
  optionalReason,
  toInstants,
  VISIT_TYPE_OPTIONS,
} from '../../domain/scheduling/visit-forms';
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

type Durations = readonly { visitType: string; minutes?: number | null }[];

/** The form once the durations are read (none when they cannot be: the slot's end then). */
export function BookVisit(props: BookVisitProps) {
  const durations = useQuery(encounterDurationsQuery());
  if (durations.isPending) return <Loader size="sm" aria-label="Loading the visit durations" />;
  return <BookVisitForm {...props} durations={durations.data ?? []} />;
}

function BookVisitForm({ clinicianId, timeZone, slot, onDone, durations }: BookVisitProps & { durations: Durations }) {
  const queryClient = useQueryClient();
  const start = utcToLocal(slot.start, timeZone);
  const end = utcToLocal(slot.end, timeZone);
  const form = useSchemaForm(BookVisitSchema, {
    defaultValues: {
      patientId: '',
      appointmentType: 'soc-patient',
      date: start.date,
      start: start.time,
      end: defaultVisitEnd(start.time, end.time, durations.find((d) => d.visitType === 'soc-patient')?.minutes),
      asap: false,
      overrideReason: '',
    } satisfies BookVisitValues,
  });
  const { getValues, setValue } = form;
  const endFor = (type: string) => defaultVisitEnd(getValues('start'), end.time, durations.find((d) => d.visitType === type)?.minutes);
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
      <SelectField
        control={form.control}
        name="appointmentType"
        label="Visit type"
        required
        data={[...VISIT_TYPE_OPTIONS]}
        onValue={(type) => setValue('end', endFor(type), { shouldValidate: true })}
      />
      <CheckboxField control={form.control} name="asap" label="As soon as possible (asap)" />
      <VisitTimeFields control={form.control} />
    </SchemaForm>
  );
}
