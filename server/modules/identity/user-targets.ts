// The targets of the declared writes on app_user rows (shared/write-pipeline.ts WriteTarget):
// the caller's own account ('self': a password, a PIN, a verification code) and a user an
// administrator acts on ('user': SPEC §4 Users, the PIN reset). The second is where the grant
// rule's first part is kept (DESIGN §5 'Access is granted in one place';
// src/domain/administration/grant-rule.ts): the actor's and the user's rows are locked in id order,
// the actor is judged as their row is at that moment (still active, still allowed the operation:
// their token was checked before the wait), and only an administrator acts on an administrator.
// Two administrators deactivating or demoting each other at once: the second waits for the first
// and is refused, so one always keeps the access to undo it. What the change grants is judged by
// the write itself (shared/patient-access-grants.ts assertMayGrant), with `acting`.
import type { SessionUser } from '../../../src/domain/access.ts';
import { actingOnRefusal } from '../../../src/domain/administration/grant-rule.ts';
import { CODE_MESSAGES } from '../../../src/domain/security/pin.ts';
import { authorize, type GuardedOperation } from '../../auth/authorize.ts';
import type { Executor } from '../../db/client.ts';
import { badInput, notFound, unauthenticated } from '../../errors.ts';
import { grantError } from '../shared/patient-access-grants.ts';
import type { WriteTarget } from '../shared/write-pipeline.ts';
import { appUserRepository, toSessionUser, type UserRow } from './app-user-repository.ts';

/** The caller's own account row, locked for the write (NOT_FOUND when it is gone). */
export const signedInUser: WriteTarget<unknown, UserRow> = {
  kind: 'self',
  async resolve(tx, me) {
    const row = await appUserRepository.byId(tx, me.id, { forUpdate: true });
    if (!row) throw notFound('User');
    return row;
  },
};

/** Verification codes are for company users only (SPEC §5: internal users prove their mailbox). */
export function assertInternal(me: SessionUser): void {
  if (me.userType !== 'internal') throw badInput(CODE_MESSAGES.externalUser);
}

/** The caller's own account, when they are a company user (the PIN's verification codes). */
export const signedInInternalUser: WriteTarget<unknown, UserRow> = {
  kind: 'self',
  async resolve(tx, me, input) {
    assertInternal(me);
    return signedInUser.resolve(tx, me, input);
  },
};

export interface Acting {
  /** The actor as their row is now: the rights a grant is judged by. */
  acting: SessionUser;
}

export interface ActingOnUser extends Acting {
  /** The user acted on, as their row is now (locked); their version is the row's. */
  user: UserRow;
}

/** Which user a write acts on: by id, or by e-mail (resetUserPin names the user by e-mail). */
export type UserKey = { id: string } | { email: string };

/** Both rows locked in id order; the actor still active and allowed `operation`; the target found and not refused by rule 1. */
async function lockActing(tx: Executor, me: SessionUser, operation: GuardedOperation, targetId: string): Promise<ActingOnUser> {
  const rows = await appUserRepository.lockPair(tx, me.id, targetId);
  const actor = rows.find((row) => row.id === me.id);
  if (actor?.status !== 'active') throw unauthenticated();
  const acting = authorize(toSessionUser(actor), operation);
  const user = rows.find((row) => row.id === targetId);
  if (!user) throw notFound('User');
  // Only an administrator acts on an administrator (grant-rule.ts): no change, link, status or PIN.
  const refusal = actingOnRefusal(acting, user);
  if (refusal) throw grantError(refusal);
  return { acting, user };
}

/** A user administration write on an existing user (kind 'user'), under the lock and rule above. */
export function userActedOn<I>(operation: GuardedOperation, keyOf: (input: I) => UserKey): WriteTarget<I, ActingOnUser> {
  return {
    kind: 'user',
    async resolve(tx, me, input) {
      const key = keyOf(input);
      let id: string;
      if ('id' in key) id = key.id;
      else {
        const found = await appUserRepository.byEmail(tx, key.email);
        if (!found) throw notFound('User');
        id = found.id;
      }
      return lockActing(tx, me, operation, id);
    },
    versionOf: (target) => target.user.version,
  };
}

/** A write that makes a user (createUser): the actor's own row locked and judged as above. */
export function actingAdministrator(operation: GuardedOperation): WriteTarget<unknown, Acting> {
  return {
    kind: 'user',
    resolve: async (tx, me) => ({ acting: (await lockActing(tx, me, operation, me.id)).acting }),
  };
}
