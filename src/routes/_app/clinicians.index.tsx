import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { parseClinicianListSearch } from '../../domain/administration/clinician-list-search';
import { ClinicianListPage } from '../../features/clinicians/clinician-list-page';

// SPEC §2 /clinicians (menu 'Clinicans', settings or financial); its search and filters live in the address bar.
export const Route = createFileRoute('/_app/clinicians/')({
  validateSearch: parseClinicianListSearch,
  beforeLoad: ({ context }) => {
    guardRoute('/clinicians', context.menu);
  },
  component: CliniciansRoute,
});

function CliniciansRoute() {
  const { search, state, market, status } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ClinicianListPage
      search={search ?? ''}
      filters={{ state: state ?? null, market: market ?? null, status: status ?? null }}
      onChange={(next) =>
        void navigate({
          search: {
            ...(next.search ? { search: next.search } : {}),
            ...(next.filters.state ? { state: next.filters.state } : {}),
            ...(next.filters.market ? { market: next.filters.market } : {}),
            ...(next.filters.status ? { status: next.filters.status } : {}),
          },
          replace: true,
        })
      }
    />
  );
}
