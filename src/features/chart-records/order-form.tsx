// A new order: what is ordered, picked from the 'orders' catalog (SPEC §2 clinical config; the
// server checks the code is offered and keeps its words), and whether it starts as a draft or
// active. It is filed under the patient's current admission (the server finds it).

import { useQuery } from '@tanstack/react-query';
import { valueSetCodesQuery } from '../../api/value-sets';
import { OrderForm } from '../../domain/chart/chart-record-input';
import { NEW_ORDER_STATUSES, ORDER_STATUS } from '../../domain/chart/chart-record-status';
import { ORDER_CATALOG_SYSTEM } from '../../domain/chart/order-catalog';
import { SchemaForm } from '../../ui/form/schema-form';
import { SelectField } from '../../ui/form/select-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { addOrder, useRecordsChanged } from './chart-records-api';
import type { RecordFormProps } from './record-props';

export const NEW_STATUS_OPTIONS = NEW_ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS[s].label }));

export function OrderFormView({ patientId, onDone, onChanged }: RecordFormProps) {
  const form = useSchemaForm(OrderForm, { defaultValues: { code: '', text: '', status: 'active', admissionId: '' } });
  const changed = useRecordsChanged(patientId, onChanged);
  const catalog = useQuery(valueSetCodesQuery(ORDER_CATALOG_SYSTEM));
  const orders = catalog.data ?? [];
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
      <SelectField
        withinPortal={false}
        control={form.control}
        name="text"
        label="Order"
        description="From the order catalog; filed under the patient's current admission."
        placeholder={catalog.isPending ? 'Loading orders…' : 'Select an order'}
        required
        searchable
        data={orders.map((o) => ({ value: o.display, label: o.display }))}
        onValue={(display) => form.setValue('code', orders.find((o) => o.display === display)?.code ?? '')}
      />
      <SelectField withinPortal={false} control={form.control} name="status" label="Status" required data={NEW_STATUS_OPTIONS} />
    </SchemaForm>
  );
}
