// SPEC §2 'Persistent notification "New waiting room request" for eligible users except on the
// waiting-room page; a sound plays on notification (failures ignored)'. Mounted by the shell for
// telehealth clinicians; it hears the waiting room's new requests and, away from the waiting
// room, shows the notification until it is dismissed or followed. `onChime` plays the sound.
import { CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { subscribeSince } from '../../api/subscriptions';
import { MESSAGES } from '../../domain/messages';
import { LinkButton } from '../../ui/link-button';
import { OnWaitingRoomChangedDocument } from './telehealth-documents';

export function WaitingRoomAlert({ onWaitingRoom, onChime }: { onWaitingRoom: boolean; onChime: () => void }) {
  const [patients, setPatients] = useState<string[]>([]);
  const away = useRef(!onWaitingRoom);
  away.current = !onWaitingRoom;
  const chime = useRef(onChime);
  chime.current = onChime;

  useEffect(
    () =>
      subscribeSince(
        OnWaitingRoomChangedDocument,
        { telemedicineStatuses: ['requested'], since: null },
        (data) => data.onWaitingRoomChanged.cursor,
        ({ onWaitingRoomChanged: event }) => {
          if (event.kind !== 'created' || !away.current) return;
          setPatients((names) => [...names.filter((n) => n !== event.request.patientName), event.request.patientName]);
          chime.current();
        },
      ),
    [],
  );
  // On the waiting room itself the requests are in view: nothing to remind of.
  useEffect(() => {
    if (onWaitingRoom) setPatients([]);
  }, [onWaitingRoom]);

  if (patients.length === 0) return null;
  return (
    <Paper
      role="alert"
      shadow="lg"
      withBorder
      radius="md"
      p="md"
      style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 300, maxWidth: 'min(360px, calc(100vw - 32px))' }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4}>
          <Text fw={700}>{MESSAGES.newWaitingRoomRequest}</Text>
          <Text size="sm">{patients.join(', ')}</Text>
        </Stack>
        <CloseButton aria-label="Dismiss the waiting room notification" onClick={() => setPatients([])} />
      </Group>
      <LinkButton to="/waiting-room" mt="sm" fullWidth onClick={() => setPatients([])}>
        Open waiting room
      </LinkButton>
    </Paper>
  );
}
