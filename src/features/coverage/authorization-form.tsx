// Add or edit a prior authorization (SPEC §3 'Authorization Number'): under one of the patient's
// coverages, with its period, status and the visits the payer allows.
import { SimpleGrid } from '@mantine/core';
import { type AuthorizationFormValues, AuthorizationInput } from '../../domain/coverage/coverage-input';
import { AUTHORIZATION_STATUSES } from '../../domain/coverage/coverage-labels';
import { AmountField } from '../../ui/form/amount-field';
import { DateField } from '../../ui/form/date-field';
import { SchemaForm } from '../../ui/form/schema-form';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { coverageName } from './components/coverage-name';
import { type AuthorizationItem, type CoverageItem, createAuthorization, updateAuthorization } from './coverage-api';

const formValues = (a: AuthorizationItem | null, coverages: readonly CoverageItem[]): AuthorizationFormValues =>
  a
    ? {
        number: a.number ?? '',
        coverageId: a.coverageId ?? '',
        status: a.status,
        periodStart: a.periodStart ?? '',
        periodEnd: a.periodEnd ?? '',
        visitsAllowed: a.visitsAllowed ?? '',
        visitsUsed: a.visitsUsed ?? '',
        unitsAllowed: a.unitsAllowed ?? '',
      }
    : {
        number: '',
        coverageId: coverages.find((c) => c.status === 'active')?.id ?? '',
        status: 'pending',
        periodStart: '',
        periodEnd: '',
        visitsAllowed: '',
        visitsUsed: '',
        unitsAllowed: '',
      };

export function AuthorizationForm({
  authorization,
  coverages,
  onSaved,
  onCancel,
  afterSave,
}: {
  /** null: a new authorization. */
  authorization: AuthorizationItem | null;
  coverages: readonly CoverageItem[];
  onSaved: () => void;
  onCancel: () => void;
  afterSave: () => Promise<unknown>;
}) {
  const form = useSchemaForm(AuthorizationInput, { defaultValues: formValues(authorization, coverages) });
  const { control } = form;
  return (
    <SchemaForm
      form={form}
      label={authorization ? 'Edit authorization' : 'Add authorization'}
      onCancel={onCancel}
      onSaved={onSaved}
      onSave={async (values) => {
        if (authorization) await updateAuthorization(authorization.id, authorization.versionId, values);
        else await createAuthorization(values);
        await afterSave();
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextField control={control} name="number" label="Authorization Number" required />
        <SelectField
          control={control}
          name="coverageId"
          label="Coverage"
          required
          data={coverages.map((c) => ({ value: c.id, label: coverageName(c) }))}
        />
        <SelectField
          control={control}
          name="status"
          label="Status"
          required
          data={AUTHORIZATION_STATUSES.map((s) => ({ value: s.value, label: s.label }))}
        />
        <DateField control={control} name="periodStart" label="Start Date" required />
        <DateField control={control} name="periodEnd" label="End Date" />
        <AmountField control={control} name="visitsAllowed" label="Visits Allowed" />
        <AmountField control={control} name="visitsUsed" label="Visits Used" />
        <AmountField control={control} name="unitsAllowed" label="Units Allowed" />
      </SimpleGrid>
    </SchemaForm>
  );
}
