// SPEC §2/§3 discharge request form, new and edit alike: requested date, disposition, discharge
// option, reason (SPEC §2 code system 'discharge-reason', its published codes) and notes (and, on an edit, the status the request may take next). The rules are
// the server's own (src/domain/patients/discharge-request-input.ts); a refusal naming a field
// lands on it, anything else above the footer (SPEC §2 form footer, with its overlay).
import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { valueSetCodesQuery } from '../../../api/value-sets';
import { DISCHARGE_REASON_SYSTEM } from '../../../domain/patients/discharge-reasons';
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
import { TextareaField } from '../../../ui/form/textarea-field';
import { useSchemaForm } from '../../../ui/form/use-schema-form';

const toOptions = (list: readonly { code: string; label: string }[]) => list.map((item) => ({ value: item.code, label: item.label }));

export interface DischargeRequestFormProps {
  /** The values to start from (a new request: today, nothing chosen, status requested). */
  initial: DischargeRequestEditValues;
  /** An edit's reason as the request has it (it stays choosable when the list no longer offers it). */
  keptReason?: { code: string; display: string } | null;
  /** An edit shows the status; a new request is filed as requested. */
  editing: boolean;
  onSave: (values: DischargeRequestEdit) => Promise<unknown>;
  onCancel: () => void;
  onSaved: () => void;
}

/**
 * The published discharge reasons (SPEC §2 'discharge-reason'), and the request's own reason first
 * when the list no longer offers it (retired since, or written before reasons were coded).
 */
export function reasonChoices(
  offered: readonly { code: string; display: string }[],
  kept: { code: string; display: string } | null,
): { value: string; label: string }[] {
  const options = offered.map((r) => ({ value: r.code, label: r.display }));
  if (kept?.code && !offered.some((r) => r.code === kept.code)) options.unshift({ value: kept.code, label: kept.display });
  return options;
}

export function DischargeRequestForm({ initial, keptReason = null, editing, onSave, onCancel, onSaved }: DischargeRequestFormProps) {
  const form = useSchemaForm(DischargeRequestEditInput, { defaultValues: initial });
  const reasons = useQuery(valueSetCodesQuery(DISCHARGE_REASON_SYSTEM));
  const reasonOptions = reasonChoices(reasons.data ?? [], keptReason);
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
      <SelectField
        control={form.control}
        name="reason"
        label="Reason"
        placeholder={reasons.isPending ? 'Loading reasons…' : 'Select a reason'}
        required
        searchable
        data={reasonOptions}
      />
      <TextareaField control={form.control} name="notes" label="Notes" maxLength={DISCHARGE_TEXT_MAX} />
    </SchemaForm>
  );
}
