// The headline numbers of a dashboard, each with what it counts.
import { Card, SimpleGrid, Text } from '@mantine/core';

export interface Figure {
  label: string;
  value: string;
  /** What it is of, under the number. */
  of: string;
  /** Opens the records behind it. */
  onOpen?: () => void;
}

export function Totals({ figures, label }: { figures: readonly Figure[]; label: string }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: figures.length }} spacing="sm" role="group" aria-label={label}>
      {figures.map((f) => (
        <Card key={f.label} withBorder padding="sm" radius="md">
          <Text size="sm" c="dimmed" id={`figure-${f.label.replace(/\W+/g, '-')}`}>
            {f.label}
          </Text>
          {f.onOpen ? (
            <Text
              component="button"
              type="button"
              onClick={f.onOpen}
              fz={28}
              fw={700}
              c="blue.9"
              td="underline"
              style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer' }}
              aria-describedby={`figure-${f.label.replace(/\W+/g, '-')}`}
              data-testid={`figure-${f.label}`}
            >
              {f.value}
            </Text>
          ) : (
            <Text fz={28} fw={700} data-testid={`figure-${f.label}`}>
              {f.value}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {f.of}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
