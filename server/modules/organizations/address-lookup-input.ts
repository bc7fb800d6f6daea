// The arguments of the address lookups (SPEC §7 CountyList, the Care Facility Lookup; DESIGN §5):
// parsed before anything else, refused with BAD_USER_INPUT naming the field.
import * as v from 'valibot';
import { POSTAL_LOOKUP_LENGTH } from '../../../src/domain/patients/address.ts';
import { parseArg } from '../shared/input.ts';
import { parseTerm } from '../shared/paging.ts';

type Maybe<T> = T | null | undefined;

const STATE = /^[A-Z]{2}$/;

const States = v.pipe(
  v.array(v.pipe(v.string(), v.regex(STATE, 'must be two-letter state codes'))),
  v.maxLength(60, 'has too many values'),
);
const PostalCodes = v.pipe(
  v.array(v.pipe(v.string(), v.maxLength(10, 'must be postal codes'), v.regex(/^\d{5}(-?\d{4})?$/, 'must be postal codes'))),
  v.maxLength(20, 'has too many values'),
);

export interface CountyListFilter {
  states: string[] | null;
  /** SPEC §9: the first 5 digits of each postal code. */
  postalCodes: string[] | null;
  /** Lower-case name fragment, or null. */
  term: string | null;
}

export function parseCountyListFilter(args: {
  states?: Maybe<readonly string[]>;
  postalCodes?: Maybe<readonly string[]>;
  term?: Maybe<string>;
}): CountyListFilter {
  const states = args.states?.length ? [...parseArg(States, 'states', args.states)] : null;
  const postal = args.postalCodes?.length ? parseArg(PostalCodes, 'postalCodes', args.postalCodes) : null;
  return {
    states,
    postalCodes: postal ? postal.map((p) => p.replace(/\D/g, '').slice(0, POSTAL_LOOKUP_LENGTH)) : null,
    term: parseTerm(args.term)?.toLowerCase() ?? null,
  };
}

export interface CareFacilityFilter {
  /** A state code, or null for every state. */
  state: string | null;
  /** Lower-case name fragment, or null. */
  term: string | null;
}

export function parseCareFacilityFilter(args: { state?: Maybe<string>; term?: Maybe<string> }): CareFacilityFilter {
  return {
    state: args.state ? parseArg(v.pipe(v.string(), v.regex(STATE, 'must be a two-letter state code')), 'state', args.state) : null,
    term: parseTerm(args.term)?.toLowerCase() ?? null,
  };
}
