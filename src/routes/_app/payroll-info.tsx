import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { localCalendarDate } from '../../domain/format';
import { payPeriodById } from '../../domain/payroll/pay-periods';
import { PayrollInfoPage } from '../../features/payroll/payroll-info-page';

// SPEC §2 /payroll-info ('Payroll Info', financial, only with EnableADPIntegration 'true'): the
// pay period lives in the address (?period=its first day; the current one when it says none).
export const Route = createFileRoute('/_app/payroll-info')({
  validateSearch: (search: Record<string, unknown>): { period?: string } =>
    typeof search.period === 'string' && payPeriodById(search.period) ? { period: search.period } : {},
  beforeLoad: ({ context }) => {
    guardRoute('/payroll-info', context.menu);
  },
  component: PayrollInfoRoute,
});

function PayrollInfoRoute() {
  const { period } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PayrollInfoPage
      today={localCalendarDate()}
      payPeriodId={period}
      onPeriod={(next) => void navigate({ search: { period: next }, replace: true })}
    />
  );
}
