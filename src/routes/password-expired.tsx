import { createFileRoute } from '@tanstack/react-router';
import { PasswordExpiredPage } from '../features/auth/password-expired-page';

// SPEC §2/§8: where a sign-in with an expired password leads (outside the app shell).
export const Route = createFileRoute('/password-expired')({
  component: PasswordExpiredPage,
});
