// SPEC §2 /manage-session ('Clinical Rounds', only case manager or lead clinician): the rounds
// session of a day (the address keeps it; today by default). The patients seen in the two weeks up
// to it by the clinicians the user leads or in their markets, each with the latest encounter,
// open orders, problems and wound progress, and a note and a decision; 'Save session' keeps them
// under the day. A day nobody was seen shows SPEC §8 'No Session data found for requested'.
import { Alert, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { formatCalendarDate, formatDateTime } from '../../domain/format';
import { MESSAGES } from '../../domain/messages';
import { type RoundsFormInput, RoundsFormSchema } from '../../domain/rounds/rounds-form';
import { SchemaForm } from '../../ui/form/schema-form';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { type RoundsSessionView, roundsDatesQuery, roundsSessionQuery, saveRoundsSession, useRoundsSaved } from './rounds-api';
import { RoundsPatientCard } from './rounds-patient';

const formOf = (session: RoundsSessionView): RoundsFormInput => ({
  entries: session.patients.map((p) => ({
    patientId: p.patientId,
    note: p.note ?? '',
    decision: (p.decision ?? '') as RoundsFormInput['entries'][number]['decision'],
  })),
});

function SessionForm({ session }: { session: RoundsSessionView }) {
  const form = useSchemaForm(RoundsFormSchema, { defaultValues: formOf(session) });
  const saved = useRoundsSaved();
  const { reset } = form;
  // A session read anew (another day, or after a save) is what the form shows.
  useEffect(() => reset(formOf(session)), [session, reset]);
  return (
    <SchemaForm
      form={form}
      label="Rounds session"
      saveLabel="Save session"
      onSave={async (values) => {
        await saveRoundsSession(session, values);
        await saved();
      }}
      onCancel={() => reset(formOf(session))}
    >
      <Stack gap="md">
        {session.patients.map((patient, index) => (
          <RoundsPatientCard key={patient.patientId} patient={patient} index={index} control={form.control} />
        ))}
      </Stack>
    </SchemaForm>
  );
}

export function RoundsPage({ date, onDate }: { date: string; onDate: (date: string) => void }) {
  const session = useQuery(roundsSessionQuery(date));
  const dates = useQuery(roundsDatesQuery());
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1} size="h2">
        Clinical Rounds
      </Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Session date"
          type="date"
          value={date}
          onChange={(e) => e.currentTarget.value && onDate(e.currentTarget.value)}
          w={180}
        />
        <Select
          label="Saved sessions"
          placeholder={dates.data?.length ? 'Open a saved session' : 'None saved yet'}
          data={(dates.data ?? []).map((d) => ({ value: d, label: formatCalendarDate(d) }))}
          value={dates.data?.includes(date) ? date : null}
          onChange={(d) => d && onDate(d)}
          disabled={!dates.data?.length}
          w={220}
        />
      </Group>
      {session.error ? (
        <Alert color="red" variant="light" role="alert">
          {session.error.message}
        </Alert>
      ) : !session.data ? (
        <Text c="dimmed">Loading the session…</Text>
      ) : session.data.patients.length === 0 ? (
        <Alert color="blue" variant="light" role="status">
          {MESSAGES.noSessionData}
        </Alert>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" role="status">
            {session.data.patients.length} patients seen in the two weeks up to {formatCalendarDate(date)}
            {session.data.savedAt ? ` · saved ${formatDateTime(session.data.savedAt)}` : ' · not saved yet'}
          </Text>
          <SessionForm session={session.data} />
        </Stack>
      )}
    </Stack>
  );
}
