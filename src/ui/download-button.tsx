// A button that makes a file on the server and downloads it (a narrative PDF), with the server's
// refusal in the SPEC §8 words beside it.
import { Button, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { displayError } from '../domain/errors';

export function DownloadButton({ label, download }: { label: string; download: () => Promise<void> }) {
  const run = useMutation({ mutationFn: download });
  return (
    <div>
      <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />} loading={run.isPending} onClick={() => run.mutate()}>
        {label}
      </Button>
      {run.error ? (
        <Text size="sm" c="red.9" role="alert" mt={4}>
          {displayError(run.error.message)}
        </Text>
      ) : null}
    </div>
  );
}
