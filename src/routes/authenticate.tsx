import { createFileRoute } from '@tanstack/react-router';
import { SsoLandingPage } from '../features/auth/sso-landing-page';

// SPEC §2: the single-sign-on landing (SSO itself comes in a later version).
export const Route = createFileRoute('/authenticate')({
  component: SsoLandingPage,
});
