import { createFileRoute } from '@tanstack/react-router';
import { PasswordPage } from '../../features/account/password-page';

export const Route = createFileRoute('/_app/account/password')({
  component: PasswordPage,
});
