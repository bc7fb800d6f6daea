// SPEC §2/§8/§9 searchable paginated lists: pages of 25, 'Load more' while the server has more,
// 'Displayed {n} of {total} results', 'No data found to display' for an empty answer, 'The end of
// results' once everything is shown, and 'Apply criteria to search' for a list that needs
// criteria before it asks the server anything.
import { MESSAGES } from './messages';

export const PAGE_SIZE = 25;

export const LIST_MESSAGES = {
  applyCriteria: 'Apply criteria to search',
  noData: MESSAGES.noData,
  endOfResults: MESSAGES.endOfResults,
  loadMore: 'Load more',
  /** `atLeast`: the server's count stopped at `total` (a capped count): more match. */
  displayed: (shown: number, total: number, atLeast = false) =>
    `Displayed ${shown} of ${atLeast ? `${total.toLocaleString('en-US')}+` : total} results`,
} as const;

export type ListState = 'apply-criteria' | 'loading' | 'error' | 'empty' | 'more' | 'end';

export interface ListFacts {
  /** The list asks nothing before the user gives criteria. */
  requiresCriteria: boolean;
  hasCriteria: boolean;
  /** The first page: not asked yet or on its way, failed, or answered. */
  status: 'pending' | 'error' | 'success';
  shown: number;
  hasMore: boolean;
}

/** What the list shows under its rows. */
export function listState({ requiresCriteria, hasCriteria, status, shown, hasMore }: ListFacts): ListState {
  if (requiresCriteria && !hasCriteria) return 'apply-criteria';
  if (status !== 'success') return status === 'error' ? 'error' : 'loading';
  if (shown === 0) return 'empty';
  return hasMore ? 'more' : 'end';
}
