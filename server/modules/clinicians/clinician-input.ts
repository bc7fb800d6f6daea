// The arguments of the /clinicians operations (DESIGN §5): parsed before anything else, refused
// with BAD_USER_INPUT naming the field. The edit is parsed by the form's own schema
// (src/domain/administration/clinician-input.ts), its paths under the argument's name
// ('clinician.markets.0'), so the form shows each refusal on its field. A null is read as an
// empty value, as the form would send it.
import * as v from 'valibot';
import { ClinicianInput, type ClinicianValues } from '../../../src/domain/administration/clinician-input.ts';
import { parseId } from '../shared/ids.ts';
import { parseInput, parseVersionId, withoutNulls } from '../shared/input.ts';
import { parseTerm } from '../shared/paging.ts';

type Maybe<T> = T | null | undefined;

const STATE = /^[A-Z]{2}$/;
/** What a state filter that is not a state code becomes: it matches no clinician (it is not refused). */
const NO_STATE = '--';

export interface ClinicianListArgs {
  term?: Maybe<string>;
  state?: Maybe<string>;
  market?: Maybe<string>;
  active?: Maybe<boolean>;
}

export interface ClinicianListFilter {
  /** Lower-case name words, each the start of a word of the name. */
  words: string[];
  state: string | null;
  /** A market name (matched without case), or null for every market. */
  market: string | null;
  active: boolean | null;
}

export function parseClinicianListFilter(args: ClinicianListArgs): ClinicianListFilter {
  const term = parseTerm(args.term);
  const market = parseTerm(args.market, 'market');
  return {
    words: term ? term.toLowerCase().split(' ') : [],
    state: args.state ? (STATE.test(args.state) ? args.state : NO_STATE) : null,
    market,
    active: args.active ?? null,
  };
}

export const parseClinicianId = (id: string): string => parseId(id, 'id');

const UpdateArgs = v.object({ clinician: ClinicianInput });

export interface ClinicianUpdate {
  id: string;
  versionId: number;
  values: ClinicianValues;
}

export function parseClinicianUpdate(args: { id: string; versionId: number; clinician: unknown }): ClinicianUpdate {
  const id = parseClinicianId(args.id);
  const versionId = parseVersionId(args.versionId);
  const { clinician } = parseInput(UpdateArgs, { clinician: withoutNulls(args.clinician) });
  return { id, versionId, values: clinician };
}
