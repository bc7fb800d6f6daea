// A new task of the patient task dashboard: what is to be done (required), who is to do it (one of
// the staff who may read the patient, or no one yet), when it is due, and its priority.
import { useQuery } from '@tanstack/react-query';
import { taskOwnerListQuery } from '../../api/patient-tasks';
import { TASK_TITLE_MAX, TaskForm } from '../../domain/chart/chart-record-input';
import { TASK_PRIORITIES } from '../../domain/chart/chart-record-status';
import { DateField } from '../../ui/form/date-field';
import { SchemaForm } from '../../ui/form/schema-form';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { addTask, useRecordsChanged } from './chart-records-api';
import type { RecordFormProps } from './record-props';

const PRIORITY_OPTIONS = TASK_PRIORITIES.map((p) => ({ value: p.code, label: p.label }));

export function TaskFormView({ patientId, onDone, onChanged }: RecordFormProps) {
  const form = useSchemaForm(TaskForm, { defaultValues: { title: '', ownerId: '', dueDate: '', priority: 'routine' } });
  const owners = useQuery(taskOwnerListQuery(patientId));
  const changed = useRecordsChanged(patientId, onChanged);
  return (
    <SchemaForm
      form={form}
      label="New task"
      onSave={async (values) => {
        await addTask(patientId, values);
        await changed();
      }}
      onCancel={onDone}
      onSaved={onDone}
    >
      <TextField control={form.control} name="title" label="Task" required max={TASK_TITLE_MAX} />
      <SelectField
        withinPortal={false}
        control={form.control}
        name="ownerId"
        label="Owner"
        placeholder="Unassigned"
        data={(owners.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
      />
      <DateField control={form.control} name="dueDate" label="Due date" />
      <SelectField withinPortal={false} control={form.control} name="priority" label="Priority" required data={PRIORITY_OPTIONS} />
    </SchemaForm>
  );
}
