// What became of the last change saved on change (SPEC §2 success/error notice): 'Saving…',
// 'Saved', or the server's words (SPEC §8 display rules).
import { Text } from '@mantine/core';
import { displayError } from '../../../domain/errors';

export interface SaveState {
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: Error | null;
}

export function SaveNotice({ state, saved = 'Saved' }: { state: SaveState; saved?: string }) {
  if (state.isError) {
    return (
      <Text size="sm" c="red.8" role="alert">
        {displayError(state.error?.message ?? null)}
      </Text>
    );
  }
  return (
    <Text size="sm" c={state.isSuccess ? 'green.9' : 'dimmed'} role="status" aria-live="polite">
      {state.isPending ? 'Saving…' : state.isSuccess ? saved : ''}
    </Text>
  );
}
