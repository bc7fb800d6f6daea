import { JOB_FUNCTION_TITLES, type JobFunction, type SessionUser } from '../../../src/domain/access.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { badInput, notFound } from '../../errors.ts';
import { type AccountRules, type AccountStatus, accountStatus } from '../account/account-status.ts';
import { endUserSessions } from '../auth/sessions.ts';
import { readAccountSettings } from '../settings/settings-service.ts';
import { parseId } from '../shared/ids.ts';
import { connection, parsePage, parseTerm } from '../shared/paging.ts';
import { type UserRow, userRepository } from './user-repository.ts';

export interface UserView {
  id: string;
  email: string;
  givenName: string;
  familyName: string;
  name: string;
  status: string;
  userType: string;
  roles: string[];
  permissions: string[];
  jobFunctions: { code: string; title: string }[];
  practitionerId: string | null;
  hasPin: boolean;
  lastLoggedIn: string | null;
  statusUpdatedDate: string;
  phone: string | null;
  state: string | null;
  userPinModifiedOn: string | null;
  account: AccountStatus;
}

const jobFunction = (code: string) => ({ code, title: JOB_FUNCTION_TITLES[code as JobFunction] ?? code });

/** The User of the GraphQL schema; `account` needs the account settings (one read per call). */
export const toUserView = (u: UserRow, rules: AccountRules, now: Date): UserView => ({
  id: u.id,
  email: u.email,
  givenName: u.givenName,
  familyName: u.familyName,
  name: `${u.givenName} ${u.familyName}`,
  status: u.status,
  userType: u.userType,
  roles: u.roles,
  permissions: u.permissions,
  jobFunctions: u.jobFunctions.map(jobFunction),
  practitionerId: u.practitionerId,
  hasPin: u.pinHash !== null,
  lastLoggedIn: u.lastLoggedIn?.toISOString() ?? null,
  statusUpdatedDate: u.statusUpdatedDate.toISOString(),
  phone: u.phone,
  state: u.state,
  userPinModifiedOn: u.pinModifiedOn?.toISOString() ?? null,
  account: accountStatus(u, rules, now),
});

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
  const view = async (rows: readonly UserRow[]): Promise<UserView[]> => {
    const rules = await readAccountSettings(db);
    const now = new Date();
    return rows.map((row) => toUserView(row, rules, now));
  };

  return {
    async me(user: SessionUser | null): Promise<UserView> {
      const me = authorize(user, 'Query.me');
      const row = await userRepository.byId(db, me.id);
      if (!row) throw notFound('User');
      return toUserView(row, await readAccountSettings(db), new Date());
    },
    async get(user: SessionUser | null, id: string): Promise<UserView | null> {
      authorize(user, 'Query.User');
      const row = await userRepository.byId(db, parseId(id));
      return row ? toUserView(row, await readAccountSettings(db), new Date()) : null;
    },
    async list(
      user: SessionUser | null,
      args: {
        term?: string | null | undefined;
        active?: boolean | null | undefined;
        first?: number | null | undefined;
        after?: string | null | undefined;
      },
    ) {
      authorize(user, 'Query.UserList');
      const { offset, limit } = parsePage(args);
      const { rows, totalCount } = await userRepository.list(db, {
        term: parseTerm(args.term),
        active: args.active ?? null,
        offset,
        limit,
      });
      return connection(await view(rows), offset, totalCount);
    },
    jobFunctions(user: SessionUser | null) {
      authorize(user, 'Query.GetJobFunctions');
      return Object.keys(JOB_FUNCTION_TITLES).map(jobFunction);
    },
    deactivate: (user: SessionUser | null, id: string) => setStatus(authorize(user, 'Mutation.deactivateUser'), id, 'inactive'),
    reactivate: (user: SessionUser | null, id: string) => setStatus(authorize(user, 'Mutation.reactivateUser'), id, 'active'),
  };
}

export type UserService = ReturnType<typeof createUserService>;
