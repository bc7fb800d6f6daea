// SPEC §2 /my-encounters 'My Encounters': the telehealth encounters the user took, with
// 'Close session' on a session under way (SPEC §4 telemedicine auto-checkout).
import { Stack, Title } from '@mantine/core';
import { mayCloseSession } from '../../domain/telehealth/close-session';
import { CloseSessionButton } from './close-session-button';
import { TelehealthList, type TelehealthScreenProps } from './telehealth-list';

export function MyEncountersPage(props: TelehealthScreenProps) {
  return (
    <Stack gap="lg" maw={1120}>
      <Title order={1} size="h2">
        My Encounters
      </Title>
      <TelehealthList
        label="My encounters"
        scope="mine"
        {...props}
        actions={(row) => (mayCloseSession(row) ? <CloseSessionButton row={row} /> : null)}
      />
    </Stack>
  );
}
