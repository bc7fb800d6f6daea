// /clinician-encounters's place in the address bar: every EncounterList filter of SPEC §7 the
// screen offers and the search, so Back, a reload and a link from the chart bring the same list.
// A value that is not one of ours is dropped, never an error page; defaults stay out of the address.
import * as v from 'valibot';
import { ENCOUNTER_STATUSES, ENCOUNTER_WORKFLOW_STATES, VISIT_TYPES } from '../resources';
import { TELEMEDICINE_STATUSES } from '../telehealth/telemedicine-status';
import { SearchInput } from '../validation/search';
import { ENCOUNTER_SORT_CODES, type EncounterSort } from './encounter-list';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A list of known codes: an unknown one is dropped, a lone value is a list of one. */
const codes = <const T extends readonly string[]>(known: T) =>
  v.fallback(
    v.optional(
      v.pipe(
        v.union([v.string(), v.array(v.string())]),
        v.transform((value) => (Array.isArray(value) ? value : [value]).filter((c): c is T[number] => known.includes(c))),
      ),
    ),
    undefined,
  );
const ids = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.string(), v.array(v.string())]),
      v.transform((value) => (Array.isArray(value) ? value : [value]).filter((id) => UUID.test(id)).slice(0, 50)),
    ),
  ),
  undefined,
);
const one = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined);

const Search = v.object({
  status: codes(ENCOUNTER_STATUSES),
  stateStatus: codes(ENCOUNTER_WORKFLOW_STATES),
  type: codes(VISIT_TYPES),
  typeNot: codes(VISIT_TYPES),
  deliveryType: one(v.picklist(['in-person', 'telehealth'])),
  tmStatuses: codes(TELEMEDICINE_STATUSES),
  practitionerIds: ids,
  includeSP: one(v.union([v.literal(true), v.literal('true')])),
  from: one(v.pipe(v.string(), v.regex(DATE))),
  to: one(v.pipe(v.string(), v.regex(DATE))),
  sort: one(v.picklist(ENCOUNTER_SORT_CODES)),
  patientId: one(v.pipe(v.string(), v.regex(UUID))),
  episodeOfCareId: one(v.pipe(v.string(), v.regex(UUID))),
  search: one(SearchInput),
});

export interface EncounterListSearch {
  status?: string[];
  stateStatus?: string[];
  type?: string[];
  typeNot?: string[];
  deliveryType?: 'in-person' | 'telehealth';
  tmStatuses?: string[];
  practitionerIds?: string[];
  includeSP?: true;
  /** Visit dates, YYYY-MM-DD (the visits of those days, in the device's zone). */
  from?: string;
  to?: string;
  sort?: EncounterSort;
  patientId?: string;
  episodeOfCareId?: string;
  search?: string;
}

/** The search as the address keeps it: empty lists, false and the default sort left out. */
export function encounterListSearch(state: { [K in keyof EncounterListSearch]?: EncounterListSearch[K] | undefined }): EncounterListSearch {
  const out: EncounterListSearch = {};
  for (const [key, value] of Object.entries(state) as [keyof EncounterListSearch, unknown][]) {
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    if (key === 'sort' && value === 'period-desc') continue;
    (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

export function parseEncounterListSearch(input: Record<string, unknown>): EncounterListSearch {
  const parsed = v.parse(Search, input);
  return encounterListSearch({ ...parsed, includeSP: parsed.includeSP ? true : undefined } as EncounterListSearch);
}

/** How many filters are set (the folded panel's count on a phone), the search and sort aside. */
export const encounterFilterCount = (search: EncounterListSearch): number =>
  Object.keys(search).filter((k) => k !== 'search' && k !== 'sort').length;
