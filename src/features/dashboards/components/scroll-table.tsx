// A table that scrolls inside its panel on a narrow screen: the scrolling box is a named region a
// keyboard can reach (focus, then arrows), as axe's scrollable-region-focusable asks.
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

export function ScrollTable({
  label,
  minWidth,
  maxHeight,
  children,
}: {
  label: string;
  minWidth: number;
  maxHeight?: number;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      type="native"
      minWidth={minWidth}
      {...(maxHeight ? { maxHeight } : {})}
      tabIndex={0}
      role="region"
      aria-label={`${label} (scrollable)`}
    >
      {children}
    </Table.ScrollContainer>
  );
}
