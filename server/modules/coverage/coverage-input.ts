// The coverage tab's arguments (DESIGN §5): parsed before anything else, refused with
// BAD_USER_INPUT naming the field. The coverage and authorization fields are the schemas the
// forms use (src/domain/coverage/coverage-input.ts); GraphQL's nulls count as empty there.
import * as v from 'valibot';
import {
  AuthorizationInput,
  type AuthorizationValues,
  CoverageInput,
  type CoverageValues,
} from '../../../src/domain/coverage/coverage-input.ts';
import { parseId } from '../shared/ids.ts';
import { parseArg, parseInput } from '../shared/input.ts';

const VersionArg = v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(1, 'must be at least 1'));

/** A GraphQL input object without its null fields (an omitted field and a null one read alike). */
const withoutNulls = (input: unknown): unknown =>
  typeof input === 'object' && input !== null && !Array.isArray(input)
    ? Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null))
    : input;

export const parseVersion = (versionId: unknown): number => parseArg(VersionArg, 'versionId', versionId);

export const parseCoverageInput = (input: unknown): CoverageValues => {
  const values = parseInput(CoverageInput, withoutNulls(input));
  return { ...values, insurerId: parseId(values.insurerId, 'insurerId') };
};

export const parseAuthorizationInput = (input: unknown): AuthorizationValues => {
  const values = parseInput(AuthorizationInput, withoutNulls(input));
  return { ...values, coverageId: parseId(values.coverageId, 'coverageId') };
};

const TermArg = v.pipe(v.string(), v.trim(), v.maxLength(200, 'must be at most 200 characters'));
const StateArg = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'must be a state code'));

/** The insurer picker's filters: a name fragment and a state code, both optional. */
export function parseInsurerFilter(args: { term?: string | null | undefined; state?: string | null | undefined }): {
  term: string;
  state: string | null;
} {
  return {
    term: args.term ? parseArg(TermArg, 'term', args.term) : '',
    state: args.state ? parseArg(StateArg, 'state', args.state) : null,
  };
}
