// The clinician availability editor (SPEC §3 Slot, §4 'Availability'): a drawer on the right,
// mounted by the /schedule page, that reads the clinician's availability when it opens and holds
// its form. Full width on a phone (the drawer never exceeds the screen).
import { Alert, Button, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { displayError } from '../../domain/errors';
import { clinicianAvailabilityQuery } from './availability-api';
import { AvailabilityForm } from './availability-form';

export interface ClinicianAvailabilityDrawerProps {
  clinicianId: string;
  clinicianName: string;
  opened: boolean;
  onClose: () => void;
}

function DrawerBody({ clinicianId, clinicianName, onClose }: Omit<ClinicianAvailabilityDrawerProps, 'opened'>) {
  const query = useQuery(clinicianAvailabilityQuery(clinicianId));
  // A reload (after a CONFLICT) opens a new form on what is read.
  const [formKey, setFormKey] = useState(0);
  const reload = async () => {
    await query.refetch();
    setFormKey((key) => key + 1);
  };

  if (query.data) {
    return (
      <AvailabilityForm
        key={`${clinicianId}:${formKey}`}
        availability={query.data}
        clinicianName={clinicianName}
        onClose={onClose}
        onReload={() => void reload()}
      />
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{displayError(query.error.message)}</Text>
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Group justify="center" p="xl">
      <Loader role="progressbar" aria-label="Loading availability" />
    </Group>
  );
}

export function ClinicianAvailabilityDrawer({ clinicianId, clinicianName, opened, onClose }: ClinicianAvailabilityDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title="Availability"
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {opened ? <DrawerBody clinicianId={clinicianId} clinicianName={clinicianName} onClose={onClose} /> : null}
    </Drawer>
  );
}
