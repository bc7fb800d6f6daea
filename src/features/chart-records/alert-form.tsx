// A new alert: its category, what it says, and from when (today by default) until when (optional;
// not before the start, SPEC §5 'Invalid date range').
import dayjs from 'dayjs';
import { ALERT_TEXT_MAX, AlertForm } from '../../domain/chart/chart-record-input';
import { ALERT_CATEGORIES } from '../../domain/chart/chart-record-status';
import { DateField } from '../../ui/form/date-field';
import { SchemaForm } from '../../ui/form/schema-form';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { addAlert, useRecordsChanged } from './chart-records-api';
import type { RecordFormProps } from './record-props';

const CATEGORY_OPTIONS = ALERT_CATEGORIES.map((c) => ({ value: c.code, label: c.label }));

export function AlertFormView({ patientId, onDone, onChanged }: RecordFormProps) {
  const form = useSchemaForm(AlertForm, {
    defaultValues: { category: '', text: '', start: dayjs().format('YYYY-MM-DD'), end: '' },
  });
  const changed = useRecordsChanged(patientId, onChanged);
  return (
    <SchemaForm
      form={form}
      label="New alert"
      onSave={async (values) => {
        await addAlert(patientId, values);
        await changed();
      }}
      onCancel={onDone}
      onSaved={onDone}
    >
      <SelectField
        withinPortal={false}
        control={form.control}
        name="category"
        label="Category"
        placeholder="Select a category"
        required
        data={CATEGORY_OPTIONS}
      />
      <TextField control={form.control} name="text" label="Alert" required max={ALERT_TEXT_MAX} />
      <DateField control={form.control} name="start" label="Start date" required />
      <DateField control={form.control} name="end" label="End date" />
    </SchemaForm>
  );
}
