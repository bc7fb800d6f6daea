import { createFileRoute, redirect } from '@tanstack/react-router';
import { toPath } from '../app/links';
import { currentMenuContext } from '../app/menu-context';
import { firstPermittedPath } from '../domain/menu';

// SPEC §2: / redirects to /sign-in (or, when already signed in, to the first permitted item).
export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    const menu = currentMenuContext(context);
    throw redirect({ to: menu ? toPath(firstPermittedPath(menu)) : '/sign-in', replace: true });
  },
});
