// /waiting-room on the facility's tablet (SPEC §2 waiting room, run by an onsite provider as a
// kiosk): the facility's patients with 'Request telehealth visit', and the requests made, live
// (waiting, then taken by a clinician, with the meeting link), each withdrawable while it waits.
// The kiosk frame (full screen, no drawer, wake lock) is the shell's (src/app/shell/kiosk-frame.tsx).
import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { MESSAGES } from '../../domain/messages';
import type { RoomFilter } from '../../domain/telehealth/waiting-room-list';
import { useNow } from '../../ui/use-now';
import { KioskPatients } from './kiosk-patients';
import { TelehealthRow } from './telehealth-row';
import { useWaitingRoomLive, waitingRoomKeys, waitingRoomQuery, withdrawRequest } from './waiting-room-api';

const KIOSK_ROOM: RoomFilter = { states: [], statuses: ['requested', 'in-progress'] };

export function KioskPage() {
  const queryClient = useQueryClient();
  const room = useQuery(waitingRoomQuery(KIOSK_ROOM));
  useWaitingRoomLive(KIOSK_ROOM, room.isSuccess);
  const now = useNow(15_000);
  const requests = room.data?.requests ?? [];
  const waiting = useMemo(() => new Set(requests.filter((r) => r.telemedicineStatus === 'requested').map((r) => r.patientId)), [requests]);
  const withdraw = useMutation({
    mutationFn: withdrawRequest,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: waitingRoomKeys.all }),
  });

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="kiosk-patients">
        <Title id="kiosk-patients" order={2} size="h3" mb="sm">
          Patients
        </Title>
        <KioskPatients openPatientIds={waiting} />
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="kiosk-requests">
        <Title id="kiosk-requests" order={2} size="h3" mb="sm">
          Telehealth requests
        </Title>
        {withdraw.error ? (
          <Alert color="red" variant="light" mb="sm">
            {withdraw.error.message}
          </Alert>
        ) : null}
        {room.isPending ? (
          <Group justify="center" p="lg">
            <Loader role="progressbar" aria-label="Loading requests" />
          </Group>
        ) : room.isError ? (
          <Alert color="red" variant="light">
            {room.error.message}
          </Alert>
        ) : requests.length === 0 ? (
          <Text c="dimmed" ta="center" p="lg">
            {MESSAGES.noData}
          </Text>
        ) : (
          <Stack gap={0} aria-live="polite">
            {requests.map((r) => (
              <TelehealthRow
                key={r.id}
                row={r}
                now={now}
                actions={
                  r.telemedicineStatus === 'requested' ? (
                    <Button
                      variant="default"
                      size="lg"
                      loading={withdraw.isPending && withdraw.variables.id === r.id}
                      onClick={() => withdraw.mutate(r)}
                      aria-label={`Withdraw the request for ${r.patientName}`}
                    >
                      Withdraw
                    </Button>
                  ) : null
                }
              />
            ))}
          </Stack>
        )}
      </Paper>
    </SimpleGrid>
  );
}
