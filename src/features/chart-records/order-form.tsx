// A new order: what is ordered and whether it starts as a draft or active. It is filed under the
// patient's current admission (the server finds it).

import { ORDER_TEXT_MAX, OrderForm } from '../../domain/chart/chart-record-input';
import { NEW_ORDER_STATUSES, ORDER_STATUS } from '../../domain/chart/chart-record-status';
import { SchemaForm } from '../../ui/form/schema-form';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { addOrder, useRecordsChanged } from './chart-records-api';
import type { RecordFormProps } from './record-props';

export const NEW_STATUS_OPTIONS = NEW_ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS[s].label }));

export function OrderFormView({ patientId, onDone, onChanged }: RecordFormProps) {
  const form = useSchemaForm(OrderForm, { defaultValues: { text: '', status: 'active', admissionId: '' } });
  const changed = useRecordsChanged(patientId, onChanged);
  return (
    <SchemaForm
      form={form}
      label="New order"
      onSave={async (values) => {
        await addOrder(patientId, values);
        await changed();
      }}
      onCancel={onDone}
      onSaved={onDone}
    >
      <TextField
        control={form.control}
        name="text"
        label="Order"
        description="Filed under the patient's current admission."
        required
        max={ORDER_TEXT_MAX}
      />
      <SelectField withinPortal={false} control={form.control} name="status" label="Status" required data={NEW_STATUS_OPTIONS} />
    </SchemaForm>
  );
}
