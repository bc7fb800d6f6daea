// The coverage form (SPEC §2 .../{id}/edit): the kind's fields as multi-selects (states: the
// supported states; markets: the market list; clinicians: the active clinicians a lead may lead,
// and any led one who went inactive so they can be taken off). The schema is the server's
// (src/domain/administration/coverage.ts); its refusals land on the field they name.
import type { ComboboxItem } from '@mantine/core';
import {
  COVERAGE,
  COVERAGE_FIELD_LABELS,
  CoverageConfigInput,
  type CoverageConfigValues,
  type CoverageKind,
} from '../../domain/administration/coverage';
import { SUPPORTED_STATES } from '../../domain/time-zone';
import { MultiSelectField } from '../../ui/form/multi-select-field';
import { SchemaForm } from '../../ui/form/schema-form';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import type { CoverageItem } from './staff-coverage-api';

export interface CoverageChoices {
  markets: readonly { id: string; name: string; state: string | null }[];
  clinicians: readonly { id: string; name: string; state: string | null; active: boolean }[];
}

const DESCRIPTIONS: Record<CoverageKind, Partial<Record<keyof CoverageConfigValues, string>>> = {
  pcc: { states: 'The patients of these states are this PCC’s.' },
  th: { states: 'This clinician sees the waiting room and patients of these states.' },
  lead: { clinicianIds: 'This lead reads the schedules and visits of these clinicians.' },
};

/** Options with the current values kept first among them (a value no longer offered still shows). */
function options<T extends { id: string }>(offered: readonly T[], current: readonly T[], label: (item: T) => string): ComboboxItem[] {
  const all = new Map<string, T>();
  for (const item of [...current, ...offered]) if (!all.has(item.id)) all.set(item.id, item);
  return [...all.values()].map((item) => ({ value: item.id, label: label(item) })).sort((a, b) => a.label.localeCompare(b.label));
}

export function CoverageForm({
  kind,
  item,
  choices,
  onSave,
  onCancel,
  onSaved,
}: {
  kind: CoverageKind;
  item: CoverageItem;
  choices: CoverageChoices;
  onSave: (values: CoverageConfigValues) => Promise<unknown>;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const form = useSchemaForm(CoverageConfigInput, {
    defaultValues: {
      states: item.states.filter((s): s is (typeof SUPPORTED_STATES)[number] => (SUPPORTED_STATES as readonly string[]).includes(s)),
      marketIds: item.markets.map((m) => m.id),
      clinicianIds: item.clinicians.map((c) => c.id),
    },
  });
  const fields = COVERAGE[kind].fields;
  const described = (field: keyof CoverageConfigValues) => DESCRIPTIONS[kind][field];
  return (
    <SchemaForm form={form} label={`${COVERAGE[kind].title}: ${item.name}`} onSave={onSave} onCancel={onCancel} onSaved={onSaved}>
      {fields.includes('states') ? (
        <MultiSelectField
          control={form.control}
          name="states"
          label={COVERAGE_FIELD_LABELS.states}
          data={[...SUPPORTED_STATES]}
          placeholder="Choose states"
          {...(described('states') ? { description: described('states') } : {})}
        />
      ) : null}
      {fields.includes('marketIds') ? (
        <MultiSelectField
          control={form.control}
          name="marketIds"
          label={COVERAGE_FIELD_LABELS.marketIds}
          data={options(choices.markets, item.markets, (m) => (m.state ? `${m.name} (${m.state})` : m.name))}
          placeholder="Choose markets"
        />
      ) : null}
      {fields.includes('clinicianIds') ? (
        <MultiSelectField
          control={form.control}
          name="clinicianIds"
          label={COVERAGE_FIELD_LABELS.clinicianIds}
          data={options(choices.clinicians, item.clinicians, (c) =>
            [c.name, c.state ? `(${c.state})` : '', c.active ? '' : 'inactive'].filter(Boolean).join(' '),
          )}
          placeholder="Choose clinicians"
          {...(described('clinicianIds') ? { description: described('clinicianIds') } : {})}
        />
      ) : null}
    </SchemaForm>
  );
}
