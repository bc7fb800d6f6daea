// The availability editor (SPEC §2 'Appointment Available Time'): the kind of availability (SPEC
// §3: always, weekdays, specific dates), then its days or dates with their times; Cancel and Save
// with the SPEC §2 footer. The rules are the server's (src/domain/patients/availability.ts); a
// refusal the server names lands on its field. An unset week starts from the default weekdays
// (SPEC §4).
import { Modal, Radio, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useController, useWatch } from 'react-hook-form';
import {
  AVAILABILITY_LABELS,
  AVAILABILITY_TYPE_LABELS,
  AVAILABILITY_TYPES,
  type AvailabilityFormValues,
  AvailabilityInput,
  defaultAvailability,
  isAvailabilityType,
  type PatientAvailability,
  pastStartIssue,
  wallClock,
} from '../../domain/patients/availability';
import { SchemaForm } from '../../ui/form/schema-form';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { type Availability, updatePatientAvailability } from './availability-api';
import { type AvailabilityForm, DatesEditor, WeekdaysEditor } from './availability-fields';
import { chartKeys } from './chart-api';

/** The server's answer as the domain's shape (null: never set). */
export const savedAvailability = (a: Availability): PatientAvailability | null =>
  isAvailabilityType(a.type) ? { type: a.type, weekdays: a.weekdays, dates: a.dates } : null;

function initialValues(a: Availability): AvailabilityFormValues {
  const saved = savedAvailability(a);
  return {
    type: saved?.type ?? 'GENERAL_AVAILABLE',
    weekdays: saved?.type === 'GENERAL_AVAILABLE' ? saved.weekdays : defaultAvailability().weekdays,
    dates: saved?.type === 'SPECIFIC_AVAILABLE' ? saved.dates : [],
  };
}

function TypeField({ form }: { form: AvailabilityForm }) {
  const { field } = useController({ control: form.control, name: 'type' });
  return (
    <Radio.Group label="Availability" value={field.value} onChange={field.onChange} name={field.name}>
      <Stack gap="xs" mt={6}>
        {AVAILABILITY_TYPES.map((type) => (
          <Radio key={type} value={type} label={AVAILABILITY_TYPE_LABELS[type]} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

function AvailabilityEditForm({ availability, onClose }: { availability: Availability; onClose: () => void }) {
  const form = useSchemaForm(AvailabilityInput, { defaultValues: initialValues(availability) });
  const type = useWatch({ control: form.control, name: 'type' });
  const queryClient = useQueryClient();
  const today = wallClock(new Date(), availability.timeZone).date;

  const save = async (values: PatientAvailability) => {
    // SPEC §5 'Start time must be greater than the current time.', on the rows as the form holds them.
    const given = form.getValues() as PatientAvailability;
    const past = pastStartIssue(given, { now: new Date(), timeZone: availability.timeZone, saved: savedAvailability(availability) });
    if (past) throw { field: past.path.join('.'), message: past.message };
    await updatePatientAvailability({ patientId: availability.patientId, versionId: availability.versionId, ...values });
    await queryClient.invalidateQueries({ queryKey: chartKeys.chart(availability.patientId) });
  };

  return (
    <SchemaForm form={form} label={AVAILABILITY_LABELS.title} onSave={save} onCancel={onClose} onSaved={onClose}>
      <TypeField form={form} />
      {type === 'GENERAL_AVAILABLE' ? <WeekdaysEditor form={form} /> : null}
      {type === 'SPECIFIC_AVAILABLE' ? <DatesEditor form={form} today={today} /> : null}
      {type === 'PATIENT_ALWAYS_AVAILABLE' ? <Text>The patient can be seen any day, at any time.</Text> : null}
      <Text size="xs" c="dimmed">
        Times are the patient's local times ({availability.timeZone}).
      </Text>
    </SchemaForm>
  );
}

export function AvailabilityDialog({ availability, onClose }: { availability: Availability; onClose: () => void }) {
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened
      onClose={onClose}
      title={AVAILABILITY_LABELS.title}
      size="40rem"
      fullScreen={narrow === true}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <AvailabilityEditForm availability={availability} onClose={onClose} />
    </Modal>
  );
}
