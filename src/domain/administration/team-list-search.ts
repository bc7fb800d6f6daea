// The /teams list's place in the address bar (/teams?search=…&state=…), so Back and a shared link
// bring the same list. A value that is not one of ours is dropped, never an error page.
import * as v from 'valibot';
import { SUPPORTED_STATES } from '../time-zone';
import { SearchInput } from '../validation/search';

export interface TeamListSearch {
  search?: string;
  state?: string;
}

const Search = v.object({
  search: v.fallback(v.optional(SearchInput), undefined),
  state: v.fallback(v.optional(v.picklist(SUPPORTED_STATES)), undefined),
});

export function parseTeamListSearch(input: Record<string, unknown>): TeamListSearch {
  const parsed = v.parse(Search, input);
  const out: TeamListSearch = {};
  if (parsed.search) out.search = parsed.search;
  if (parsed.state) out.state = parsed.state;
  return out;
}
