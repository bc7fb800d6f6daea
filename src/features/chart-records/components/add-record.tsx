// A tab's 'Add …' button and the dialog that holds its form. Not offered to users the server
// would refuse; off while offline (chart-editing.tsx).
import { Button, Group, Modal } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import type { OperationName } from '../../../domain/operation-permissions';
import { OfflineNote, useChartEditing } from './chart-editing';

export interface AddRecordProps {
  /** The button's words ('Add note'). */
  label: string;
  /** The dialog's title ('New note'). */
  title: string;
  operation: OperationName;
  /** The form; `close` ends the dialog (after a save's overlay, or on Cancel). */
  children: (close: () => void) => ReactNode;
  /** A second 'Add …' beside the tab's main one: a plain button, and the offline note left to the main one. */
  secondary?: boolean;
}

export function AddRecord({ label, title, operation, children, secondary = false }: AddRecordProps) {
  const { mayChange, online } = useChartEditing(operation);
  const [open, setOpen] = useState(false);
  if (!mayChange) return null;
  const close = () => setOpen(false);
  return (
    <>
      <Group gap="xs" justify="flex-end">
        {secondary ? null : <OfflineNote online={online} />}
        <Button
          size="sm"
          variant={secondary ? 'default' : 'filled'}
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={!online}
          onClick={() => setOpen(true)}
        >
          {label}
        </Button>
      </Group>
      <Modal opened={open} onClose={close} title={title} centered size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
        {children(close)}
      </Modal>
    </>
  );
}
