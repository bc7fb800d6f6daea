// SPEC §3 diagnosis items: add one to the list (it takes the next code index). The code comes
// from the code picker; the onset date (not after today) and a note are optional.
import { Modal, Stack, Textarea } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { DiagnosisForm, type DiagnosisFormValues, PROBLEM_NOTE_MAX } from '../../domain/problems/problem-input';
import { DateField } from '../../ui/form/date-field';
import { SchemaForm } from '../../ui/form/schema-form';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { DiagnosisCodePicker } from './diagnosis-code-picker';
import { localToday } from './local-today';
import { addDiagnosis } from './problems-api';
import { useProblemChange } from './use-problem-changes';

function AddDiagnosisForm({ patientId, onClose, onChanged }: { patientId: string; onClose: () => void; onChanged?: () => void }) {
  const form = useSchemaForm(DiagnosisForm, { defaultValues: { code: '', onsetDate: '', note: '' } satisfies DiagnosisFormValues });
  const add = useProblemChange(patientId, addDiagnosis, onChanged);
  return (
    <SchemaForm
      form={form}
      label="Add diagnosis"
      onCancel={onClose}
      onSaved={onClose}
      onSave={(values) => add.mutateAsync({ patientId, code: values.code, onsetDate: values.onsetDate || null, note: values.note || null })}
    >
      <Stack gap="sm">
        <DiagnosisCodePicker control={form.control} name="code" label="ICD-10-CM code" required />
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

export function AddDiagnosisDialog({
  patientId,
  opened,
  onClose,
  onChanged,
}: {
  patientId: string;
  opened: boolean;
  onClose: () => void;
  onChanged?: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add diagnosis" size="lg" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {opened ? <AddDiagnosisForm patientId={patientId} onClose={onClose} {...(onChanged ? { onChanged } : {})} /> : null}
    </Modal>
  );
}
