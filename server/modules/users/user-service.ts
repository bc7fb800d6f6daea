// User administration (SPEC §2 Users): the list, one user, the signed-in user (me), deactivation
// and reactivation (job functions: notifications/job-function-service.ts). The app_user row and
// its credentials are identity's (server/modules/identity); this module depends on it, never the
// reverse.
import type { SessionUser } from '../../../src/domain/access.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { badInput, notFound } from '../../errors.ts';
import { appUserRepository } from '../identity/app-user-repository.ts';
import { endUserSessions } from '../identity/sessions.ts';
import { toUserView, type UserView } from '../identity/user-views.ts';
import { readAccountSettings } from '../settings/settings-service.ts';
import { parseId } from '../shared/ids.ts';
import { type PageArgs, pagedList, parseTerm } from '../shared/paging.ts';
import { userRepository } from './user-repository.ts';

export function createUserService(db: Database) {
  async function setStatus(user: SessionUser, id: string, status: 'active' | 'inactive'): Promise<string> {
    const target = parseId(id);
    if (status === 'inactive' && target === user.id) throw badInput('You cannot deactivate your own account.', 'id');
    const now = new Date();
    const row = await db.transaction(async (tx) => {
      const updated = await userRepository.setStatus(tx, target, status, now);
      // A deactivated user's sessions end with it: every access token is refused from the next
      // request (and over open sockets from the next event), and no refresh token renews them.
      if (updated && status === 'inactive') await endUserSessions(tx, updated.id, 'deactivated', now);
      return updated;
    });
    if (!row) throw notFound('User');
    return row.id;
  }
  return {
    async me(user: SessionUser | null): Promise<UserView> {
      const me = authorize(user, 'Query.me');
      const row = await appUserRepository.byId(db, me.id);
      if (!row) throw notFound('User');
      return toUserView(row, await readAccountSettings(db), new Date());
    },
    async get(user: SessionUser | null, id: string): Promise<UserView | null> {
      authorize(user, 'Query.User');
      const row = await appUserRepository.byId(db, parseId(id));
      return row ? toUserView(row, await readAccountSettings(db), new Date()) : null;
    },
    async list(user: SessionUser | null, args: PageArgs & { term?: string | null | undefined; active?: boolean | null | undefined }) {
      authorize(user, 'Query.UserList');
      const rules = await readAccountSettings(db);
      const now = new Date();
      return pagedList(
        args,
        (page) => userRepository.list(db, { term: parseTerm(args.term), active: args.active ?? null }, page),
        (row) => toUserView(row, rules, now),
      );
    },
    deactivate: (user: SessionUser | null, id: string) => setStatus(authorize(user, 'Mutation.deactivateUser'), id, 'inactive'),
    reactivate: (user: SessionUser | null, id: string) => setStatus(authorize(user, 'Mutation.reactivateUser'), id, 'active'),
  };
}

export type UserService = ReturnType<typeof createUserService>;
