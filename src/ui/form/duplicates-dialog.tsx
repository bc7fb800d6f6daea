// Before a record of reference data is created (a payer, a care facility): the records of the
// same name in its state, and the user's choice to go back ('Cancel') or go on ('Create anyway').
// The words are the caller's (SPEC §7 GetDuplicatedOrganizations answers the records).
import { Button, Group, List, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

export interface DuplicateEntry {
  id: string;
  name: string;
  /** What tells it apart: its type, status, city. */
  facts: string;
}

export interface DuplicatesDialogProps {
  title: string;
  /** The sentence above the list ('A payer with this name already exists in FL:'). */
  intro: string;
  /** The list's accessible name. */
  listLabel: string;
  entries: readonly DuplicateEntry[];
  question: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DuplicatesDialog({ title, intro, listLabel, entries, question, onConfirm, onCancel }: DuplicatesDialogProps) {
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened onClose={onCancel} title={title} fullScreen={narrow === true} closeButtonProps={{ 'aria-label': 'Close' }}>
      <Text mb="sm">{intro}</Text>
      <List spacing={4} mb="md" aria-label={listLabel}>
        {entries.map((d) => (
          <List.Item key={d.id}>
            <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
              {d.name}
            </Text>{' '}
            · {d.facts}
          </List.Item>
        ))}
      </List>
      <Text mb="md">{question}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onConfirm}>Create anyway</Button>
      </Group>
    </Modal>
  );
}
