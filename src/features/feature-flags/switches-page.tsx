// SPEC §6 switches and the settings beside them (/settings/switches, permission settings): one
// switch per boolean setting and a number field for each of IdleLogoutDelay, IdleLockDelay
// (SPEC §9), PasswordExpiresDays and MileageThreshold; each saved on change with its notice. The
// app reads them at its next start (/api/config).
import { Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Section } from '../../ui/section';
import { NumberSetting, SwitchSetting } from './components/setting-controls';
import { adminSettingsQuery } from './feature-flags-api';

export function SwitchesPage() {
  const { data: settings } = useSuspenseQuery(adminSettingsQuery());
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          Settings
        </Title>
        <Text c="dimmed">Each change is saved at once; users get it the next time they open the app.</Text>
      </Stack>
      <Section title="Switches">
        <Stack gap="md">
          {settings
            .filter((s) => s.kind === 'switch')
            .map((s) => (
              <SwitchSetting key={s.key} setting={s} />
            ))}
        </Stack>
      </Section>
      <Section title="Limits and delays">
        <Stack gap="md">
          {settings
            .filter((s) => s.kind === 'number')
            .map((s) => (
              <NumberSetting key={s.key} setting={s} />
            ))}
        </Stack>
      </Section>
    </Stack>
  );
}
