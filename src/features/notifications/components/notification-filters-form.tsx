// The Filters sub-panel of the notifications panel (SPEC §2: session date range; event types
// with their counts; SPEC §3 filters viewed and notify). Nothing applies until Apply; Clear
// empties it and applies at once. The criteria and their checks are the domain's schema.
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { displayError } from '../../../domain/errors';
import {
  NO_NOTIFICATION_FILTERS,
  NotificationFiltersInput,
  type NotificationFilterValues,
  VIEWED_CHOICES,
} from '../../../domain/notifications/notification-filters';
import { CheckboxGroupField } from '../../../ui/form/checkbox-group-field';
import { DateField } from '../../../ui/form/date-field';
import { RadioField } from '../../../ui/form/radio-field';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { notificationEventCountsQuery } from '../notifications-api';

export interface NotificationFiltersFormProps {
  id: string;
  userId: string;
  applied: NotificationFilterValues;
  /** The list's applied search term (the event counts match it too). */
  search: string;
  /** The job functions the user gets notifications through (SPEC §3 filter notify). */
  notifyOptions: readonly { value: string; label: string }[];
  onApply: (filters: NotificationFilterValues) => void;
}

export function NotificationFiltersForm({ id, userId, applied, search, notifyOptions, onApply }: NotificationFiltersFormProps) {
  const form = useSchemaForm(NotificationFiltersInput, { defaultValues: applied });
  const counts = useQuery(notificationEventCountsQuery(userId, applied, search));
  const eventOptions = (counts.data ?? []).map((e) => ({ value: e.code, label: `${e.title} (${e.count})` }));

  return (
    <form id={id} noValidate aria-label="Notification filters" onSubmit={(event) => void form.handleSubmit(onApply)(event)}>
      <Stack gap="sm">
        <Group gap="sm" grow wrap="wrap" align="flex-start" role="group" aria-label="Session date range">
          <DateField control={form.control} name="startDate" label="From" />
          <DateField control={form.control} name="endDate" label="To" />
        </Group>
        {counts.isPending ? (
          <Loader size="xs" role="progressbar" aria-label="Loading event types" />
        ) : eventOptions.length > 0 ? (
          <CheckboxGroupField control={form.control} name="events" label="Event types" options={eventOptions} />
        ) : (
          <Text size="sm" c="dimmed">
            {counts.isError ? displayError(counts.error.message) : 'No event types'}
          </Text>
        )}
        <RadioField control={form.control} name="viewed" label="Viewed" options={VIEWED_CHOICES} />
        {notifyOptions.length > 0 ? (
          <CheckboxGroupField control={form.control} name="notify" label="Notify" options={notifyOptions} />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() => {
              form.reset(NO_NOTIFICATION_FILTERS);
              onApply(NO_NOTIFICATION_FILTERS);
            }}
          >
            Clear
          </Button>
          <Button type="submit">Apply</Button>
        </Group>
      </Stack>
    </form>
  );
}
