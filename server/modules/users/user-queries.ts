// User administration's reads (SPEC §2 Users, §7 User, UserList) and the caller's own account
// (me), declared in the write pipeline's shape (DESIGN §5): the operation, the input, the user and
// its rule, then the read. InvitationStatus stays in invitation-service.ts: it is public, proven
// by the mailed token, not by a caller the reader authorizes.
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { UserRow } from '../identity/app-user-repository.ts';
import type { UserView } from '../identity/user-views.ts';
import { readAccountSettings } from '../settings/settings-service.ts';
import { parseId } from '../shared/ids.ts';
import { type PageArgs, pagedList, parsePage } from '../shared/paging.ts';
import { defineQuery } from '../shared/write-pipeline.ts';
import { noTarget } from '../shared/write-targets.ts';
import { parseUserListFilter, type UserListArgs, type UserListFilter } from './user-input.ts';
import { ownAccount, userToRead } from './user-read-targets.ts';
import { userRepository } from './user-repository.ts';
import { readUserOrganizations, toAdminUserView } from './user-views.ts';

/** Views of rows, with every row's organizations read at once. */
async function viewsOf(db: Executor, rows: readonly UserRow[], now: Date): Promise<UserView[]> {
  const [rules, organizations] = await Promise.all([readAccountSettings(db), readUserOrganizations(db, rows)]);
  return rows.map((row) => toAdminUserView(row, rules, now, organizations));
}

export const userQueries = {
  me: defineQuery({
    operation: 'Query.me',
    input: () => null,
    target: ownAccount,
    read: async ({ db, target }) => {
      const [view] = await viewsOf(db, [target], new Date());
      if (!view) throw notFound('User');
      return view;
    },
  }),

  user: defineQuery({
    operation: 'Query.User',
    input: (raw: unknown) => ({ id: parseId(raw as string) }),
    target: userToRead,
    read: async ({ db, target }) => (target ? ((await viewsOf(db, [target], new Date()))[0] ?? null) : null),
  }),

  /** SPEC §7 UserList: every filter, 25 a page, by family then given name. */
  list: defineQuery({
    operation: 'Query.UserList',
    input: (raw: unknown): { page: PageArgs; filter: UserListFilter } => {
      const args = raw as PageArgs & UserListArgs;
      // The page is checked before the filters, as the list always has (pagedList reads it again).
      parsePage(args);
      return { page: args, filter: parseUserListFilter(args) };
    },
    target: noTarget,
    read: ({ db, input }) => {
      const now = new Date();
      return pagedList(
        input.page,
        async (page) => {
          const { rows, totalCount } = await userRepository.list(db, input.filter, page);
          return { rows: await viewsOf(db, rows, now), totalCount };
        },
        (view) => view,
      );
    },
  }),
};
