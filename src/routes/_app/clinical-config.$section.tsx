import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from '../../app/pages/area-page';
import { NotFoundPage } from '../../app/pages/not-found-page';
import { guardRoute } from '../../app/route-guard';
import { areaTitle } from '../../domain/navigation';
import { codeSystemById } from '../../domain/terminology/code-systems';
import { CodeSystemPage } from '../../features/code-systems/code-system-page';
import { codeSystemQuery } from '../../features/code-systems/code-systems-api';

// SPEC §2 /clinical-config/{section} (role clinical-admin; items hidden by settings redirect): a
// section that is a code system is its page (products, procedures, treatment steps, wound type,
// barriers, …); the others (orders, forms config, encounter duration) keep the area's page until
// their screens arrive.
export const Route = createFileRoute('/_app/clinical-config/$section')({
  beforeLoad: ({ context, location }) => guardRoute(location.pathname, context.menu),
  loader: ({ context, params }) => {
    const definition = codeSystemById(params.section);
    if (definition?.kind === 'clinical') void context.queryClient.prefetchQuery(codeSystemQuery(definition.id));
  },
  component: SectionRoute,
});

function SectionRoute() {
  const { access, homePath } = Route.useRouteContext();
  const { section } = Route.useParams();
  if (access !== 'allowed') return <NotFoundPage homePath={homePath} />;
  const definition = codeSystemById(section);
  if (definition?.kind === 'clinical') return <CodeSystemPage key={definition.id} definition={definition} />;
  return <AreaPage title={areaTitle(`/clinical-config/${section}`) ?? 'Clinical Config'} />;
}
