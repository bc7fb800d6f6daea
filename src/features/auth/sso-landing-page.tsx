import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { BrandLayout } from './brand-layout';

/** SPEC §2 /authenticate: the single-sign-on landing. This server has no identity provider configured yet. */
export function SsoLandingPage() {
  return (
    <BrandLayout>
      <Paper shadow="xl" radius="lg" p={{ base: 'lg', sm: 'xl' }} c="var(--mantine-color-text)">
        <Stack gap="md">
          <Title order={2} size="h3">
            Single sign-on
          </Title>
          <Text>Single sign-on is not configured on this server.</Text>
          <Text c="dimmed" size="sm">
            Sign in with your email and password instead. If you do not have a password, contact EMR support.
          </Text>
          <Button component={Link} to="/sign-in" variant="light" leftSection={<IconArrowLeft size={18} aria-hidden />}>
            Back to sign in
          </Button>
        </Stack>
      </Paper>
    </BrandLayout>
  );
}
