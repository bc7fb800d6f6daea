// Who may change the Problems List here and now, and the one way a change is made: Problems List
// edits need a connection (the chart is readable offline, not changeable: like the admission
// holds); the server's own rule decides who may (src/domain/chart/chart-record-access.ts:
// reviewer-readonly and external users are not offered changes). A change's answer is the whole
// list, put straight into the cache; then `onChanged` (the chart's counts); a CONFLICT reloads
// the list so the user sees what someone else did.
import { useNetwork } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/http';
import { useSessionUser } from '../../api/use-session';
import { mayChangeChart } from '../../domain/chart/chart-record-access';
import { ERROR_CODES } from '../../domain/errors';
import { type ProblemList, problemKeys } from './problems-api';

export const OFFLINE_EDIT_MESSAGE = 'Changes to the chart need a connection.';

export function useProblemEditing(): { online: boolean; mayChange: boolean } {
  const { online } = useNetwork();
  const mayChange = mayChangeChart(useSessionUser(), 'Mutation.addDiagnosis');
  return { online, mayChange };
}

export function useProblemChange<TInput>(patientId: string, change: (input: TInput) => Promise<ProblemList>, onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (list) => {
      queryClient.setQueryData(problemKeys.list(patientId), list);
      onChanged?.();
    },
    onError: (error) => {
      if (isApiError(error) && error.code === ERROR_CODES.CONFLICT)
        void queryClient.invalidateQueries({ queryKey: problemKeys.list(patientId) });
    },
  });
}
