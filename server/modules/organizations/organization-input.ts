// The arguments of the organization lookups (DESIGN §5): parsed before anything else, refused
// with BAD_USER_INPUT naming the field.
import * as v from 'valibot';
import { parseArg } from '../shared/input.ts';
import { parseTerm } from '../shared/paging.ts';

type Maybe<T> = T | null | undefined;

export interface MarketListFilter {
  /** State codes (null: every state). */
  states: string[] | null;
  /** Lower-case name fragment, or null. */
  term: string | null;
}

const States = v.pipe(
  v.array(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'must be two-letter state codes'))),
  v.maxLength(60, 'has too many values'),
);

export function parseMarketListFilter(args: { states?: Maybe<readonly string[]>; term?: Maybe<string> }): MarketListFilter {
  return {
    states: args.states && args.states.length > 0 ? [...parseArg(States, 'states', args.states)] : null,
    term: parseTerm(args.term)?.toLowerCase() ?? null,
  };
}
