// User administration (SPEC §2 Users, §4 Users: create, update, reinvite, password reset,
// deactivate, reactivate; §7 user calls): every operation needs 'security' (operation-permissions.ts),
// parses its input with the form's own schema, and writes its change and its admin_audit row in one
// transaction; invitation mail goes out once that has committed. Who may grant what is the one rule
// of src/domain/administration/grant-rule.ts (DESIGN §5 'Access is granted in one place'): only an
// administrator acts on an administrator, nobody changes their own access, nobody grants a role,
// permission, market, job function or practitioner they do not hold. An update is made against the
// version the form read (CONFLICT when another change came first: a stale form would otherwise
// restore a grant just revoked). The app_user row and its
// credentials are identity's (server/modules/identity); this module depends on it, never the
// reverse. Job functions: notifications/job-function-service.ts.
import { randomBytes, randomUUID } from 'node:crypto';
import type { SessionUser } from '../../../src/domain/access.ts';
import { actingOnRefusal, userGrantChanges } from '../../../src/domain/administration/grant-rule.ts';
import { SELF_DEACTIVATE_MESSAGE, type UserValues } from '../../../src/domain/administration/user-input.ts';
import { ERROR_CODES } from '../../../src/domain/errors.ts';
import { authorize, type GuardedOperation } from '../../auth/authorize.ts';
import { hashSecret } from '../../auth/passwords.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, badInput, notFound, unauthenticated } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { appUserRepository, toSessionUser, type UserRow } from '../identity/app-user-repository.ts';
import { endUserSessions } from '../identity/sessions.ts';
import type { UserView } from '../identity/user-views.ts';
import { readAccountSettings } from '../settings/settings-service.ts';
import { adminAuditRepository } from '../shared/admin-audit-repository.ts';
import { parseId } from '../shared/ids.ts';
import { parseVersionId } from '../shared/input.ts';
import { conflict, isUniqueViolation } from '../shared/mutation-runner.ts';
import { type PageArgs, pagedList } from '../shared/paging.ts';
import { assertMayGrant, grantError } from '../shared/patient-access-grants.ts';
import { createInvitationService, type PendingInvitation } from './invitation-service.ts';
import type { InvitationPurpose } from './invitation-status.ts';
import { parseUserInput, parseUserListFilter, type UserListArgs } from './user-input.ts';
import { checkUserOrganizations } from './user-organizations.ts';
import { linkedPractitioner, PRACTITIONER_MESSAGES } from './user-practitioner.ts';
import { type UserProfile, userRepository } from './user-repository.ts';
import { readUserOrganizations, toAdminUserView, toUserAuditRecord } from './user-views.ts';

export const USER_MESSAGES = {
  duplicateEmail: 'A user with this e-mail already exists.',
  emailFixed: 'The e-mail cannot be changed.',
  selfDeactivate: SELF_DEACTIVATE_MESSAGE,
  inactive: 'This user is inactive. Reactivate the account first.',
  mailFailed: 'The change is saved, but the e-mail with the link could not be sent. Use Re-send invitation or Reset password to try again.',
} as const;

export interface UserServiceOptions {
  /** PUBLIC_URL: the address users reach, for the links in invitation mail (never a request's Host header). */
  publicUrl?: string | undefined;
}

/** Without PUBLIC_URL (a script, a test), links point at the default local server. */
const DEFAULT_ORIGIN = 'http://localhost:3000';

const profileOf = (values: UserValues, practitionerId: string | null): UserProfile => ({
  givenName: values.givenName,
  familyName: values.familyName,
  userType: values.userType,
  phone: values.phone || null,
  state: values.state || null,
  roles: values.roles,
  permissions: values.permissions,
  jobFunctions: values.jobFunctions,
  legalEntityIds: values.legalEntityIds,
  payerIds: values.payerIds,
  markets: values.markets,
  practitionerId,
});

const duplicateEmail = () => badInput(USER_MESSAGES.duplicateEmail, 'user.email');

