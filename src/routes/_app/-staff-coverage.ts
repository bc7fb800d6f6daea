// What the coverage routes (/pcc-config, /th-clinician, /lead-clinician and their {id} pages)
// share: warming a user's config before the page, with an unknown user (or one not of the kind)
// shown as Not Found and a refusal as 403.
import type { QueryClient } from '@tanstack/react-query';
import { loadRecord } from '../../app/route-guard';
import type { CoverageKind } from '../../domain/administration/coverage';
import { coverageQuery } from '../../features/staff-coverage/staff-coverage-api';

export async function loadCoverage(context: { queryClient: QueryClient; homePath: string }, kind: CoverageKind, userId: string) {
  await loadRecord(context.homePath, () => context.queryClient.ensureQueryData(coverageQuery(kind, userId)));
}
