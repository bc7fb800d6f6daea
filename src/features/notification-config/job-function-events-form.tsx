// The events one job function receives, as checkboxes (checked: its users get that
// notification), with the SPEC §2 form footer. Cancel puts back what is saved.
import { JobFunctionEventsInput } from '../../domain/notifications/job-function-events-input';
import { CheckboxGroupField } from '../../ui/form/checkbox-group-field';
import { SchemaForm } from '../../ui/form/schema-form';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { type JobFunctionItem, type NotificationEventItem, useUpdateJobFunction } from './notification-config-api';

export interface JobFunctionEventsFormProps {
  jobFunction: JobFunctionItem;
  events: readonly NotificationEventItem[];
}

export function JobFunctionEventsForm({ jobFunction, events }: JobFunctionEventsFormProps) {
  const saved = { events: jobFunction.events.map((e) => e._id) };
  const form = useSchemaForm(JobFunctionEventsInput, { defaultValues: saved });
  const update = useUpdateJobFunction();
  // An inactive event is offered only while the job function still receives it (so it can be taken off).
  const options = events
    .filter((e) => e.status === 'active' || saved.events.includes(e._id))
    .map((e) => ({ value: e._id, label: e.title, description: e.description }));

  return (
    <SchemaForm
      form={form}
      label={`Events for ${jobFunction.title}`}
      onSave={async ({ events: codes }) => {
        const record = await update.mutateAsync({ _id: jobFunction.code, events: codes });
        form.reset({ events: record.events.map((e) => e._id) });
      }}
      onCancel={() => form.reset(saved)}
    >
      <CheckboxGroupField control={form.control} name="events" label="Events" options={options} />
    </SchemaForm>
  );
}
