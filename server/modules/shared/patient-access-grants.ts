// The server side of 'who may grant access' (DESIGN §5 'Access is granted in one place'; the
// rule is src/domain/administration/grant-rule.ts): what an actor holds, read in the writing
// transaction, and a refusal as the error the client shows (FORBIDDEN for an administrator's
// account, else BAD_USER_INPUT on the field). User administration and the coverage screens, the
// only screens that widen patient access, call it before they write.
import type { SessionUser } from '../../../src/domain/access.ts';
import {
  type GrantActor,
  type GrantChange,
  type GrantTarget,
  grantRefusal,
  NEW_PRACTITIONER,
} from '../../../src/domain/administration/grant-rule.ts';
import { ERROR_CODES } from '../../../src/domain/errors.ts';
import type { Executor } from '../../db/client.ts';
import { AppError, badInput } from '../../errors.ts';
import { loadStateScope } from './patient-access.ts';
import { practitionerMarketsRepository } from './practitioner-markets-repository.ts';

/**
 * What `actor` holds, for judging `changes`: their roles, permissions and job functions (pass the
 * session user made from their row as it is now, not from their token), the states whose
 * patients they read, and which of the practitioners the changes add they reach.
 */
export async function loadGrantActor(tx: Executor, actor: SessionUser, changes: readonly GrantChange[]): Promise<GrantActor> {
  const states = await loadStateScope(tx, actor);
  const named = changes
    .filter((c) => c.kind === 'practitioner' || c.kind === 'leadLink')
    .flatMap((c) => c.after.filter((id) => id !== NEW_PRACTITIONER && !c.before.includes(id)));
  return {
    id: actor.id,
    roles: actor.roles,
    permissions: actor.permissions,
    jobFunctions: actor.jobFunctions,
    states: states ?? [],
    practitioners: await practitionerMarketsRepository.inStates(tx, [...new Set(named)], states),
  };
}

/** The refusal as the client's error: FORBIDDEN with its words, or BAD_USER_INPUT naming the field. */
export const grantError = (refusal: { code: 'FORBIDDEN' | 'BAD_USER_INPUT'; message: string; field: string | null }): AppError =>
  refusal.code === 'FORBIDDEN'
    ? new AppError(ERROR_CODES.FORBIDDEN, refusal.message)
    : badInput(refusal.message, refusal.field ?? undefined);

/** Throws the first refusal of `changes` by `actor` to `target`; returns when every change is allowed. */
export async function assertMayGrant(
  tx: Executor,
  actor: SessionUser,
  target: GrantTarget,
  changes: readonly GrantChange[],
): Promise<void> {
  const refusal = grantRefusal(await loadGrantActor(tx, actor, changes), target, changes);
  if (refusal) throw grantError(refusal);
}
