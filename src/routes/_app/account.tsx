import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { AccountLayout } from '../../features/account/account-layout';

// SPEC §2 account paths: /account (profile), /account/password, /account/pin and the pay-period
// pages share the title and the account sub-navigation (every signed-in user may open them).
export const Route = createFileRoute('/_app/account')({
  beforeLoad: ({ context }) => {
    guardRoute('/account', context.menu);
  },
  component: AccountLayout,
});
