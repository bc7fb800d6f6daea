// SPEC §2 /settings 'User Config' (settings, financial or security): one card for each page of the
// User Config menu this user may open, Feature Flags and Settings among them for 'settings'.
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { MenuContext } from '../../domain/menu';
import { LinkAnchor } from '../../ui/link-anchor';
import { userConfigLinks } from './hub-links';

/** A menu path as a link target: the table's paths are data, each matched by a route file or the splat route. */
const target = (path: string) => path as '/';

export function SettingsHubPage({ menu }: { menu: MenuContext }) {
  const links = userConfigLinks(menu);
  return (
    <Stack gap="lg" maw={1120}>
      <Title order={1} size="h2">
        User Config
      </Title>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="User Config"
      >
        {links.map((link) => (
          <Paper component="li" key={link.id} withBorder radius="md" p="lg">
            <Stack gap={6}>
              <Title order={2} size="h4">
                <LinkAnchor to={target(link.path)}>{link.label}</LinkAnchor>
              </Title>
              {link.description ? (
                <Text size="sm" c="dimmed">
                  {link.description}
                </Text>
              ) : null}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
