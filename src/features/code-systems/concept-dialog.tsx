// One code of a code system, added or changed in a dialog (SPEC §2 clinical config and
// administrative code systems; useSchemaForm with the schema the server parses): its code
// (suggested from the display, fixed once made: records keep it), display, status (retiring a
// code is making it inactive) and, for procedures, its category. It goes into the draft.
import { Modal, SimpleGrid } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useValueSetNames } from '../../api/value-sets';
import {
  CONCEPT_STATUSES,
  type CodeSystemDefinition,
  type ConceptStatus,
  PROCEDURE_CATEGORY_LABELS,
} from '../../domain/terminology/code-systems';
import { CODE_MAX, codeFromDisplay, conceptSchema, DISPLAY_MAX, MEMBERS_MAX } from '../../domain/terminology/concept-input';
import { MultiSelectField } from '../../ui/form/multi-select-field';
import { SchemaForm } from '../../ui/form/schema-form';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { type CodeSystemItem, type ConceptItem, useSaveConcept } from './code-systems-api';

export const STATUS_LABELS: Record<ConceptStatus, string> = {
  active: 'Active',
  inactive: 'Inactive (retired)',
  'entered-in-error': 'Entered in error',
  unknown: 'Unknown',
};

/**
 * The names of the codes a code system's codes stand for (an order set's orders), from the other
 * code system's published codes; empty when it has no members.
 */
export const useMemberNames = (definition: Pick<CodeSystemDefinition, 'membersFrom'>): Map<string, string> =>
  useValueSetNames(definition.membersFrom ?? null);

const categoryLabel = (code: string) => PROCEDURE_CATEGORY_LABELS[code as keyof typeof PROCEDURE_CATEGORY_LABELS] ?? code;

interface ConceptDialogProps {
  system: CodeSystemItem;
  definition: CodeSystemDefinition;
  /** null: a new code. */
  concept: ConceptItem | null;
  onClose: () => void;
}

export function ConceptDialog({ system, definition, concept, onClose }: ConceptDialogProps) {
  const narrow = useMediaQuery('(max-width: 48em)');
  const schema = useMemo(() => conceptSchema(definition), [definition]);
  const form = useSchemaForm(schema, {
    defaultValues: {
      code: concept?.code ?? '',
      display: concept?.display ?? '',
      status: (concept?.status as ConceptStatus | undefined) ?? 'active',
      category: concept?.category ?? '',
      members: concept?.members ?? [],
    },
  });
  const memberNames = useMemberNames(definition);
  // The orders offered now, and any the code names that are no longer offered (shown by their code).
  const memberOptions = useMemo(() => {
    const named = [...memberNames].map(([value, label]) => ({ value, label }));
    const kept = (concept?.members ?? []).filter((m) => !memberNames.has(m)).map((m) => ({ value: m, label: `${m} (no longer offered)` }));
    return [...named, ...kept];
  }, [memberNames, concept]);
  const { control, setValue, getFieldState } = form;
  const display = useWatch({ control, name: 'display' });
  const save = useSaveConcept(system, concept === null);
  // A new code follows its display until the user types a code of their own.
  useEffect(() => {
    if (concept === null && !getFieldState('code').isDirty) setValue('code', codeFromDisplay(display ?? ''));
  }, [concept, display, getFieldState, setValue]);
  const title = concept ? `Edit ${concept.display}` : `Add ${definition.noun}`;
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size="40rem"
      fullScreen={narrow === true}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <SchemaForm
        form={form}
        label={title}
        onSave={(values) =>
          save.mutateAsync({
            ...values,
            category: values.category || null,
            members: definition.membersFrom ? values.members : null,
          })
        }
        onCancel={onClose}
        onSaved={onClose}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextField control={control} name="display" label="Display" required max={DISPLAY_MAX} autoComplete="off" />
          <TextField
            control={control}
            name="code"
            label="Code"
            required
            max={CODE_MAX}
            autoComplete="off"
            disabled={concept !== null}
            description={concept ? 'Records keep their code: it cannot change.' : 'Letters, digits, dots, dashes and underscores.'}
          />
          <SelectField
            control={control}
            name="status"
            label="Status"
            required
            data={CONCEPT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
          />
          {definition.categories ? (
            <SelectField
              control={control}
              name="category"
              label="Category"
              required
              data={definition.categories.map((value) => ({ value, label: categoryLabel(value) }))}
            />
          ) : null}
        </SimpleGrid>
        {definition.membersFrom ? (
          <MultiSelectField
            withinPortal={false}
            control={control}
            name="members"
            label="Orders"
            required
            description={`The orders the set adds, at most ${MEMBERS_MAX}, from the published order catalog.`}
            placeholder="Pick orders"
            data={memberOptions}
          />
        ) : null}
      </SchemaForm>
    </Modal>
  );
}

export { categoryLabel };
