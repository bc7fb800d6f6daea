// Adds an override to a flag (SPEC §6 per clinician): the scope, its value (a user found by name,
// a supported state, a job function or a role) and on/off. The server's refusal of the value lands
// on it; Cancel closes the form.
import {
  FLAG_SCOPE_LABELS,
  FlagOverrideInput,
  type FlagOverrideValues,
  type FlagScope,
  scopeValueChoices,
} from '../../../domain/feature-flags';
import { CheckboxField } from '../../../ui/form/checkbox-field';
import { SchemaForm } from '../../../ui/form/schema-form';
import { SelectField } from '../../../ui/form/select-field';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { UserPickerField } from './user-picker-field';

export function OverrideForm({
  flagLabel,
  scopes,
  onSave,
  onClose,
}: {
  flagLabel: string;
  scopes: readonly FlagScope[];
  onSave: (values: FlagOverrideValues) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useSchemaForm(FlagOverrideInput, {
    defaultValues: { scope: scopes.includes('market') ? 'market' : (scopes[0] ?? 'market'), scopeValue: '', value: true },
  });
  const scope = form.watch('scope');
  return (
    <SchemaForm
      form={form}
      label={`New override of ${flagLabel}`}
      saveLabel="Save override"
      onSave={onSave}
      onCancel={onClose}
      onSaved={onClose}
    >
      <SelectField
        control={form.control}
        name="scope"
        label="Applies to"
        required
        data={scopes.map((s) => ({ value: s, label: FLAG_SCOPE_LABELS[s] }))}
        onValue={() => form.setValue('scopeValue', '')}
      />
      {scope === 'user' ? (
        <UserPickerField key="user" control={form.control} name="scopeValue" label="User" required />
      ) : scope ? (
        <SelectField
          key={scope}
          control={form.control}
          name="scopeValue"
          label={FLAG_SCOPE_LABELS[scope]}
          required
          searchable
          data={scopeValueChoices(scope)}
        />
      ) : null}
      <CheckboxField control={form.control} name="value" label="On for them" />
    </SchemaForm>
  );
}
