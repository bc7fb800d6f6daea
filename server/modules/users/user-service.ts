// User administration (SPEC §2 Users, §4 Users: create, update, reinvite, password reset,
// deactivate, reactivate; §7 user calls): the reads declared in user-queries.ts and run by the
// one reader, and the writes declared in user-operations.ts and run by the write pipeline (DESIGN
// §5: the grant rule, the locked rows of the administrator and the user, the version, the
// admin_audit row, all in one transaction). Invitation mail goes out once that has committed.
// The app_user row and its credentials are identity's (server/modules/identity); this module
// depends on it, never the reverse. Job functions: notifications/job-function-service.ts.
import type { SessionUser } from '../../../src/domain/access.ts';
import { ERROR_CODES } from '../../../src/domain/errors.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { UserRow } from '../identity/app-user-repository.ts';
import type { UserView } from '../identity/user-views.ts';
import { isUniqueViolation } from '../shared/mutation-runner.ts';
import type { PageArgs } from '../shared/paging.ts';
import { createReader, type WritePipeline } from '../shared/write-pipeline.ts';
import { createInvitationService, type PendingInvitation } from './invitation-service.ts';
import type { UserListArgs } from './user-input.ts';
import { duplicateEmail, USER_MESSAGES, userWrites } from './user-operations.ts';
import { userQueries } from './user-queries.ts';

export { USER_MESSAGES } from './user-operations.ts';

export interface UserServiceOptions {
  /** PUBLIC_URL: the address users reach, for the links in invitation mail (never a request's Host header). */
  publicUrl?: string | undefined;
}

/** Without PUBLIC_URL (a script, a test), links point at the default local server. */
const DEFAULT_ORIGIN = 'http://localhost:3000';

export function createUserService(db: Database, mailer: Mailer, pipeline: WritePipeline, options: UserServiceOptions = {}) {
  const invitations = createInvitationService(db, mailer);
  const linkBase = options.publicUrl ?? DEFAULT_ORIGIN;
  const reader = createReader(db);

  /**
   * Mails a link after its commit. The account change stands when the mail server fails: the
   * administrator is told to send a new link (the one issued is unusable without its mail).
   */
  async function mailLink(link: PendingInvitation): Promise<void> {
    try {
      await invitations.send(link, linkBase);
    } catch {
      throw new AppError(ERROR_CODES.INTERNAL, USER_MESSAGES.mailFailed);
    }
  }

  /** A new invitation or reset link (the older ones stop working), mailed after the commit. */
  async function sendLink(user: SessionUser | null, id: string, declaration: typeof userWrites.reinviteUser): Promise<string> {
    const { after, link } = await pipeline.run(declaration, user, { id });
    await mailLink(link);
    return after.id;
  }

  const setStatus = async (user: SessionUser | null, id: string, declaration: typeof userWrites.deactivateUser): Promise<string> =>
    (await pipeline.run(declaration, user, { id })).id;

  return {
    me: (user: SessionUser | null): Promise<UserView> => reader.run(userQueries.me, user, undefined),
    get: (user: SessionUser | null, id: string): Promise<UserView | null> => reader.run(userQueries.user, user, id),
    /** SPEC §7 UserList: every filter, 25 a page, by family then given name. */
    list: (user: SessionUser | null, args: PageArgs & UserListArgs) => reader.run(userQueries.list, user, args),

    /** createUser: the account (no usable password yet) and an invitation link mailed to it. */
    async create(user: SessionUser | null, input: unknown): Promise<string> {
      let created: { row: UserRow; link: PendingInvitation };
      try {
        created = await pipeline.run(userWrites.createUser, user, { user: input });
      } catch (error) {
        // Two creates of one address at once: the unique index refuses the second.
        if (isUniqueViolation(error)) throw duplicateEmail();
        throw error;
      }
      await mailLink(created.link);
      return created.row.id;
    },

    /**
     * updateUser: everything but the e-mail (the sign-in name), against the version the form read;
     * nobody changes their own access (an administrator keeps their own 'security').
     */
    async update(user: SessionUser | null, id: string, versionId: number, input: unknown): Promise<string> {
      return (await pipeline.run(userWrites.updateUser, user, { id, versionId, user: input })).id;
    },

    reinvite: (user: SessionUser | null, id: string) => sendLink(user, id, userWrites.reinviteUser),
    resetPassword: (user: SessionUser | null, id: string) => sendLink(user, id, userWrites.resetUserPassword),
    deactivate: (user: SessionUser | null, id: string) => setStatus(user, id, userWrites.deactivateUser),
    reactivate: (user: SessionUser | null, id: string) => setStatus(user, id, userWrites.reactivateUser),

    invitationStatus: invitations.status,
    acceptInvitation: invitations.accept,
  };
}

export type UserService = ReturnType<typeof createUserService>;
