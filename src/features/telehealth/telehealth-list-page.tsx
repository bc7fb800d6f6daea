// SPEC §2 /telemedicine 'Telehealth': every telehealth encounter of the patients the user may
// read (the server keeps the list to them, DESIGN §8), by patient state and telemedicine status.
import { Stack, Title } from '@mantine/core';
import { TelehealthList, type TelehealthScreenProps } from './telehealth-list';

export function TelehealthListPage(props: TelehealthScreenProps) {
  return (
    <Stack gap="lg" maw={1120}>
      <Title order={1} size="h2">
        Telehealth
      </Title>
      <TelehealthList label="Telehealth encounters" scope="all" {...props} />
    </Stack>
  );
}
