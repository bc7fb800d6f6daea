import { createFileRoute } from '@tanstack/react-router';
import { encounterDurationsQuery } from '../../api/encounter-durations';
import { AreaPage } from '../../app/pages/area-page';
import { NotFoundPage } from '../../app/pages/not-found-page';
import { guardRoute } from '../../app/route-guard';
import { areaTitle } from '../../domain/navigation';
import { codeSystemById } from '../../domain/terminology/code-systems';
import { CodeSystemPage } from '../../features/code-systems/code-system-page';
import { codeSystemQuery } from '../../features/code-systems/code-systems-api';
import { EncounterDurationPage } from '../../features/encounter-duration/encounter-duration-page';
import { FormConfigPage } from '../../features/forms/config/form-config-page';

// SPEC §2 /clinical-config/{section} (role clinical-admin; items hidden by settings redirect): a
// section that is a code system is its page (orders, order sets, products, procedures, treatment
// steps, wound type, barriers, …), encounter-duration the visit types' durations, forms-config the
// forms' logic and items; any other section keeps the area's page.
export const Route = createFileRoute('/_app/clinical-config/$section')({
  beforeLoad: ({ context, location }) => guardRoute(location.pathname, context.menu),
  loader: ({ context, params }) => {
    const definition = codeSystemById(params.section);
    if (definition?.kind === 'clinical') void context.queryClient.prefetchQuery(codeSystemQuery(definition.id));
    if (params.section === 'encounter-duration') void context.queryClient.prefetchQuery(encounterDurationsQuery());
  },
  component: SectionRoute,
});

function SectionRoute() {
  const { access, homePath } = Route.useRouteContext();
  const { section } = Route.useParams();
  if (access !== 'allowed') return <NotFoundPage homePath={homePath} />;
  const definition = codeSystemById(section);
  if (definition?.kind === 'clinical') return <CodeSystemPage key={definition.id} definition={definition} />;
  if (section === 'encounter-duration') return <EncounterDurationPage />;
  if (section === 'forms-config') return <FormConfigPage />;
  return <AreaPage title={areaTitle(`/clinical-config/${section}`) ?? 'Clinical Config'} />;
}
