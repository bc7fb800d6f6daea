import { Box, Button, Center, FocusTrap, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { latestStatusQuery } from '../../api/queries';
import { MESSAGES } from '../../domain/messages';
import { applyUpdate, useUpdateState } from './sw-update';

/** SPEC §2: full-screen 'Update Your App Version' with the current and the new version. */
export function UpdatePrompt() {
  const { holds } = useUpdateState();
  const latest = useQuery(latestStatusQuery());
  const held = holds.length > 0;
  return (
    <Box pos="fixed" inset={0} bg="gray.1" style={{ zIndex: 1000 }} role="dialog" aria-modal="true" aria-labelledby="update-title">
      <FocusTrap active>
        <Center mih="100dvh" p="md">
          <Paper withBorder shadow="md" radius="lg" p="xl" w="100%" maw={460}>
            <Stack align="center" ta="center" gap="md">
              <IconRefresh size={44} stroke={1.5} aria-hidden color="var(--mantine-color-brand-7)" />
              <Title order={1} id="update-title" size="h2">
                {MESSAGES.updateTitle}
              </Title>
              <Table variant="vertical" withTableBorder maw={320}>
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Th>Current version</Table.Th>
                    <Table.Td>{__APP_BUILD__}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th>New version</Table.Th>
                    <Table.Td>{latest.data?.info.web.version ?? (latest.isPending ? '…' : 'unknown')}</Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
              <Text>{MESSAGES.updateBody}</Text>
              {held ? <Text c="dimmed">{holds[0]}… The update waits until this has finished.</Text> : null}
              <Button size="md" leftSection={<IconRefresh size={18} aria-hidden />} onClick={applyUpdate} disabled={held} data-autofocus>
                Refresh
              </Button>
            </Stack>
          </Paper>
        </Center>
      </FocusTrap>
    </Box>
  );
}
