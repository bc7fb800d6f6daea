import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import { MESSAGES } from '../../domain/messages';
import { StatusPage } from '../../ui/status-page';
import { toPath } from '../links';
import { releasePrerender } from '../prerender/takeover';

/** SPEC §2/§8: any unknown path shows Not Found with code 404. */
export function NotFoundPage({ homePath, homeLabel = 'Go to my start page' }: { homePath: string; homeLabel?: string }) {
  useLayoutEffect(releasePrerender, []);
  return (
    <StatusPage
      code="404"
      title={MESSAGES.notFound}
      action={
        <Button component={Link} to={toPath(homePath)} mt="md">
          {homeLabel}
        </Button>
      }
    >
      The page you asked for does not exist. Check the address, or go back to your start page.
    </StatusPage>
  );
}
