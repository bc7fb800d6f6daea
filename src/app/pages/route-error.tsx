import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect, useLayoutEffect } from 'react';
import { displayError } from '../../domain/errors';
import { isChunkLoadError, reloadOnce } from '../chunk-reload';
import { releasePrerender } from '../prerender/takeover';
import { ForbiddenRouteError } from '../route-guard';
import { ForbiddenPage } from './forbidden-page';

/**
 * SPEC §8: a chunk-load failure reloads the page (once); any other error shows its message.
 * The route guard's refusal is SPEC §2's 403 Forbidden page.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const chunk = isChunkLoadError(error);
  useLayoutEffect(releasePrerender, []);
  useEffect(() => {
    if (chunk) reloadOnce();
  }, [chunk]);

  if (error instanceof ForbiddenRouteError) return <ForbiddenPage homePath={error.homePath} />;
  return (
    <Stack p="md" maw={720} gap="md">
      <Title order={1} size="h2">
        {chunk ? 'The app needs to reload' : 'This page could not be shown'}
      </Title>
      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title="Error">
        {displayError(error instanceof Error ? error.message : String(error))}
      </Alert>
      <Group>
        <Button
          onClick={() => {
            if (chunk) window.location.reload();
            else {
              reset();
              void router.invalidate();
            }
          }}
        >
          Try again
        </Button>
      </Group>
    </Stack>
  );
}
