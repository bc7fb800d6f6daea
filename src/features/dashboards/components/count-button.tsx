// A number in a dashboard's table that opens the records behind it (keyboard and screen readers:
// the chart's bars do the same for a pointer).
import { UnstyledButton } from '@mantine/core';

export function CountButton({ count, label, onOpen }: { count: number; label: string; onOpen: () => void }) {
  if (count === 0) return <>0</>;
  return (
    <UnstyledButton onClick={onOpen} aria-label={`${count} ${label}: show the visits`} c="blue.9" td="underline" fz="sm">
      {count}
    </UnstyledButton>
  );
}
