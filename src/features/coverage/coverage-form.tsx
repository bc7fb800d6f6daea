// Add or edit a coverage (SPEC §3 Coverage/eligibility fields): the insurer from the payer
// organizations (the patient's state's first), Primary(1)/Secondary(2), Active/Inactive,
// Approved/Pending/Not Approved, and the plan's figures and dates. The schema is the server's
// (src/domain/coverage/coverage-input.ts); the server's refusals land on their fields.
import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type CoverageFormValues, CoverageInput } from '../../domain/coverage/coverage-input';
import {
  COVERAGE_APPROVALS,
  COVERAGE_PRIORITIES,
  COVERAGE_STATUSES,
  COVERAGE_TYPES,
  PLAN_TYPES,
  priorityChoiceLabel,
  SUBSCRIBER_RELATIONSHIPS,
} from '../../domain/coverage/coverage-labels';
import { AmountField } from '../../ui/form/amount-field';
import { DateField } from '../../ui/form/date-field';
import { SchemaForm } from '../../ui/form/schema-form';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { type CoverageItem, createCoverage, type InsurerItem, insurerListQuery, updateCoverage } from './coverage-api';

const PRIORITY_DATA = COVERAGE_PRIORITIES.map((p) => ({ value: String(p.value), label: priorityChoiceLabel(p.value) }));
const choices = (list: readonly { value: string; label: string }[]) => list.map((c) => ({ value: c.value, label: c.label }));

export const EMPTY_COVERAGE: CoverageFormValues = {
  insurerId: '',
  memberId: '',
  order: '1',
  status: 'active',
  approval: 'pending',
  type: '',
  planType: '',
  groupNumber: '',
  groupName: '',
  planName: '',
  copay: '',
  deductible: '',
  coinsurance: '',
  effectiveDate: '',
  terminationDate: '',
  subscriberName: '',
  subscriberRelationship: '',
};

/** The form's values for a stored coverage. */
export const coverageFormValues = (c: CoverageItem): CoverageFormValues => ({
  insurerId: c.insurerId ?? '',
  memberId: c.memberId ?? '',
  order: String(c.order),
  status: c.status,
  approval: c.approval ?? 'pending',
  type: c.type ?? '',
  planType: c.planType ?? '',
  groupNumber: c.groupNumber ?? '',
  groupName: c.groupName ?? '',
  planName: c.planName ?? '',
  copay: c.copay ?? '',
  deductible: c.deductible ?? '',
  coinsurance: c.coinsurance ?? '',
  effectiveDate: c.effectiveDate ?? '',
  terminationDate: c.terminationDate ?? '',
  subscriberName: c.subscriberName ?? '',
  subscriberRelationship: c.subscriberRelationship ?? '',
});

/** The picker's choices: the patient's state's insurers, then the others (and the coverage's own, if no longer listed). */
function insurerData(insurers: readonly InsurerItem[], patientState: string | null, current: CoverageItem | null) {
  const item = (i: InsurerItem) => ({ value: i.id, label: i.name });
  const listed = [...insurers];
  if (current?.insurerId && current.insurerName && !listed.some((i) => i.id === current.insurerId)) {
    listed.unshift({ id: current.insurerId, name: current.insurerName, state: patientState });
  }
  if (!patientState) return listed.map(item);
  const home = listed.filter((i) => i.state === patientState).map(item);
  const others = listed.filter((i) => i.state !== patientState).map(item);
  return [
    ...(home.length ? [{ group: `Insurers in ${patientState}`, items: home }] : []),
    ...(others.length ? [{ group: 'Other states', items: others }] : []),
  ];
}

export function CoverageForm({
  patientId,
  patientState,
  coverage,
  onSaved,
  onCancel,
  afterSave,
}: {
  patientId: string;
  patientState: string | null;
  /** null: a new coverage. */
  coverage: CoverageItem | null;
  onSaved: () => void;
  onCancel: () => void;
  /** After a save: the tab reads its records again. */
  afterSave: () => Promise<unknown>;
}) {
  const insurers = useQuery(insurerListQuery(patientState));
  const form = useSchemaForm(CoverageInput, { defaultValues: coverage ? coverageFormValues(coverage) : EMPTY_COVERAGE });
  const { control } = form;
  return (
    <SchemaForm
      form={form}
      label={coverage ? 'Edit coverage' : 'Add coverage'}
      onCancel={onCancel}
      onSaved={onSaved}
      onSave={async (values) => {
        if (coverage) await updateCoverage(coverage.id, coverage.versionId, values);
        else await createCoverage(patientId, values);
        await afterSave();
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <SelectField
          control={control}
          name="insurerId"
          label="Insurer"
          required
          searchable
          placeholder={insurers.isPending ? 'Loading insurers…' : 'Select an insurer'}
          data={insurerData(insurers.data ?? [], patientState, coverage)}
        />
        <TextField control={control} name="memberId" label="Member ID" required />
        <SelectField control={control} name="order" label="Priority" required data={PRIORITY_DATA} />
        <SelectField control={control} name="status" label="Status" required data={choices(COVERAGE_STATUSES)} />
        <SelectField control={control} name="approval" label="Approval" required data={choices(COVERAGE_APPROVALS)} />
        <SelectField control={control} name="type" label="Type" data={choices(COVERAGE_TYPES)} />
        <TextField control={control} name="planName" label="Plan Name" />
        <SelectField control={control} name="planType" label="Plan Type" data={choices(PLAN_TYPES)} />
        <TextField control={control} name="groupNumber" label="Group Number" />
        <TextField control={control} name="groupName" label="Group Name" />
        <AmountField control={control} name="copay" label="Copay" prefix="$" decimalScale={2} />
        <AmountField control={control} name="deductible" label="Deductible" prefix="$" decimalScale={2} />
        <AmountField control={control} name="coinsurance" label="Coinsurance" suffix="%" decimalScale={2} />
        <DateField control={control} name="effectiveDate" label="Effective Date" required />
        <DateField control={control} name="terminationDate" label="Termination Date" />
        <TextField control={control} name="subscriberName" label="Subscriber" />
        <SelectField
          control={control}
          name="subscriberRelationship"
          label="Relationship to Patient"
          data={choices(SUBSCRIBER_RELATIONSHIPS)}
        />
      </SimpleGrid>
    </SchemaForm>
  );
}
