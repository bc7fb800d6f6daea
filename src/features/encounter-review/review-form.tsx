// A review of the encounter as last signed (SPEC §3 Encounter reviews: status, type, text), in the
// schema the server parses with (src/domain/encounters/review-form.ts). Asking for changes must
// say what; the clinician then sees the request on the visit.
import { Stack } from '@mantine/core';
import { type ReviewFormInput, ReviewFormSchema } from '../../domain/encounters/review-form';
import { REVIEW_STATUS_CODES, REVIEW_STATUSES, REVIEW_TEXT_MAX, REVIEW_TYPE_CODES, REVIEW_TYPES } from '../../domain/encounters/reviews';
import { RadioField } from '../../ui/form/radio-field';
import { SchemaForm } from '../../ui/form/schema-form';
import { SelectField } from '../../ui/form/select-field';
import { TextareaField } from '../../ui/form/textarea-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { type ReviewedEncounter, reviewEncounter, useReviewed } from './review-api';

const EMPTY: ReviewFormInput = { status: 'approved', type: 'clinical', text: '' };

export function ReviewForm({ encounter, onDone }: { encounter: ReviewedEncounter; onDone: () => void }) {
  const form = useSchemaForm(ReviewFormSchema, { defaultValues: EMPTY });
  const reviewed = useReviewed();
  return (
    <SchemaForm
      form={form}
      label="Review"
      saveLabel="Save review"
      onSave={async (values) => {
        await reviewEncounter(encounter, values);
        await reviewed();
        form.reset(EMPTY);
      }}
      onCancel={onDone}
    >
      <Stack gap="sm">
        <RadioField
          control={form.control}
          name="status"
          label="Decision"
          required
          options={REVIEW_STATUS_CODES.map((code) => ({ value: code, label: REVIEW_STATUSES[code] }))}
        />
        <SelectField
          control={form.control}
          name="type"
          label="Review type"
          required
          data={REVIEW_TYPE_CODES.map((code) => ({ value: code, label: REVIEW_TYPES[code] }))}
        />
        <TextareaField control={form.control} name="text" label="Comments for the clinician" max={REVIEW_TEXT_MAX} rows={4} />
      </Stack>
    </SchemaForm>
  );
}
