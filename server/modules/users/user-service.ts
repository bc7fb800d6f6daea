import { JOB_FUNCTION_TITLES, type JobFunction, type SessionUser } from '../../../src/domain/access.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { badInput, notFound } from '../../errors.ts';
import { parseId } from '../../graphql/ids.ts';
import { connection, parsePage, parseTerm } from '../../graphql/paging.ts';
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
}

const jobFunction = (code: string) => ({ code, title: JOB_FUNCTION_TITLES[code as JobFunction] ?? code });

const toView = (u: UserRow): UserView => ({
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
});

export function createUserService(db: Database) {
  async function setStatus(user: SessionUser, id: string, status: 'active' | 'inactive'): Promise<string> {
    const target = parseId(id);
    if (status === 'inactive' && target === user.id) throw badInput('You cannot deactivate your own account.', 'id');
    const row = await userRepository.setStatus(db, target, status, new Date());
    if (!row) throw notFound('User');
    return row.id;
  }

  return {
    async me(user: SessionUser | null): Promise<UserView> {
      const me = authorize(user, 'Query.me');
      const row = await userRepository.byId(db, me.id);
      if (!row) throw notFound('User');
      return toView(row);
    },
    async get(user: SessionUser | null, id: string): Promise<UserView | null> {
      authorize(user, 'Query.User');
      const row = await userRepository.byId(db, parseId(id));
      return row ? toView(row) : null;
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
      return connection(rows.map(toView), offset, totalCount);
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
