import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { MESSAGES } from '../../domain/messages';
import { StatusPage } from '../../ui/status-page';
import { toPath } from '../links';

/** SPEC §2: a guarded route shows 403 Forbidden when the user lacks the permission. */
export function ForbiddenPage({ homePath }: { homePath: string }) {
  return (
    <StatusPage
      code="403"
      title={MESSAGES.forbidden}
      action={
        <Button component={Link} to={toPath(homePath)} mt="md">
          Go to my start page
        </Button>
      }
    >
      Your account does not have permission to open this page. If you need it for your work, ask your administrator.
    </StatusPage>
  );
}
