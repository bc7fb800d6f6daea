// The chart's 'Edit Demographics' (SPEC §2): offered only to users the server would accept
// (src/domain/patients/demographics-access.ts); edits need a connection, so offline the button
// is off and says why. The dialog reads the record afresh (its version is what the save writes
// against).
import { Alert, Button, Center, Group, Loader, Modal, Text } from '@mantine/core';
import { useMediaQuery, useNetwork } from '@mantine/hooks';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSessionUser } from '../../../api/use-session';
import { displayError } from '../../../domain/errors';
import { mayEditDemographics } from '../../../domain/patients/demographics-access';
import { demographicsRecordQuery } from './demographics-api';
import { DemographicsForm } from './demographics-form';

function DemographicsDialog({ patientId, onClose }: { patientId: string; onClose: () => void }) {
  const record = useQuery(demographicsRecordQuery(patientId));
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened
      onClose={onClose}
      title="Edit Demographics"
      size="60rem"
      fullScreen={narrow === true}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {record.data ? (
        <DemographicsForm key={record.data.versionId} record={record.data} onCancel={onClose} onSaved={onClose} />
      ) : record.error ? (
        <Alert color="red" variant="light" role="alert">
          {displayError(record.error.message)}
        </Alert>
      ) : (
        <Center py="xl">
          <Loader role="progressbar" aria-label="Loading demographics" />
        </Center>
      )}
    </Modal>
  );
}

export function EditDemographicsButton({ patientId }: { patientId: string }) {
  const { online } = useNetwork();
  const [open, setOpen] = useState(false);
  const user = useSessionUser();
  if (!mayEditDemographics(user)) return null;
  return (
    <>
      <Group gap="xs">
        {!online ? (
          <Text size="xs" c="dimmed">
            Changes to the chart need a connection.
          </Text>
        ) : null}
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPencil size={16} aria-hidden />}
          disabled={!online}
          onClick={() => setOpen(true)}
        >
          Edit Demographics
        </Button>
      </Group>
      {open ? <DemographicsDialog patientId={patientId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
