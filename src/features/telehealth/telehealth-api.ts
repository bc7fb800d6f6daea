// The calls of the telehealth lists (SPEC §2 /telemedicine, /my-encounters): one key factory,
// the list's paged query per scope and filters, and 'Close session' (SPEC §4 telemedicine
// auto-checkout, §7 PerformTMAutoCheckout).
import { request } from '../../api/graphql-client';
import type { TelehealthListFilters } from '../../domain/telehealth/telehealth-list-search';
import type { TelehealthEncounterFieldsFragment } from '../../gql/graphql';
import { pagedListQuery } from '../../ui/list/paged-query';
import { PerformTmAutoCheckoutDocument, TelehealthEncounterListDocument } from './telehealth-documents';

export type TelehealthListItem = TelehealthEncounterFieldsFragment;

/** 'all': every telehealth encounter the user may read (/telemedicine); 'mine': those they took (/my-encounters). */
export type TelehealthScope = 'all' | 'mine';

export const telehealthKeys = {
  all: ['telehealth'] as const,
  lists: () => ['telehealth', 'list'] as const,
  list: (scope: TelehealthScope, filters: TelehealthListFilters) => ['telehealth', 'list', scope, filters] as const,
};

const listOrNull = <T>(items: readonly T[]): T[] | null => (items.length > 0 ? [...items] : null);

/**
 * The route's loader reads the first page and the screen mounts on it at once: fresh for a little
 * while, so it is not asked twice. 'Close session' and the like invalidate it explicitly.
 */
const LIST_FRESH_MS = 15_000;

export const telehealthListQuery = (scope: TelehealthScope, filters: TelehealthListFilters) => (search: string) => ({
  ...pagedListQuery(
    telehealthKeys.list(scope, filters),
    async ({ search: term, first, after }) =>
      (
        await request(TelehealthEncounterListDocument, {
          patientStates: listOrNull(filters.states),
          telemedicineStatuses: listOrNull(filters.statuses),
          mine: scope === 'mine',
          term: term || null,
          first,
          after,
        })
      ).TelehealthEncounterList,
    search,
  ),
  staleTime: LIST_FRESH_MS,
});

/**
 * Ends the session of a taken telehealth encounter. A fresh client mutation id per attempt (a
 * resend of the same attempt is answered once, DESIGN §4) and the encounter version the row
 * showed (a stale one is refused as a conflict).
 */
export async function closeSession(encounter: { id: string; versionId: number }) {
  return (
    await request(PerformTmAutoCheckoutDocument, {
      clientMutationId: crypto.randomUUID(),
      encounterId: encounter.id,
      baseVersion: encounter.versionId,
    })
  ).PerformTMAutoCheckout;
}
