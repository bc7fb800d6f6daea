import { createFileRoute } from '@tanstack/react-router';
import { PayPeriodHistoryPage } from '../../features/account/pay-periods/pay-period-history-page';

// SPEC §2 /account/pay-period-history: the signed-in clinician's pay periods (an account page:
// every signed-in user; one not linked to a clinician is told so).
export const Route = createFileRoute('/_app/account/pay-period-history')({
  component: PayPeriodHistoryPage,
});
