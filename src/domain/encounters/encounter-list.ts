// The encounter list's filters and orders (SPEC §7 EncounterList: episode of care, patient, status,
// state status, period, type and type-not, delivery type, telemedicine statuses, practitioners,
// include supervising physician, sort), shared by the server's parse and /clinician-encounters.

/** The list's orders; the first is the default. */
export const ENCOUNTER_SORTS = {
  'period-desc': 'Newest visit first',
  'period-asc': 'Oldest visit first',
  'updated-desc': 'Recently changed',
} as const;
export type EncounterSort = keyof typeof ENCOUNTER_SORTS;
export const ENCOUNTER_SORT_CODES = Object.keys(ENCOUNTER_SORTS) as EncounterSort[];
export const DEFAULT_ENCOUNTER_SORT: EncounterSort = 'period-desc';
export const isEncounterSort = (sort: string): sort is EncounterSort => Object.hasOwn(ENCOUNTER_SORTS, sort);
