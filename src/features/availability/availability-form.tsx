// The clinician's availability form (SPEC §3 Slot, §4 'Availability', §5 messages): 'Always
// available', the week, the exceptions, then Cancel and Save with the SPEC §2 footer. The rules
// are the domain's (availabilityInput: each message on the field it concerns); the server judges
// the same rules, and a refusal it names lands on that field with everything typed kept. A stale
// version (CONFLICT) shows the server's words and a way to read the availability again.
import { Alert, Box, Button, Stack, Switch, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { isApiError } from '../../api/http';
import { changesToSave, hasNoChanges } from '../../domain/availability/availability-changes';
import { availabilityInput } from '../../domain/availability/availability-input';
import type { Availability } from '../../domain/availability/slot';
import { ERROR_CODES } from '../../domain/errors';
import { FormFooter } from '../../ui/form/form-footer';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { availabilityKeys, type ClinicianAvailability, saveClinicianAvailability } from './availability-api';
import { type AvailabilityForm as Form, initialAvailability, saveInput, storedAvailability } from './availability-values';
import { ExceptionsEditor } from './components/exceptions-editor';
import { WeekEditor } from './components/week-editor';
import { type AvailabilityCommands, useAvailabilityCommands } from './use-availability-commands';

function AlwaysAvailableField({ form, commands }: { form: Form; commands: AvailabilityCommands }) {
  const { field } = useController({ control: form.control, name: 'alwaysAvailable' });
  return (
    <Switch
      ref={field.ref}
      name={field.name}
      label="Always available"
      checked={field.value}
      onChange={(event) => commands.setAlwaysAvailable(event.currentTarget.checked)}
      onBlur={field.onBlur}
    />
  );
}

export interface AvailabilityFormProps {
  /** The availability as read when the form opened (a reload opens a new form). */
  availability: ClinicianAvailability;
  clinicianName: string;
  onClose: () => void;
  /** Reads the availability again (after a CONFLICT). */
  onReload: () => void;
}

export function AvailabilityForm({ availability, clinicianName, onClose, onReload }: AvailabilityFormProps) {
  // What the form was opened on stays put while it is open (a refetch does not move it).
  const [opened] = useState(() => {
    const stored = storedAvailability(availability);
    return { view: availability, stored, schema: availabilityInput(new Date(), stored) };
  });
  const { view, stored, schema } = opened;
  const form = useSchemaForm(schema, { defaultValues: initialAvailability(view) });
  const commands = useAvailabilityCommands(form);
  const alwaysAvailable = useWatch({ control: form.control, name: 'alwaysAvailable' });
  const [conflict, setConflict] = useState(false);
  const queryClient = useQueryClient();

  const save = async (values: Availability) => {
    setConflict(false);
    // A saved availability left as it was: nothing to send (an unsaved one is saved as shown).
    if (view.saved && hasNoChanges(changesToSave(stored, values), stored)) return;
    try {
      const saved = await saveClinicianAvailability(saveInput(values, view.versionId));
      queryClient.setQueryData(availabilityKeys.clinician(view.clinicianId), saved);
    } catch (error) {
      if (isApiError(error) && error.code === ERROR_CODES.CONFLICT) setConflict(true);
      throw error;
    }
    await queryClient.invalidateQueries({ queryKey: availabilityKeys.clinician(view.clinicianId) });
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={`Availability of ${clinicianName}`}
      pos="relative"
      onSubmit={(event) => void form.submitWith(save)(event)}
    >
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {clinicianName}: times are in {view.timeZone}.
        </Text>
        <AlwaysAvailableField form={form} commands={commands} />
        {alwaysAvailable ? (
          <Text size="sm">Free any day, at any time: saving removes the weekly free slots.</Text>
        ) : (
          <WeekEditor form={form} commands={commands} />
        )}
        <ExceptionsEditor form={form} commands={commands} />
        {form.formError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{form.formError}</Text>
              {conflict ? (
                <Button size="xs" variant="default" onClick={onReload}>
                  Reload
                </Button>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
      </Stack>
      <FormFooter
        onCancel={onClose}
        saving={form.formState.isSubmitting}
        outcome={form.outcome}
        onOutcomeShown={(status) => {
          if (status === 'success') onClose();
        }}
      />
    </Box>
  );
}
