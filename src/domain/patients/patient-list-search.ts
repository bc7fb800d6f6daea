// The patient list's place in the address bar (/patients?search=…&admission=…&state=…&market=…),
// so Back and a shared link bring the same list. A value that is not one of ours is dropped,
// never an error page.
import * as v from 'valibot';
import { SUPPORTED_STATES } from '../time-zone';
import { SearchInput } from '../validation/search';
import { ADMISSION_FILTER_KEYS, type AdmissionFilterKey } from './admission-status';

export interface PatientListSearch {
  search?: string;
  admission?: AdmissionFilterKey[];
  state?: string;
  market?: string;
}

const Search = v.object({
  search: v.fallback(v.optional(SearchInput), undefined),
  admission: v.fallback(v.optional(v.array(v.picklist(ADMISSION_FILTER_KEYS))), undefined),
  state: v.fallback(v.optional(v.picklist(SUPPORTED_STATES)), undefined),
  market: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
});

export function parsePatientListSearch(input: Record<string, unknown>): PatientListSearch {
  const parsed = v.parse(Search, input);
  const out: PatientListSearch = {};
  if (parsed.search) out.search = parsed.search;
  if (parsed.admission && parsed.admission.length > 0) out.admission = [...new Set(parsed.admission)];
  if (parsed.state) out.state = parsed.state;
  if (parsed.market) out.market = parsed.market;
  return out;
}
