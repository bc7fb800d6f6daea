// /waiting-room/:patientId/:encounterId/check-in (SPEC §2): the request a telehealth clinician
// chose, with who asked, how long the patient has waited, the home health agency (SPEC §8 'No
// home health assigned for this patient') and the onsite provider to call; 'Check in' takes it
// (startEncounter with provenance and teleMedicineType). Another clinician who took it first is
// the SPEC §8 message; once checked in, the visit's documentation is the next step.
import { Alert, Anchor, Button, Group, Loader, Radio, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { maskPhone, telHref } from '../../domain/format';
import { MESSAGES } from '../../domain/messages';
import { LinkButton } from '../../ui/link-button';
import { Section } from '../../ui/section';
import { useNow } from '../../ui/use-now';
import { TelehealthRow } from './telehealth-row';
import { checkIn, telehealthRequestQuery, waitingRoomKeys } from './waiting-room-api';

export function CheckInPage({ encounterId, patientId }: { encounterId: string; patientId: string }) {
  const queryClient = useQueryClient();
  const found = useQuery(telehealthRequestQuery(encounterId));
  const now = useNow(15_000);
  const [type, setType] = useState<'video' | 'audio'>('video');
  const take = useMutation({
    mutationFn: (r: { id: string; versionId: number }) => checkIn(r, type),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: waitingRoomKeys.all }),
  });

  if (found.isPending) {
    return (
      <Group justify="center" p="lg">
        <Loader role="progressbar" aria-label="Loading the request" />
      </Group>
    );
  }
  if (found.isError || !found.data || found.data.patientId !== patientId) {
    return (
      <Stack>
        <Alert color="red" variant="light">
          {found.error?.message ?? MESSAGES.noData}
        </Alert>
        <LinkButton to="/waiting-room" variant="default">
          Back to the waiting room
        </LinkButton>
      </Stack>
    );
  }

  const request = found.data;
  const taken = take.data ?? null;
  const appointmentId = taken?.appointmentId ?? null;
  return (
    <Stack gap="md" maw={900}>
      <Title order={1} size="h2">
        Check in: {request.patientName}
      </Title>
      <Section title="Request">
        <TelehealthRow row={request} now={now} />
      </Section>
      <Section title="Onsite provider">
        <Text>{request.requestedByName ?? 'Not Available'}</Text>
        {request.onsiteProviderPhone ? (
          <Text>
            {MESSAGES.callOnsiteProvider}:{' '}
            <Anchor href={telHref(request.onsiteProviderPhone)}>{maskPhone(request.onsiteProviderPhone)}</Anchor>
          </Text>
        ) : (
          <Text>{MESSAGES.contactOnsiteProvider}</Text>
        )}
      </Section>
      {taken ? (
        <Alert color="teal" variant="light" title="Checked in">
          <Stack gap="sm">
            <Text>The visit is on your schedule; document it with the visit's forms.</Text>
            <Group gap="sm">
              {request.meetingUrl ? (
                <Button component="a" href={request.meetingUrl} target="_blank" rel="noopener noreferrer" variant="default">
                  Join meeting
                </Button>
              ) : null}
              {appointmentId ? (
                <LinkButton to="/my-schedule/view/$id" params={{ id: appointmentId }}>
                  Open documentation
                </LinkButton>
              ) : null}
            </Group>
          </Stack>
        </Alert>
      ) : request.telemedicineStatus !== 'requested' ? (
        <Alert color="orange" variant="light">
          {MESSAGES.encounterInProgress}
        </Alert>
      ) : (
        <Section title="Check in">
          <Stack gap="md">
            <Radio.Group label="Session" value={type} onChange={(value) => setType(value === 'audio' ? 'audio' : 'video')}>
              <Group gap="lg" mt="xs">
                <Radio value="video" label="Video" />
                <Radio value="audio" label="Audio" />
              </Group>
            </Radio.Group>
            {take.error ? (
              <Alert color="red" variant="light" role="alert">
                {take.error.message}
              </Alert>
            ) : null}
            <Group gap="sm">
              <Button size="lg" loading={take.isPending} onClick={() => take.mutate(request)}>
                Check in
              </Button>
              <LinkButton to="/waiting-room" variant="default" size="lg">
                Back to the waiting room
              </LinkButton>
            </Group>
          </Stack>
        </Section>
      )}
    </Stack>
  );
}
