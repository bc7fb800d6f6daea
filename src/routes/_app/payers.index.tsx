import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { parsePayerListSearch, payerListSearchOf } from '../../domain/administration/payer-list-search';
import { PayersPage } from '../../features/payers/payers-page';

// SPEC §2 /payers (permission settings); its search and filters live in the address bar.
export const Route = createFileRoute('/_app/payers/')({
  validateSearch: parsePayerListSearch,
  beforeLoad: ({ context }) => guardRoute('/payers', context.menu),
  component: PayersRoute,
});

function PayersRoute() {
  const { search, type, state, status } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PayersPage
      search={search ?? ''}
      filters={{ type: type ?? null, state: state ?? null, status: status ?? null }}
      onChange={(next) => void navigate({ search: payerListSearchOf(next.search, next.filters), replace: true })}
    />
  );
}
