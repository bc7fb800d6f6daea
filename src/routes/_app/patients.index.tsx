import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { parsePatientListSearch } from '../../domain/patients/patient-list-search';
import { PatientListPage } from '../../features/patients/patient-list-page';

// SPEC §2 /patients (permission patient); its search and filters live in the address bar.
export const Route = createFileRoute('/_app/patients/')({
  validateSearch: parsePatientListSearch,
  beforeLoad: ({ context }) => {
    guardRoute('/patients', context.menu);
  },
  component: PatientsRoute,
});

function PatientsRoute() {
  const { search, admission, state, market } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PatientListPage
      search={search ?? ''}
      filters={{ admission: admission ?? [], state: state ?? null, market: market ?? null }}
      onChange={(next) =>
        void navigate({
          search: {
            ...(next.search ? { search: next.search } : {}),
            ...(next.filters.admission.length > 0 ? { admission: [...next.filters.admission] } : {}),
            ...(next.filters.state ? { state: next.filters.state } : {}),
            ...(next.filters.market ? { market: next.filters.market } : {}),
          },
          replace: true,
        })
      }
    />
  );
}
