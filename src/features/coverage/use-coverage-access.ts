// Who may do what on the coverage tab, as the server decides it (SPEC §6): changes follow the
// operation's rule and the chart's read-only roles (src/domain/chart/chart-record-access.ts);
// the eligibility check also needs its feature flag, evaluated for this user. Changes need a
// connection: offline the chart is readable, not changeable.
import { useNetwork } from '@mantine/hooks';
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { featureFlagsQuery } from '../../api/queries';
import { useSessionUser } from '../../api/use-session';
import { mayChangeChart } from '../../domain/chart/chart-record-access';
import { coverageKeys } from './coverage-api';

/** SPEC §6 'individual eligibility check'. */
export const ELIGIBILITY_FLAG = 'individual-eligibility-check';
export const OFFLINE_NOTE = 'Changes to the chart need a connection.';

export function useCoverageAccess() {
  const user = useSessionUser();
  const { online } = useNetwork();
  const flags = useQuery(featureFlagsQuery(user.id)).data ?? {};
  return {
    online,
    mayChange: mayChangeChart(user, 'Mutation.createCoverage'),
    mayCheck: mayChangeChart(user, 'Mutation.checkEligibility') && flags[ELIGIBILITY_FLAG] === true,
  };
}

/** After a change: the tab's records and the chart's counts (its frame's query, given by the chart) are read again. */
export function useCoverageRefresh(patientId: string, chartQueryKey: QueryKey | undefined) {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: coverageKeys.patient(patientId) }),
      chartQueryKey ? queryClient.invalidateQueries({ queryKey: chartQueryKey, exact: true }) : undefined,
    ]);
  }, [queryClient, patientId, chartQueryKey]);
}
