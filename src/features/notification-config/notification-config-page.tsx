// SPEC §2 /notifications: pick a job function (the first by default) and choose the events its
// users are notified of; the title is 'Subscribed Events for ' and the job function's title.
import { Paper, Select, Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SUBSCRIBED_EVENTS_TITLE_PREFIX } from '../../domain/notifications/job-function-events-input';
import { JobFunctionEventsForm } from './job-function-events-form';
import { jobFunctionsQuery, notificationEventsQuery } from './notification-config-api';

export function NotificationConfigPage() {
  const { data: jobFunctions } = useSuspenseQuery(jobFunctionsQuery());
  const { data: events } = useSuspenseQuery(notificationEventsQuery());
  const [chosen, setChosen] = useState<string | null>(null);
  const jobFunction = jobFunctions.find((j) => j.code === chosen) ?? jobFunctions[0];

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} size="h2">
        {SUBSCRIBED_EVENTS_TITLE_PREFIX}
        {jobFunction?.title ?? ''}
      </Title>
      <Select
        label="Job function"
        data={jobFunctions.map((j) => ({ value: j.code, label: j.title }))}
        value={jobFunction?.code ?? null}
        onChange={(code) => setChosen(code)}
        allowDeselect={false}
        searchable
        nothingFoundMessage="No data found to display"
        maw={360}
      />
      {jobFunction ? (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          {/* A new job function starts a new form: its saved events are the defaults. */}
          <JobFunctionEventsForm key={jobFunction.code} jobFunction={jobFunction} events={events} />
        </Paper>
      ) : null}
    </Stack>
  );
}
