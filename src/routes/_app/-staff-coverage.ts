// What the coverage routes (/pcc-config, /th-clinician, /lead-clinician and their {id} pages)
// share: warming a user's config before the page, with an unknown user (or one not of the kind)
// shown as Not Found and a refusal as 403.
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { ApiError } from '../../api/http';
import { ForbiddenRouteError } from '../../app/route-guard';
import type { CoverageKind } from '../../domain/administration/coverage';
import { coverageQuery } from '../../features/staff-coverage/staff-coverage-api';

export async function loadCoverage(context: { queryClient: QueryClient; homePath: string }, kind: CoverageKind, userId: string) {
  try {
    await context.queryClient.ensureQueryData(coverageQuery(kind, userId));
  } catch (error) {
    if (error instanceof ApiError && error.code === 'FORBIDDEN') throw new ForbiddenRouteError(context.homePath);
    if (error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'BAD_USER_INPUT'))
      throw notFound({ routeId: '__root__' });
    throw error;
  }
}
