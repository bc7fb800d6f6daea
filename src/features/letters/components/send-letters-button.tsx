// 'Send letters' (SPEC §2 /missed-appointments, /made-encounters): every ready letter of the range,
// after SPEC §8's '{n} letters are ready to be sent. Do you want to proceed?'. The server queues
// them; the list then follows the queue (letters-api).
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { displayError } from '../../../domain/errors';
import { bulkSendPrompt, type LetterKind, type LetterRange } from '../../../domain/letters/pcp-letters';
import { sendPcpLetters } from '../letters-api';

export function SendLettersButton({ kind, range, ready }: { kind: LetterKind; range: LetterRange; ready: number }) {
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const send = useMutation({
    mutationFn: () => sendPcpLetters(queryClient, kind, range),
    onSuccess: () => setOpened(false),
  });
  const close = () => {
    if (!send.isPending) setOpened(false);
  };
  return (
    <>
      <Button
        leftSection={<IconSend size={18} aria-hidden />}
        disabled={ready === 0}
        onClick={() => {
          send.reset();
          setOpened(true);
        }}
      >
        Send letters
      </Button>
      <Modal opened={opened} onClose={close} title="Send letters" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack gap="md">
          <Text>{bulkSendPrompt(ready)}</Text>
          {send.error ? (
            <Alert color="red" variant="light" role="alert">
              {displayError(send.error.message)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={send.isPending}>
              Cancel
            </Button>
            <Button onClick={() => send.mutate()} loading={send.isPending}>
              Send
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
