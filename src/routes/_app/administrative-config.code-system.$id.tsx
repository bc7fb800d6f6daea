import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../app/pages/not-found-page';
import { guardRoute } from '../../app/route-guard';
import { codeSystemById } from '../../domain/terminology/code-systems';
import { CodeSystemPage } from '../../features/code-systems/code-system-page';
import { codeSystemQuery } from '../../features/code-systems/code-systems-api';

// SPEC §2 administrative code systems (settings; menu Master Lists): communication-topics,
// admission-cancellation-reason and discharge-reason, each on the code-system page.
export const Route = createFileRoute('/_app/administrative-config/code-system/$id')({
  beforeLoad: ({ context, location }) => guardRoute(location.pathname, context.menu),
  loader: ({ context, params }) => {
    const definition = codeSystemById(params.id);
    if (definition?.kind === 'administrative') void context.queryClient.prefetchQuery(codeSystemQuery(definition.id));
  },
  component: CodeSystemRoute,
});

function CodeSystemRoute() {
  const { access, homePath } = Route.useRouteContext();
  const { id } = Route.useParams();
  const definition = codeSystemById(id);
  if (access !== 'allowed' || definition?.kind !== 'administrative') return <NotFoundPage homePath={homePath} />;
  return <CodeSystemPage key={definition.id} definition={definition} />;
}
