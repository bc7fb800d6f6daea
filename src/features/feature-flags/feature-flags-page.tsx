// SPEC §6 feature flags (/settings/feature-flags, permission settings): every flag with its default
// and its overrides by user, market, job function or role, narrowed by a filter of the page. For one
// user the most specific override wins (user, then market, then job function, then role).
import { Stack, Text, TextInput, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Permission } from '../../domain/access';
import { flagLabel, pickableScopes } from '../../domain/feature-flags';
import { LIST_MESSAGES } from '../../domain/paged-list';
import { FlagCard } from './components/flag-card';
import { featureFlagListQuery } from './feature-flags-api';

export function FeatureFlagsPage({ permissions }: { permissions: readonly Permission[] }) {
  const { data: flags } = useSuspenseQuery(featureFlagListQuery());
  const [filter, setFilter] = useState('');
  const words = filter.trim().toLowerCase();
  const shown = words ? flags.filter((f) => f.key.includes(words) || flagLabel(f.key, f.description).toLowerCase().includes(words)) : flags;
  const scopes = pickableScopes(permissions);
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          Feature Flags
        </Title>
        <Text c="dimmed">
          A flag is on or off by default; an override for a user, a market, a job function or a role changes it for them. The most specific
          one wins: user, then market, then job function, then role.
        </Text>
      </Stack>
      <TextInput
        type="search"
        label="Filter flags"
        value={filter}
        maxLength={200}
        onChange={(e) => setFilter(e.currentTarget.value)}
        maw={420}
      />
      {shown.length === 0 ? (
        <Text c="dimmed">{LIST_MESSAGES.noData}</Text>
      ) : (
        shown.map((flag) => <FlagCard key={flag.key} flag={flag} scopes={scopes} />)
      )}
    </Stack>
  );
}
