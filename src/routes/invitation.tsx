import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { BrandLayout } from '../features/auth/brand-layout';
import { InvitationPage } from '../features/invitation/invitation-page';

// SPEC §2 Users: the link of an invitation (or a password reset) e-mail, outside the app shell
// on the sign-in pages' branded background (composed here: a feature never imports another).
export const Route = createFileRoute('/invitation')({
  validateSearch: v.object({ token: v.fallback(v.optional(v.string()), undefined) }),
  component: InvitationRoute,
});

function InvitationRoute() {
  const { token } = Route.useSearch();
  return (
    <BrandLayout>
      <InvitationPage token={token?.trim() ?? ''} />
    </BrandLayout>
  );
}
