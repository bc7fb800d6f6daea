// The arguments of the patient reads (DESIGN §5): parsed before anything else, refused with
// BAD_USER_INPUT naming the field.
import { parseId } from '../shared/ids.ts';
import { parseTerm } from '../shared/paging.ts';

type Maybe<T> = T | null | undefined;

const STATE = /^[A-Z]{2}$/;
/** What a state filter that is not a state code becomes: it matches no patient (it is not refused). */
const NO_STATE = '--';

export interface PatientListFilter {
  /** Lower-case search text (names), or null. */
  term: string | null;
  /** A state code, or null for every state. */
  state: string | null;
}

export function parsePatientListFilter(args: { term?: Maybe<string>; state?: Maybe<string> }): PatientListFilter {
  return {
    term: parseTerm(args.term)?.toLowerCase() ?? null,
    state: args.state ? (STATE.test(args.state) ? args.state : NO_STATE) : null,
  };
}

export const parsePatientId = (id: string): string => parseId(id);
