import { Text } from '@mantine/core';

/** 'n / max' under a field: what the schema will count; red when over. */
export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <Text id={id} size="xs" c={length > max ? 'red.8' : 'dimmed'} ta="right" aria-live="polite">
      {length.toLocaleString('en-US')} / {max.toLocaleString('en-US')}
    </Text>
  );
}
