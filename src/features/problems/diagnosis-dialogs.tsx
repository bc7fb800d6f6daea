// The dialogs of one diagnosis: edit its onset date and note, resolve it (with the day it was
// resolved, today by default), or remove it from the Problems List. Each sends the version the
// user saw; the server's refusal (CONFLICT included) is shown in the dialog in its words.
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import * as v from 'valibot';
import { displayError } from '../../domain/errors';
import { DiagnosisDetailsForm, PROBLEM_NOTE_MAX } from '../../domain/problems/problem-input';
import { dateField } from '../../domain/validation/date';
import { DateField } from '../../ui/form/date-field';
import { SchemaForm } from '../../ui/form/schema-form';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { localToday } from './local-today';
import { type DiagnosisItem, removeDiagnosis, updateDiagnosis } from './problems-api';
import { useProblemChange } from './use-problem-changes';

export type DiagnosisDialog = 'edit' | 'resolve' | 'remove';

interface DialogProps {
  patientId: string;
  diagnosis: DiagnosisItem;
  onClose: () => void;
  onChanged?: (() => void) | undefined;
}

const heading = (d: DiagnosisItem) => `${d.icd10CmCode} ${d.title}`;

function EditForm({ patientId, diagnosis: d, onClose, onChanged }: DialogProps) {
  const form = useSchemaForm(DiagnosisDetailsForm, { defaultValues: { onsetDate: d.onsetDate ?? '', note: d.note ?? '' } });
  const update = useProblemChange(patientId, updateDiagnosis, onChanged);
  return (
    <SchemaForm
      form={form}
      label="Edit diagnosis"
      onCancel={onClose}
      onSaved={onClose}
      onSave={(values) =>
        update.mutateAsync({
          id: d.id,
          versionId: d.versionId,
          clinicalStatus: d.clinicalStatus,
          onsetDate: values.onsetDate || null,
          note: values.note || null,
          resolvedDate: d.resolvedDate,
        })
      }
    >
      <Stack gap="sm">
        <Text fw={600}>{heading(d)}</Text>
        <DateField control={form.control} name="onsetDate" label="Onset date" max={localToday()} />
        <Controller
          control={form.control}
          name="note"
          render={({ field, fieldState }) => (
            <Textarea {...field} label="Note" rows={3} maxLength={PROBLEM_NOTE_MAX} error={fieldState.error?.message} />
          )}
        />
      </Stack>
    </SchemaForm>
  );
}

function ResolveForm({ patientId, diagnosis: d, onClose, onChanged }: DialogProps) {
  const today = localToday();
  const schema = useMemo(
    () => v.object({ resolvedDate: dateField({ required: true, max: today, ...(d.onsetDate ? { min: d.onsetDate } : {}) }) }),
    [d.onsetDate, today],
  );
  const form = useSchemaForm(schema, { defaultValues: { resolvedDate: today } });
  const update = useProblemChange(patientId, updateDiagnosis, onChanged);
  return (
    <SchemaForm
      form={form}
      label="Resolve diagnosis"
      saveLabel="Resolve"
      onCancel={onClose}
      onSaved={onClose}
      onSave={(values) =>
        update.mutateAsync({
          id: d.id,
          versionId: d.versionId,
          clinicalStatus: 'resolved',
          onsetDate: d.onsetDate,
          note: d.note,
          resolvedDate: values.resolvedDate,
        })
      }
    >
      <Stack gap="sm">
        <Text fw={600}>{heading(d)}</Text>
        <Text size="sm">It leaves the diagnosis list and is kept below it; the diagnoses after it move up.</Text>
        <DateField
          control={form.control}
          name="resolvedDate"
          label="Resolved date"
          required
          max={today}
          {...(d.onsetDate ? { min: d.onsetDate } : {})}
        />
      </Stack>
    </SchemaForm>
  );
}

function RemoveConfirm({ patientId, diagnosis: d, onClose, onChanged }: DialogProps) {
  const remove = useProblemChange(patientId, removeDiagnosis, onChanged);
  return (
    <Stack gap="md">
      <Text>Remove {heading(d)} from the Problems List? Use Resolve instead when the problem has healed.</Text>
      {remove.error ? (
        <Alert color="red" variant="light" role="alert">
          {displayError(remove.error.message)}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          color="red"
          loading={remove.isPending}
          onClick={() => remove.mutate({ id: d.id, versionId: d.versionId }, { onSuccess: onClose })}
        >
          Remove
        </Button>
      </Group>
    </Stack>
  );
}

const TITLES: Record<DiagnosisDialog, string> = { edit: 'Edit diagnosis', resolve: 'Resolve diagnosis', remove: 'Remove diagnosis' };

export function DiagnosisDialogs({
  open,
  ...props
}: Omit<DialogProps, 'diagnosis'> & { open: { dialog: DiagnosisDialog; diagnosis: DiagnosisItem } | null }) {
  return (
    <Modal
      opened={open !== null}
      onClose={props.onClose}
      title={open ? TITLES[open.dialog] : ''}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {open?.dialog === 'edit' ? <EditForm {...props} diagnosis={open.diagnosis} /> : null}
      {open?.dialog === 'resolve' ? <ResolveForm {...props} diagnosis={open.diagnosis} /> : null}
      {open?.dialog === 'remove' ? <RemoveConfirm {...props} diagnosis={open.diagnosis} /> : null}
    </Modal>
  );
}
