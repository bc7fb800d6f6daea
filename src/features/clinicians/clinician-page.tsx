// SPEC §2 /clinicians/{clinicianId}: every field of the clinician, an Edit dialog (there is no
// separate edit path), and the clinician's Change history.
import { Alert, Button, Group, Modal, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ChangeHistory } from '../../ui/audit/change-history';
import { LinkButton } from '../../ui/link-button';
import { Section } from '../../ui/section';
import { ClinicianDetails } from './clinician-details';
import { ClinicianForm } from './clinician-form';
import { type ClinicianItem, clinicianQuery } from './clinicians-api';

export function ClinicianPage({ clinicianId }: { clinicianId: string }) {
  const { data: clinician } = useSuspenseQuery(clinicianQuery(clinicianId));
  // The clinician as the edit opened it: the save writes against that version, and the saved
  // clinician arriving in the cache does not reset the form under its success overlay.
  const [editing, setEditing] = useState<ClinicianItem | null>(null);
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <LinkButton to="/clinicians" variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={16} aria-hidden />} px={0}>
            Clinicans
          </LinkButton>
          <Title order={1} size="h2">
            {clinician.name}
          </Title>
        </Stack>
        <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(clinician)}>
          Edit
        </Button>
      </Group>
      {!clinician.active ? (
        <Alert color="gray" variant="light">
          This clinician is inactive.
        </Alert>
      ) : null}
      <Section title="Details">
        <ClinicianDetails clinician={clinician} />
      </Section>
      <ChangeHistory entityType="Practitioner" entityId={clinician.id} />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={`Edit ${clinician.name}`}
        size="60rem"
        fullScreen={narrow === true}
        closeOnClickOutside={false}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {editing ? <ClinicianForm clinician={editing} onCancel={() => setEditing(null)} onSaved={() => setEditing(null)} /> : null}
      </Modal>
    </Stack>
  );
}
