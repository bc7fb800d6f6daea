import { createFileRoute, redirect } from '@tanstack/react-router';
import { AccountVerificationPage } from '../features/auth/account-verification-page';
import { passwordResetState } from '../features/auth/password-reset-state';

// SPEC §2 account verification (outside the app shell): it needs a reset in progress (the
// account the code went to); without one it starts over on the password-expired screen.
export const Route = createFileRoute('/account-verification')({
  beforeLoad: () => {
    const state = passwordResetState.read();
    if (!state) throw redirect({ to: '/password-expired', replace: true });
    return { reset: state };
  },
  component: AccountVerificationRoute,
});

function AccountVerificationRoute() {
  const { reset } = Route.useRouteContext();
  return <AccountVerificationPage state={reset} />;
}
