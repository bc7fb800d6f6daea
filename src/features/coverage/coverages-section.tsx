// The tab's Insurance: the patient's coverages, those in force first, each by priority (SPEC §9:
// the lowest number in force is primary, the next secondary).
import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { rankCoverages, sortByPriority } from '../../domain/coverage/coverage-priority';
import { MESSAGES } from '../../domain/messages';
import { Section } from '../../ui/section';
import { type CoverageActions, CoverageCard } from './components/coverage-card';
import type { CoverageItem } from './coverage-api';

export function CoveragesSection({
  coverages,
  actions,
  onAdd,
}: {
  coverages: readonly CoverageItem[];
  actions: CoverageActions;
  onAdd: () => void;
}) {
  const ranked = coverages.map((c) => ({ ...c, effectiveDate: c.effectiveDate ?? null }));
  const ranks = rankCoverages(ranked);
  return (
    <Section
      title="Insurance"
      action={
        actions.mayChange ? (
          <Button size="xs" leftSection={<IconPlus size={16} aria-hidden />} disabled={!actions.online} onClick={onAdd}>
            Add coverage
          </Button>
        ) : null
      }
    >
      {coverages.length === 0 ? (
        <Text c="dimmed">{MESSAGES.noData}</Text>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Coverages">
          {sortByPriority(ranked).map((c) => (
            <li key={c.id}>
              <CoverageCard coverage={c} rank={ranks.get(c.id) ?? 'inactive'} actions={actions} />
            </li>
          ))}
        </Stack>
      )}
    </Section>
  );
}
