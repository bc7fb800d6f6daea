import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useDeferredValue, useLayoutEffect } from 'react';
import * as v from 'valibot';
import { StartingScreen } from '../app/boot-screen';
import { toPath } from '../app/links';
import { currentMenuContext } from '../app/menu-context';
import { releasePrerender } from '../app/prerender/takeover';
import { firstPermittedPath } from '../domain/menu';
import { postSignInPath } from '../domain/navigation';
import { SignInPage } from '../features/auth/sign-in-page';

const SignInSearch = v.object({ redirect: v.optional(v.string()) });

export const Route = createFileRoute('/sign-in')({
  validateSearch: SignInSearch,
  beforeLoad: ({ context }) => {
    const menu = currentMenuContext(context);
    if (menu) throw redirect({ to: toPath(firstPermittedPath(menu)), replace: true });
  },
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect: target } = Route.useSearch();
  const { config, session } = Route.useRouteContext();
  const navigate = useNavigate();
  const expired = session.getState().status === 'expired';
  // The first screen a new user meets renders in a transition, in slices a slow phone can
  // interrupt, with the start-up loader on screen until it is ready (DESIGN §1).
  const ready = useDeferredValue(true, false);
  // index.html painted this page before the script arrived: the app's takes its place in the same frame.
  useLayoutEffect(() => {
    if (ready) releasePrerender();
  }, [ready]);
  if (!ready) return <StartingScreen />;
  return (
    <SignInPage
      sessionExpired={expired}
      onSignedIn={(user) =>
        // href, not to: the stored redirect may carry a search and hash that must stay apart from the path.
        void navigate({ href: toPath(postSignInPath(target, { user, settings: config.settings, flags: {} })), replace: true })
      }
    />
  );
}
