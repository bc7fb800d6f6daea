// The kiosk's patient picker (SPEC §2 waiting room: the onsite provider 'lists the facility's
// patients and lets the provider request a telehealth visit for one'): the patients the provider
// may read (their market), searched by name, each with one large 'Request telehealth visit'.
import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { request } from '../../api/graphql-client';
import { PatientListDocument } from '../../api/patient-documents';
import { formatCalendarDate } from '../../domain/format';
import { MESSAGES } from '../../domain/messages';
import { searchTerm } from '../../domain/validation/search';
import { requestVisit, waitingRoomKeys } from './waiting-room-api';

const PICKER_SIZE = 12;

const facilityPatientsQuery = (term: string) => ({
  queryKey: ['waiting-room', 'patients', term] as const,
  queryFn: async () => (await request(PatientListDocument, { term: term || null, first: PICKER_SIZE })).PatientList,
  placeholderData: keepPreviousData,
});

export function KioskPatients({ openPatientIds }: { openPatientIds: ReadonlySet<string> }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const [term, setTerm] = useState('');
  // SPEC §2 waiting room: a meeting link for the session may go with the request (video is outside the EMR).
  const [meetingUrl, setMeetingUrl] = useState('');
  const patients = useQuery(facilityPatientsQuery(term));
  const ask = useMutation({
    mutationFn: (patientId: string) => requestVisit(patientId, meetingUrl.trim() || null),
    onSuccess: () => {
      setMeetingUrl('');
      void queryClient.invalidateQueries({ queryKey: waitingRoomKeys.all });
    },
  });

  return (
    <Stack gap="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTerm(searchTerm(draft));
        }}
      >
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <TextInput
            label="Find a patient"
            placeholder="Name"
            value={draft}
            maxLength={200}
            onChange={(event) => setDraft(event.currentTarget.value)}
            size="lg"
            style={{ flex: 1 }}
          />
          <Button type="submit" size="lg" leftSection={<IconSearch size={20} aria-hidden />}>
            Search
          </Button>
        </Group>
      </form>
      <TextInput
        label="Meeting link (optional)"
        placeholder="https://…"
        type="url"
        value={meetingUrl}
        maxLength={500}
        onChange={(event) => setMeetingUrl(event.currentTarget.value)}
        size="lg"
      />
      {ask.error ? (
        <Alert color="red" variant="light">
          {ask.error.message}
        </Alert>
      ) : null}
      {patients.isPending ? (
        <Group justify="center" p="lg">
          <Loader role="progressbar" aria-label="Loading patients" />
        </Group>
      ) : patients.isError ? (
        <Alert color="red" variant="light">
          {patients.error.message}
        </Alert>
      ) : patients.data.edges.length === 0 ? (
        <Text c="dimmed" ta="center" p="lg">
          {MESSAGES.noData}
        </Text>
      ) : (
        <ul
          aria-label="Patients"
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr)',
            gap: 'var(--mantine-spacing-sm)',
          }}
        >
          {patients.data.edges.map(({ node }) => {
            const waiting = openPatientIds.has(node.id);
            return (
              <li key={node.id}>
                <Group
                  justify="space-between"
                  wrap="wrap"
                  gap="sm"
                  p="sm"
                  style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
                >
                  <div>
                    <Text fw={600} size="lg">
                      {node.name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      Date of Birth {formatCalendarDate(node.birthDate)}
                    </Text>
                  </div>
                  <Button
                    w={{ base: '100%', sm: 'auto' }}
                    size="lg"
                    disabled={waiting}
                    loading={ask.isPending && ask.variables === node.id}
                    onClick={() => ask.mutate(node.id)}
                    aria-label={waiting ? `${node.name}: visit requested` : `Request telehealth visit for ${node.name}`}
                  >
                    {waiting ? 'Requested' : 'Request telehealth visit'}
                  </Button>
                </Group>
              </li>
            );
          })}
        </ul>
      )}
    </Stack>
  );
}
