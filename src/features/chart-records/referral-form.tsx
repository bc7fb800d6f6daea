// A new referral: its date, its source or referring provider, the reason, and its status.
import dayjs from 'dayjs';
import { REFERRAL_REASON_MAX, REFERRAL_SOURCE_MAX, ReferralForm } from '../../domain/chart/chart-record-input';
import { DateField } from '../../ui/form/date-field';
import { SchemaForm } from '../../ui/form/schema-form';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { addReferral, useRecordsChanged } from './chart-records-api';
import { NEW_STATUS_OPTIONS } from './order-form';
import type { RecordFormProps } from './record-props';

export function ReferralFormView({ patientId, onDone, onChanged }: RecordFormProps) {
  const form = useSchemaForm(ReferralForm, {
    defaultValues: { referralDate: dayjs().format('YYYY-MM-DD'), source: '', reason: '', status: 'active' },
  });
  const changed = useRecordsChanged(patientId, onChanged);
  return (
    <SchemaForm
      form={form}
      label="New referral"
      onSave={async (values) => {
        await addReferral(patientId, values);
        await changed();
      }}
      onCancel={onDone}
      onSaved={onDone}
    >
      <DateField control={form.control} name="referralDate" label="Referral date" required />
      <TextField control={form.control} name="source" label="Referral source / referring provider" required max={REFERRAL_SOURCE_MAX} />
      <TextField control={form.control} name="reason" label="Reason" required max={REFERRAL_REASON_MAX} />
      <SelectField withinPortal={false} control={form.control} name="status" label="Status" required data={NEW_STATUS_OPTIONS} />
    </SchemaForm>
  );
}
