// SPEC §7 GetDuplicatedOrganizations on /payers/new: before a payer is created, the payers of the
// same name in its state are shown and the user confirms ('Create anyway') or goes back ('Cancel').
import { Button, Group, List, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { activeLabel, payerTypeLabel } from '../../../domain/administration/payer';
import type { DuplicatePayer } from '../payers-api';

export interface DuplicatePayersDialogProps {
  duplicates: readonly DuplicatePayer[];
  state: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DuplicatePayersDialog({ duplicates, state, onConfirm, onCancel }: DuplicatePayersDialogProps) {
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened
      onClose={onCancel}
      title="Possible duplicate payer"
      fullScreen={narrow === true}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text mb="sm">
        {duplicates.length === 1 ? 'A payer' : `${duplicates.length} payers`} with this name already{' '}
        {duplicates.length === 1 ? 'exists' : 'exist'} in {state}:
      </Text>
      <List spacing={4} mb="md" aria-label="Payers with this name">
        {duplicates.map((d) => (
          <List.Item key={d.id}>
            <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
              {d.name}
            </Text>{' '}
            · {payerTypeLabel(d.type)} · {activeLabel(d.active)}
            {d.address?.city ? ` · ${d.address.city}` : ''}
          </List.Item>
        ))}
      </List>
      <Text mb="md">Create this payer anyway?</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onConfirm}>Create anyway</Button>
      </Group>
    </Modal>
  );
}
