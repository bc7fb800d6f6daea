// Every order of an order set at once (SPEC §2 clinical config 'order-sets', maintained on
// /clinical-config/order-sets): the set, picked from the published sets, shows the orders it adds
// (by their catalog words), and each is filed with the status chosen under the patient's current
// admission. The server files them; an order the catalog no longer offers is left out there.
import { List, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useValueSetNames, valueSetCodesQuery } from '../../api/value-sets';
import { OrderSetForm } from '../../domain/chart/chart-record-input';
import { ORDER_CATALOG_SYSTEM } from '../../domain/chart/order-catalog';
import { ORDER_SET_SYSTEM } from '../../domain/chart/order-sets';
import { SchemaForm } from '../../ui/form/schema-form';
import { SelectField } from '../../ui/form/select-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { addOrderSet, useRecordsChanged } from './chart-records-api';
import { NEW_STATUS_OPTIONS } from './order-form';
import type { RecordFormProps } from './record-props';

export function OrderSetFormView({ patientId, onDone, onChanged }: RecordFormProps) {
  const form = useSchemaForm(OrderSetForm, { defaultValues: { orderSet: '', status: 'active', admissionId: '' } });
  const changed = useRecordsChanged(patientId, onChanged);
  const sets = useQuery(valueSetCodesQuery(ORDER_SET_SYSTEM));
  const picked = useWatch({ control: form.control, name: 'orderSet' });
  const names = useValueSetNames(ORDER_CATALOG_SYSTEM);
  const orders = (sets.data?.find((s) => s.code === picked)?.members ?? []).filter((code) => names.has(code));
  return (
    <SchemaForm
      form={form}
      label="New order set"
      onSave={async (values) => {
        await addOrderSet(patientId, values);
        await changed();
      }}
      onCancel={onDone}
      onSaved={onDone}
    >
      <SelectField
        withinPortal={false}
        control={form.control}
        name="orderSet"
        label="Order set"
        description="Its orders are added at once, under the patient's current admission."
        placeholder={sets.isPending ? 'Loading order sets…' : 'Select an order set'}
        required
        searchable
        data={(sets.data ?? []).map((s) => ({ value: s.code, label: s.display }))}
      />
      {orders.length ? (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="order-set-orders">
            Orders it adds ({orders.length})
          </Text>
          <List size="sm" aria-labelledby="order-set-orders">
            {orders.map((code) => (
              <List.Item key={code}>{names.get(code)}</List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
      <SelectField withinPortal={false} control={form.control} name="status" label="Status" required data={NEW_STATUS_OPTIONS} />
    </SchemaForm>
  );
}
