import { Badge, type BadgeProps, Box } from '@mantine/core';

/**
 * A status label with its colour (SPEC §3 status → label and colour). The colour is a tint and a
 * dot; the words stay dark, so every status reads at 4.5:1 or better (a yellow or teal label on
 * white would not).
 */
export function StatusBadge({
  label,
  color,
  ...props
}: { label: string; color: string; title?: string } & Omit<BadgeProps, 'color' | 'children'>) {
  return (
    <Badge
      variant="light"
      color={color}
      radius="sm"
      tt="none"
      size="lg"
      fw={600}
      leftSection={<Box component="span" w={8} h={8} bg={`${color}.7`} style={{ borderRadius: '50%' }} aria-hidden />}
      styles={{ label: { color: 'var(--mantine-color-dark-8)' } }}
      {...props}
    >
      {label}
    </Badge>
  );
}