export function createUserService(db: Database, mailer: Mailer, options: UserServiceOptions = {}) {
  const invitations = createInvitationService(db, mailer);
  const linkBase = options.publicUrl ?? DEFAULT_ORIGIN;

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

  const audit = (tx: Executor, actor: SessionUser, action: string, id: string, before: UserRow | null, after: UserRow | null, now: Date) =>
    adminAuditRepository.record(
      tx,
      actor,
      {
        entityType: 'User',
        entityId: id,
        action,
        before: before ? toUserAuditRecord(before) : null,
        after: after ? toUserAuditRecord(after) : null,
      },
      now,
    );

  /** Views of rows, with every row's organizations read at once. */
  async function viewsOf(rows: readonly UserRow[], now: Date): Promise<UserView[]> {
    const [rules, organizations] = await Promise.all([readAccountSettings(db), readUserOrganizations(db, rows)]);
    return rows.map((row) => toAdminUserView(row, rules, now, organizations));
  }

  async function existing(tx: Executor, id: string): Promise<UserRow> {
    const row = await appUserRepository.byId(tx, id);
    if (!row) throw notFound('User');
    return row;
  }

  /**
   * The administrator's own row and the changed user's (if any), read under lock: the change goes
   * through only if the administrator is, at that moment, still active and still allowed
   * `operation` (their token was checked before the wait), and it is judged by the rights they hold
   * now. Two administrators deactivating or demoting each other at once: the second waits for the
   * first and is refused, so one always keeps the access to undo it.
   */
  async function actingUnderLock(tx: Executor, admin: SessionUser, operation: GuardedOperation, id: string = admin.id) {
    const rows = await userRepository.lockPair(tx, admin.id, id);
    const actor = rows.find((row) => row.id === admin.id);
    if (actor?.status !== 'active') throw unauthenticated();
    const acting = authorize(toSessionUser(actor), operation);
    const target = rows.find((row) => row.id === id);
    if (!target) throw notFound('User');
    // Only an administrator acts on an administrator (grant-rule.ts): no change, link or status.
    const refusal = actingOnRefusal(acting, target);
    if (refusal) throw grantError(refusal);
    return { acting, target };
  }

  async function setStatus(user: SessionUser | null, id: string, status: 'active' | 'inactive'): Promise<string> {
    const operation = status === 'inactive' ? 'Mutation.deactivateUser' : 'Mutation.reactivateUser';
    const admin = authorize(user, operation);
    const target = parseId(id);
    if (status === 'inactive' && target === admin.id) throw badInput(USER_MESSAGES.selfDeactivate, 'id');
    const now = new Date();
    const row = await db.transaction(async (tx) => {
      const { target: before } = await actingUnderLock(tx, admin, operation, target);
      const updated = await userRepository.setStatus(tx, target, status, now);
      // A deactivated user's sessions end with it: every access token is refused from the next
      // request (and over open sockets from the next event), and no refresh token renews them.
      if (status === 'inactive') await endUserSessions(tx, target, 'deactivated', now);
      await audit(tx, admin, status === 'inactive' ? 'deactivate' : 'reactivate', target, before, updated, now);
      return updated;
    });
    if (!row) throw notFound('User');
    return row.id;
  }

  /** A new invitation or reset link (the older ones stop working), mailed after the commit. */
  async function sendLink(user: SessionUser | null, id: string, purpose: InvitationPurpose): Promise<string> {
    const operation = purpose === 'invite' ? 'Mutation.reinviteUser' : 'Mutation.resetUserPassword';
    const admin = authorize(user, operation);
    const target = parseId(id);
    const now = new Date();
    const pending = await db.transaction(async (tx) => {
      const { target: before } = await actingUnderLock(tx, admin, operation, target);
      if (before.status !== 'active') throw badInput(USER_MESSAGES.inactive, 'id');
      const link = await invitations.issue(tx, before, purpose, now);
      const after = await userRepository.setInvitedAt(tx, target, now);
      await audit(tx, admin, purpose === 'invite' ? 'reinvite' : 'reset-password', target, before, after, now);
      return link;
    });
    await mailLink(pending);
    return target;
  }

  return {
    async me(user: SessionUser | null): Promise<UserView> {
      const me = authorize(user, 'Query.me');
      const [view] = await viewsOf([await existing(db, me.id)], new Date());
      if (!view) throw notFound('User');
      return view;
    },

    async get(user: SessionUser | null, id: string): Promise<UserView | null> {
      authorize(user, 'Query.User');
      const row = await appUserRepository.byId(db, parseId(id));
      return row ? ((await viewsOf([row], new Date()))[0] ?? null) : null;
    },

    /** SPEC §7 UserList: every filter, 25 a page, by family then given name. */
    async list(user: SessionUser | null, args: PageArgs & UserListArgs) {
      authorize(user, 'Query.UserList');
      const now = new Date();
      return pagedList(
        args,
        async (page) => {
          const { rows, totalCount } = await userRepository.list(db, parseUserListFilter(args), page);
          return { rows: await viewsOf(rows, now), totalCount };
        },
        (view) => view,
      );
    },

    /** createUser: the account (no usable password yet) and an invitation link mailed to it. */
    async create(user: SessionUser | null, input: unknown): Promise<string> {
      const admin = authorize(user, 'Mutation.createUser');
      const values = parseUserInput(input);
      if (await appUserRepository.byEmail(db, values.email)) throw duplicateEmail();
      const now = new Date();
      // Nobody knows this password: the user sets their own through the link.
      const passwordHash = await hashSecret(randomBytes(32).toString('base64url'));
      let created: { id: string; link: PendingInvitation };
      try {
        created = await db.transaction(async (tx) => {
          const { acting } = await actingUnderLock(tx, admin, 'Mutation.createUser');
          await assertMayGrant(tx, acting, { id: null, roles: [] }, userGrantChanges(null, values));
          await checkUserOrganizations(tx, values);
          const practitionerId = await linkedPractitioner(tx, values, null, { actor: acting, now });
          const row = await userRepository.create(
            tx,
            { id: randomUUID(), email: values.email, passwordHash, ...profileOf(values, practitionerId) },
            now,
          );
          const link = await invitations.issue(tx, row, 'invite', now);
          await audit(tx, admin, 'create', row.id, null, row, now);
          return { id: row.id, link };
        });
      } catch (error) {
        // Two creates of one address at once: the unique index refuses the second.
        if (isUniqueViolation(error)) throw duplicateEmail();
        throw error;
      }
      await mailLink(created.link);
      return created.id;
    },

    /**
     * updateUser: everything but the e-mail (the sign-in name), against the version the form read;
     * nobody changes their own access (an administrator keeps their own 'security').
     */
    async update(user: SessionUser | null, id: string, versionId: number, input: unknown): Promise<string> {
      const admin = authorize(user, 'Mutation.updateUser');
      const target = parseId(id);
      const version = parseVersionId(versionId);
      const values = parseUserInput(input);
      const now = new Date();
      await db.transaction(async (tx) => {
        const { acting, target: before } = await actingUnderLock(tx, admin, 'Mutation.updateUser', target);
        if (before.version !== version) throw conflict({ currentVersion: before.version });
        if (values.email.toLowerCase() !== before.email.toLowerCase()) throw badInput(USER_MESSAGES.emailFixed, 'user.email');
        // An inactive user is only reactivated (then changed): a change would wait, unseen, for that.
        if (before.status !== 'active') throw badInput(USER_MESSAGES.inactive, 'id');
        await assertMayGrant(tx, acting, { id: target, roles: before.roles }, userGrantChanges(before, values));
        // A second practitioner would leave the first one orphaned.
        if (values.createPractitioner && before.practitionerId) throw badInput(PRACTITIONER_MESSAGES.linked, 'user.createPractitioner');
        await checkUserOrganizations(tx, values);
        const practitionerId = await linkedPractitioner(tx, values, target, { actor: acting, now });
        const after = await userRepository.update(tx, target, profileOf(values, practitionerId));
        await audit(tx, admin, 'update', target, before, after, now);
      });
      return target;
    },

    reinvite: (user: SessionUser | null, id: string) => sendLink(user, id, 'invite'),
    resetPassword: (user: SessionUser | null, id: string) => sendLink(user, id, 'reset'),
    deactivate: (user: SessionUser | null, id: string) => setStatus(user, id, 'inactive'),
    reactivate: (user: SessionUser | null, id: string) => setStatus(user, id, 'active'),

    invitationStatus: invitations.status,
    acceptInvitation: invitations.accept,
  };
}

export type UserService = ReturnType<typeof createUserService>;
