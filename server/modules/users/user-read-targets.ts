// The users a read is of (shared/write-pipeline.ts QueryDeclaration): the caller's own account
// (Query.me) and one user by id (Query.User). Read without a lock: a read is not in a write's
// transaction. Whoever holds 'security' reads every user (SPEC §2 Users), so the rule is the
// operation's; a user that is not there is NOT_FOUND for the caller's own, null for User(id).

import { notFound } from '../../errors.ts';
import { appUserRepository, type UserRow } from '../identity/app-user-repository.ts';
import type { WriteTarget } from '../shared/write-pipeline.ts';

/** The caller's own account row (NOT_FOUND when it is gone). */
export const ownAccount: WriteTarget<unknown, UserRow> = {
  kind: 'self',
  async resolve(db, me) {
    const row = await appUserRepository.byId(db, me.id);
    if (!row) throw notFound('User');
    return row;
  },
};

/** The user of an id, or null when there is none (User(id) answers null). */
export const userToRead: WriteTarget<{ id: string }, UserRow | null> = {
  kind: 'user',
  resolve: (db, _me, { id }) => appUserRepository.byId(db, id),
};
