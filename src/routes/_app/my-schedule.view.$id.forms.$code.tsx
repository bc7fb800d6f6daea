import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { FormPage } from '../../features/forms/form-page';
import { useVisit } from '../../features/my-schedule/use-schedule';

const search = v.object({ field: v.optional(v.pipe(v.string(), v.maxLength(100))) });

// /my-schedule/view/{appointmentId}/forms/{code}: one form of the visit (?field=linkId: go to that
// question). The visit is read here, from the schedule feature, and handed to the forms feature.
export const Route = createFileRoute('/_app/my-schedule/view/$id/forms/$code')({
  validateSearch: (input): v.InferOutput<typeof search> => {
    const parsed = v.safeParse(search, input);
    return parsed.success ? parsed.output : {};
  },
  component: VisitForm,
});

function VisitForm() {
  const { schedule } = Route.useRouteContext();
  const { id, code } = Route.useParams();
  const { field } = Route.useSearch();
  const visit = useVisit(schedule.userId, id);
  return <FormPage userId={schedule.userId} visit={visit} appointmentId={id} code={code} field={field ?? null} />;
}
