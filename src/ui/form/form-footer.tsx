// SPEC §2 form footer: Cancel and Save, and after a save a success or error overlay over the
// form for about 0.5 s (SPEC §9 'Success/error overlay 500 ms'). The overlay covers the
// nearest positioned ancestor (SchemaForm's <form>); its words go to a live region as well,
// so a screen reader hears the result the eye sees.
import { Button, Group, Overlay, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { SaveOutcome } from './use-schema-form';

export const OVERLAY_MS = 500;
export const OUTCOME_TEXT = { success: 'Saved', error: 'Not saved' } as const;

export interface FormFooterProps {
  onCancel: () => void;
  /** A save is on its way: Save shows it and cannot be pressed twice. */
  saving: boolean;
  outcome: SaveOutcome;
  /** Called when an outcome's overlay has been shown (e.g. leave the form after a success). */
  onOutcomeShown?: (status: 'success' | 'error') => void;
  saveLabel?: string;
  cancelLabel?: string;
  disabled?: boolean;
}

export function FormFooter({
  onCancel,
  saving,
  outcome,
  onOutcomeShown,
  saveLabel = 'Save',
  cancelLabel = 'Cancel',
  disabled = false,
}: FormFooterProps) {
  const [shown, setShown] = useState<SaveOutcome>(null);
  // The latest callback, without restarting the overlay when the parent passes a new one.
  const shownCallback = useRef(onOutcomeShown);
  useEffect(() => {
    shownCallback.current = onOutcomeShown;
  });
  // One overlay per save: `outcome` is a new object only when a save ends.
  useEffect(() => {
    if (!outcome) return;
    setShown(outcome);
    const timer = setTimeout(() => {
      setShown(null);
      shownCallback.current?.(outcome.status);
    }, OVERLAY_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  return (
    <>
      <Group justify="flex-end" gap="sm" mt="md">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          {cancelLabel}
        </Button>
        <Button type="submit" loading={saving} disabled={disabled}>
          {saveLabel}
        </Button>
      </Group>
      <VisuallyHidden role="status">{shown ? OUTCOME_TEXT[shown.status] : ''}</VisuallyHidden>
      {shown ? (
        <Overlay color="#fff" backgroundOpacity={0.85} radius="md" zIndex={5} center aria-hidden data-testid="form-outcome-overlay">
          <Stack align="center" gap={4}>
            {shown.status === 'success' ? (
              <IconCircleCheck size={48} color="var(--mantine-color-green-8)" aria-hidden />
            ) : (
              <IconCircleX size={48} color="var(--mantine-color-red-8)" aria-hidden />
            )}
            <Text fw={700} fz="lg" c={shown.status === 'success' ? 'green.9' : 'red.9'}>
              {OUTCOME_TEXT[shown.status]}
            </Text>
          </Stack>
        </Overlay>
      ) : null}
    </>
  );
}
