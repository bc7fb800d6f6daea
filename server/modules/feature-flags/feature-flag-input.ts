// The arguments of the flag administration (SPEC §6): a flag key, a scope and its value. A
// refusal is BAD_USER_INPUT with the SPEC §5 words on the argument. Whether a user-scoped value
// names an existing user is the service's check (it reads the database).
import { JOB_FUNCTIONS, ROLES } from '../../../src/domain/access.ts';
import { FEATURE_FLAGS, type FlagScope, isFlagScope } from '../../../src/domain/feature-flags.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import { SUPPORTED_STATES } from '../../../src/domain/time-zone.ts';
import { badInput } from '../../errors.ts';
import { isId } from '../shared/ids.ts';

/** A key of SPEC §6's flags or one the database already holds (a flag added by a later release's seed). */
export function parseFlagKey(key: string, stored: readonly string[]): string {
  const trimmed = key.trim();
  if (trimmed === '') throw badInput(MESSAGES.required, 'key');
  if (!(FEATURE_FLAGS as readonly string[]).includes(trimmed) && !stored.includes(trimmed)) throw badInput(MESSAGES.incorrectValue, 'key');
  return trimmed;
}

const SCOPE_VALUES: Readonly<Record<Exclude<FlagScope, 'user'>, readonly string[]>> = {
  market: SUPPORTED_STATES,
  jobFunction: JOB_FUNCTIONS,
  role: ROLES,
};

/** The scope and its value: a user id (a UUID), a supported state code, a job function or role code. */
export function parseFlagTarget(args: { scope: string; scopeValue: string }): { scope: FlagScope; scopeValue: string } {
  if (!isFlagScope(args.scope)) throw badInput(MESSAGES.incorrectValue, 'scope');
  const scopeValue = args.scopeValue.trim();
  if (scopeValue === '') throw badInput(MESSAGES.required, 'scopeValue');
  if (args.scope === 'user') {
    if (!isId(scopeValue)) throw badInput(MESSAGES.incorrectValue, 'scopeValue');
    return { scope: 'user', scopeValue: scopeValue.toLowerCase() };
  }
  if (!SCOPE_VALUES[args.scope].includes(scopeValue)) throw badInput(MESSAGES.incorrectValue, 'scopeValue');
  return { scope: args.scope, scopeValue };
}
