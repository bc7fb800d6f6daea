// SPEC §2/§3 discharge request form, new and edit alike: requested date, disposition, discharge
// option, reason and notes (and, on an edit, the status the request may take next). The rules are
// the server's own (src/domain/patients/discharge-request-input.ts); a refusal naming a field
// lands on it, anything else above the footer (SPEC §2 form footer, with its overlay).
import { SimpleGrid } from '@mantine/core';
import { DISCHARGE_REQUEST_STATUSES } from '../../../domain/patients/discharge-request';
import {
  DISCHARGE_TEXT_MAX,
  type DischargeRequestEdit,
  DischargeRequestEditInput,
  type DischargeRequestEditValues,
} from '../../../domain/patients/discharge-request-input';
import {
  DISCHARGE_OPTIONS,
  DISCHARGE_REQUEST_STATUS_STYLE,
  DISPOSITIONS,
  nextRequestStatuses,
} from '../../../domain/patients/discharge-request-rules';
import { DateField } from '../../../ui/form/date-field';
import { SchemaForm } from '../../../ui/form/schema-form';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { TextareaField } from '../../../ui/form/textarea-field';
import { useSchemaForm } from '../../../ui/form/use-schema-form';

const toOptions = (list: readonly { code: string; label: string }[]) => list.map((item) => ({ value: item.code, label: item.label }));

export interface DischargeRequestFormProps {
  /** The values to start from (a new request: today, nothing chosen, status requested). */
  initial: DischargeRequestEditValues;
  /** An edit shows the status; a new request is filed as requested. */
  editing: boolean;
  onSave: (values: DischargeRequestEdit) => Promise<unknown>;
  onCancel: () => void;
  onSaved: () => void;
}

export function DischargeRequestForm({ initial, editing, onSave, onCancel, onSaved }: DischargeRequestFormProps) {
  const form = useSchemaForm(DischargeRequestEditInput, { defaultValues: initial });
  const statuses = editing ? nextRequestStatuses(initial.status ?? '') : [];
  return (
    <SchemaForm
      form={form}
      label={editing ? 'Edit discharge request' : 'New discharge request'}
      onSave={(values) => onSave(values as DischargeRequestEdit)}
      onCancel={onCancel}
      onSaved={onSaved}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <DateField control={form.control} name="requestedDate" label="Requested date" required />
        {editing ? (
          <SelectField
            control={form.control}
            name="status"
            label="Status"
            required
            data={DISCHARGE_REQUEST_STATUSES.filter((s) => statuses.includes(s)).map((s) => ({
              value: s,
              label: DISCHARGE_REQUEST_STATUS_STYLE[s].label,
            }))}
          />
        ) : null}
        <SelectField
          control={form.control}
          name="disposition"
          label="Disposition"
          placeholder="Select a disposition"
          required
          data={toOptions(DISPOSITIONS)}
        />
        <SelectField
          control={form.control}
          name="dischargeOption"
          label="Discharge option"
          placeholder="Select an option"
          data={toOptions(DISCHARGE_OPTIONS)}
        />
      </SimpleGrid>
      <TextField control={form.control} name="reason" label="Reason" required maxLength={DISCHARGE_TEXT_MAX} />
      <TextareaField control={form.control} name="notes" label="Notes" maxLength={DISCHARGE_TEXT_MAX} />
    </SchemaForm>
  );
}
