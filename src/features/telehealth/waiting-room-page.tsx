// /waiting-room for a telehealth clinician (SPEC §2 waiting room): the requests of the chosen
// patient states and telemedicine statuses, live (onWaitingRoomChanged), newest first, each with
// how long it has waited and 'Check in', which opens its check-in page.
import { Alert, Group, Loader, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES } from '../../domain/messages';
import { TELEMEDICINE_STATUS_OPTIONS } from '../../domain/telehealth/telemedicine-status';
import type { RoomFilter } from '../../domain/telehealth/waiting-room-list';
import { SUPPORTED_STATES } from '../../domain/time-zone';
import { LinkButton } from '../../ui/link-button';
import { useNow } from '../../ui/use-now';
import { TelehealthRow } from './telehealth-row';
import { useWaitingRoomLive, waitingRoomQuery } from './waiting-room-api';

const STATE_OPTIONS = SUPPORTED_STATES.map((s) => ({ value: s, label: s }));

export function WaitingRoomPage() {
  const [filter, setFilter] = useState<RoomFilter>({ states: [], statuses: ['requested'] });
  const room = useQuery(waitingRoomQuery(filter));
  useWaitingRoomLive(filter, room.isSuccess);
  const now = useNow(15_000);
  const requests = room.data?.requests ?? [];

  return (
    <Stack gap="md" maw={1100}>
      <Title order={1} size="h2">
        Waiting room
      </Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <MultiSelect
          label="Patient states"
          placeholder={filter.states.length ? undefined : 'All states'}
          data={STATE_OPTIONS}
          value={[...filter.states]}
          onChange={(states) => setFilter((f) => ({ ...f, states }))}
          clearable
          w={{ base: '100%', sm: 260 }}
        />
        <MultiSelect
          label="Telemedicine statuses"
          placeholder={filter.statuses.length ? undefined : 'All statuses'}
          data={[...TELEMEDICINE_STATUS_OPTIONS]}
          value={[...filter.statuses]}
          onChange={(statuses) => setFilter((f) => ({ ...f, statuses }))}
          clearable
          w={{ base: '100%', sm: 300 }}
        />
      </Group>
      {room.isPending ? (
        <Group justify="center" p="lg">
          <Loader size="sm" role="progressbar" aria-label="Loading the waiting room" />
        </Group>
      ) : room.isError ? (
        <Alert color="red" variant="light">
          {room.error.message}
        </Alert>
      ) : (
        <section aria-label="Requests">
          <Text size="sm" c="dimmed" aria-live="polite">
            {requests.length === 1 ? '1 request' : `${requests.length} requests`}
          </Text>
          {requests.length === 0 ? (
            <Text c="dimmed" p="lg" ta="center">
              {MESSAGES.noData}
            </Text>
          ) : (
            requests.map((r) => (
              <TelehealthRow
                key={r.id}
                row={r}
                now={now}
                actions={
                  r.telemedicineStatus === 'requested' ? (
                    <LinkButton
                      to="/waiting-room/$patientId/$encounterId/check-in"
                      params={{ patientId: r.patientId, encounterId: r.id }}
                      size="md"
                      aria-label={`Check in ${r.patientName}`}
                    >
                      Check in
                    </LinkButton>
                  ) : null
                }
              />
            ))
          )}
        </section>
      )}
    </Stack>
  );
}
