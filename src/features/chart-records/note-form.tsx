// A new Communication & Notes entry: a topic of the 'communication-topics' code system (required)
// and the note (required, at most NOTE_MAX characters, counted as it is typed).
import { useQuery } from '@tanstack/react-query';
import { NOTE_MAX, NoteForm } from '../../domain/chart/chart-record-input';
import { sortTopics } from '../../domain/chart/communication-topics';
import { SchemaForm } from '../../ui/form/schema-form';
import { SelectField } from '../../ui/form/select-field';
import { TextareaField } from '../../ui/form/textarea-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { addNote, topicListQuery, useRecordsChanged } from './chart-records-api';
import type { RecordFormProps } from './record-props';

export function NoteFormView({ patientId, onDone, onChanged }: RecordFormProps) {
  const form = useSchemaForm(NoteForm, { defaultValues: { topic: '', text: '' } });
  const topics = useQuery(topicListQuery());
  const changed = useRecordsChanged(patientId, onChanged);
  // The server lists the active topics: the ones a new note may be filed under.
  const options = sortTopics(topics.data ?? []).map((t) => ({ value: t.code, label: t.display }));
  return (
    <SchemaForm
      form={form}
      label="New note"
      onSave={async (values) => {
        await addNote(patientId, values);
        await changed();
      }}
      onCancel={onDone}
      onSaved={onDone}
    >
      <SelectField
        withinPortal={false}
        control={form.control}
        name="topic"
        label="Topic"
        placeholder="Select a topic"
        required
        data={options}
      />
      <TextareaField control={form.control} name="text" label="Note" required max={NOTE_MAX} />
    </SchemaForm>
  );
}
