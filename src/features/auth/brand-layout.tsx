import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { MESSAGES } from '../../domain/messages';
import { OfflineBanner } from '../../ui/offline-banner';
import classes from './brand-layout.module.css';

/** SPEC §2: login on a branded background — product name on the left (top on phones), the card on the right. */
export function BrandLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.page}>
      <OfflineBanner />
      <main className={classes.body}>
        <Stack className={classes.brand} gap="md">
          <Group gap="md" wrap="nowrap">
            {/* The mark as the favicon draws it: 1 KB of SVG the browser has already fetched, not a 15 KB PNG (DESIGN §1). */}
            <img className={classes.mark} src="/favicon.svg" alt="" width={64} height={64} />
            <Title order={1} c="white" fz={{ base: 28, md: 34, lg: 40 }} lh={1.15}>
              Wound Care EMR
            </Title>
          </Group>
          <Text className={classes.tagline} fz={{ base: 'md', md: 'lg' }} visibleFrom="xs">
            Visits, wound assessments and care plans for home-health clinicians — on the road, online or off.
          </Text>
        </Stack>
        <div className={classes.card}>{children}</div>
      </main>
      <footer className={classes.footer}>{MESSAGES.copyright}</footer>
    </div>
  );
}
