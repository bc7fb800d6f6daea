// The users area's arguments (SPEC §7 UserList filters, createUser / updateUser, the invitation
// link's token and password), parsed before anything else: BAD_USER_INPUT naming the field, in
// SPEC §5's words.
import * as v from 'valibot';
import { JOB_FUNCTIONS, type JobFunction, ROLES, type Role } from '../../../src/domain/access.ts';
import { USER_NAME_MAX, UserInput, type UserValues } from '../../../src/domain/administration/user-input.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import { SUPPORTED_STATES, type SupportedState } from '../../../src/domain/time-zone.ts';
import { badInput } from '../../errors.ts';
import { parseInput, refuseUnstorable } from '../shared/input.ts';
import { parseTerm } from '../shared/paging.ts';

type Maybe<T> = T | null | undefined;

export interface UserListArgs {
  id?: Maybe<string>;
  term?: Maybe<string>;
  active?: Maybe<boolean>;
  firstName?: Maybe<string>;
  lastName?: Maybe<string>;
  organizationId?: Maybe<string>;
  jobFunction?: Maybe<string>;
  state?: Maybe<string>;
  role?: Maybe<string>;
}

export interface UserListFilter {
  id: string | null;
  term: string | null;
  active: boolean | null;
  firstName: string | null;
  lastName: string | null;
  organizationId: string | null;
  jobFunction: JobFunction | null;
  state: SupportedState | null;
  role: Role | null;
}

/** '' or absent → null; else a value `accepts` takes, or 'This field has incorrect value'. */
const blankable = <T extends string>(accepts: (value: string) => value is T) =>
  v.pipe(
    v.nullish(v.string(MESSAGES.incorrectValue), ''),
    v.trim(),
    v.check((value) => value === '' || accepts(value), MESSAGES.incorrectValue),
    v.transform((value) => (value === '' ? null : (value as T))),
  );

const oneOf =
  <const T extends readonly string[]>(values: T) =>
  (value: string): value is T[number] =>
    values.includes(value);
const isUuid = (value: string): value is string => v.is(v.pipe(v.string(), v.uuid()), value);
const isNamePrefix = (value: string): value is string => value.length <= USER_NAME_MAX;

const ListFilters = v.object({
  id: blankable(isUuid),
  firstName: blankable(isNamePrefix),
  lastName: blankable(isNamePrefix),
  organizationId: blankable(isUuid),
  jobFunction: blankable(oneOf(JOB_FUNCTIONS)),
  state: blankable(oneOf(SUPPORTED_STATES)),
  role: blankable(oneOf(ROLES)),
});

/** SPEC §7 UserList(id, term, active, firstName, lastName, organizationId, jobFunction, state, role). */
export function parseUserListFilter(args: UserListArgs): UserListFilter {
  const filters = parseInput(ListFilters, {
    id: args.id,
    firstName: args.firstName,
    lastName: args.lastName,
    organizationId: args.organizationId,
    jobFunction: args.jobFunction,
    state: args.state,
    role: args.role,
  });
  return { ...filters, term: parseTerm(args.term), active: args.active ?? null };
}

/**
 * createUser / updateUser's `user`: the form's own schema; a refusal names 'user.<field>'. A bad
 * item of a list ('roles.0') names the list: the form shows it on the multi-select.
 */
export function parseUserInput(input: unknown): UserValues {
  // GraphQL's null for an optional field means 'not given', as the form's absent key does.
  const given =
    typeof input === 'object' && input !== null ? Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null)) : input;
  refuseUnstorable(given, 'user');
  const result = v.safeParse(UserInput, given);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = v.getDotPath(issue)?.replace(/(\.\d+)+$/, '');
  throw badInput(issue.message, path ? `user.${path}` : 'user');
}

/** A token as mailed: 43 base64url characters (32 random bytes); anything else names no invitation. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const isWellFormedToken = (token: unknown): token is string => typeof token === 'string' && TOKEN_PATTERN.test(token);
