// The arguments of the organization lookups (DESIGN §5): parsed before anything else, refused
// with BAD_USER_INPUT naming the field.
import * as v from 'valibot';
import { POSTAL_LOOKUP_LENGTH } from '../../../src/domain/patients/address.ts';
import { parseArg } from '../shared/input.ts';
import { parseTerm } from '../shared/paging.ts';
import { COUNTY_OF_ZIP } from './county-data.ts';

type Maybe<T> = T | null | undefined;

export interface MarketListFilter {
  /** State codes (null: every state). */
  states: string[] | null;
  /** Lower-case name fragment, or null. */
  term: string | null;
  /** Markets serving one of these counties (given, or of the postal codes given; null: no county asked). */
  counties: string[] | null;
}

const Names = v.pipe(v.array(v.pipe(v.string(), v.maxLength(100, 'has a value too long'))), v.maxLength(300, 'has too many values'));

/** SPEC §7 MarketList postalCodes (SPEC §9: the first 5 digits) and counties: the counties asked, or null. */
function countiesAsked(args: { postalCodes?: Maybe<readonly string[]>; counties?: Maybe<readonly string[]> }): string[] | null {
  const counties = args.counties && args.counties.length > 0 ? [...parseArg(Names, 'counties', args.counties)] : [];
  const postal = args.postalCodes && args.postalCodes.length > 0 ? [...parseArg(Names, 'postalCodes', args.postalCodes)] : [];
  const ofPostal = postal.flatMap((code) => {
    const county = COUNTY_OF_ZIP.get(code.replace(/\D/g, '').slice(0, POSTAL_LOOKUP_LENGTH));
    return county ? [county.name] : [];
  });
  const all = [...new Set([...counties, ...ofPostal])];
  return all.length > 0 ? all : null;
}

const States = v.pipe(
  v.array(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'must be two-letter state codes'))),
  v.maxLength(60, 'has too many values'),
);

export function parseMarketListFilter(args: {
  states?: Maybe<readonly string[]>;
  term?: Maybe<string>;
  postalCodes?: Maybe<readonly string[]>;
  counties?: Maybe<readonly string[]>;
}): MarketListFilter {
  return {
    states: args.states && args.states.length > 0 ? [...parseArg(States, 'states', args.states)] : null,
    term: parseTerm(args.term)?.toLowerCase() ?? null,
    counties: countiesAsked(args),
  };
}
