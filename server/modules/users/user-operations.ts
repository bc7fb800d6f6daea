// User administration's writes (SPEC §2 Users, §4 Users: create, update, reinvite, password
// reset, deactivate, reactivate), declared once for the write pipeline (DESIGN §5). Every one
// needs 'security' (operation-permissions.ts) and acts as a user target (identity/user-targets.ts):
// the administrator's row and the changed user's locked in id order, the administrator judged as
// their row is now, and only an administrator acts on an administrator. What a create or an
// update grants goes through the one grant rule (src/domain/administration/grant-rule.ts, DESIGN §5
// 'Access is granted in one place'): nobody changes their own access, nobody grants a role,
// permission, market, job function or practitioner they do not hold. An update is made against
// the version the form read (CONFLICT when another change came first: a stale form would
// otherwise restore a grant just revoked). Each writes its admin_audit row in the same
// transaction; a link (invitation, reset) is stored here and mailed by user-service.ts once the
// transaction has committed.
import { randomBytes, randomUUID } from 'node:crypto';
import { userGrantChanges } from '../../../src/domain/administration/grant-rule.ts';
import { SELF_DEACTIVATE_MESSAGE, type UserValues } from '../../../src/domain/administration/user-input.ts';
import { hashSecret } from '../../auth/passwords.ts';
import { badInput, notFound } from '../../errors.ts';
import { appUserRepository, type UserRow } from '../identity/app-user-repository.ts';
import { endUserSessions } from '../identity/sessions.ts';
import { actingAdministrator, userActedOn } from '../identity/user-targets.ts';
import type { AuditEntry } from '../shared/admin-audit-repository.ts';
import { parseId } from '../shared/ids.ts';
import { parseVersionId } from '../shared/input.ts';
import { assertMayGrant } from '../shared/patient-access-grants.ts';
import { defineWrite } from '../shared/write-pipeline.ts';
import { issueInvitation } from './invitation-service.ts';
import type { InvitationPurpose } from './invitation-status.ts';
import { parseUserInput } from './user-input.ts';
import { checkUserOrganizations } from './user-organizations.ts';
import { linkedPractitioner, PRACTITIONER_MESSAGES } from './user-practitioner.ts';
import { type UserProfile, userRepository } from './user-repository.ts';
import { toUserAuditRecord } from './user-views.ts';

export const USER_MESSAGES = {
  duplicateEmail: 'A user with this e-mail already exists.',
  emailFixed: 'The e-mail cannot be changed.',
  selfDeactivate: SELF_DEACTIVATE_MESSAGE,
  inactive: 'This user is inactive. Reactivate the account first.',
  mailFailed: 'The change is saved, but the e-mail with the link could not be sent. Use Re-send invitation or Reset password to try again.',
} as const;

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

export const duplicateEmail = () => badInput(USER_MESSAGES.duplicateEmail, 'user.email');

/** The admin_audit row of a change of a user (no secrets: user-views.ts toUserAuditRecord). */
const userAudit = (action: string, id: string, before: UserRow | null, after: UserRow | null): AuditEntry => ({
  entityType: 'User',
  entityId: id,
  action,
  before: before ? toUserAuditRecord(before) : null,
  after: after ? toUserAuditRecord(after) : null,
});

const byId = (raw: unknown) => ({ id: parseId((raw as { id: string }).id) });
const theUser = (i: { id: string }) => ({ id: i.id });

/** deactivateUser / reactivateUser: a deactivated user's sessions end with it. */
const setStatus = (operation: 'Mutation.deactivateUser' | 'Mutation.reactivateUser', status: 'active' | 'inactive') =>
  defineWrite({
    operation,
    input: byId,
    target: userActedOn(operation, theUser),
    apply: async ({ tx, me, now, input: { id } }) => {
      if (status === 'inactive' && id === me.id) throw badInput(USER_MESSAGES.selfDeactivate, 'id');
      const updated = await userRepository.setStatus(tx, id, status, now);
      if (!updated) throw notFound('User');
      // A deactivated user's sessions end with it: every access token is refused from the next
      // request (and over open sockets from the next event), and no refresh token renews them.
      if (status === 'inactive') await endUserSessions(tx, id, 'deactivated', now);
      return updated;
    },
    audit: ({ target: { user } }, updated) => userAudit(status === 'inactive' ? 'deactivate' : 'reactivate', user.id, user, updated),
  });

/** reinviteUser / resetUserPassword: a new link (the older ones stop working), mailed after the commit. */
const sendLink = (operation: 'Mutation.reinviteUser' | 'Mutation.resetUserPassword', purpose: InvitationPurpose) =>
  defineWrite({
    operation,
    input: byId,
    target: userActedOn(operation, theUser),
    apply: async ({ tx, now, input: { id }, target: { user } }) => {
      if (user.status !== 'active') throw badInput(USER_MESSAGES.inactive, 'id');
      const link = await issueInvitation(tx, user, purpose, now);
      const after = await userRepository.setInvitedAt(tx, id, now);
      if (!after) throw notFound('User');
      return { after, link };
    },
    audit: ({ target: { user } }, { after }) => userAudit(purpose === 'invite' ? 'reinvite' : 'reset-password', user.id, user, after),
  });

export const userWrites = {
  /** The account (no usable password yet) and an invitation link to mail. */
  createUser: defineWrite({
    operation: 'Mutation.createUser',
    input: (raw: unknown) => ({ values: parseUserInput((raw as { user: unknown }).user), passwordHash: '' }),
    // The password hash, made here: nobody knows this password (the user sets their own through
    // the link). Hashed before the transaction, so no lock waits for argon2.
    prepare: async (_me, input) => ({ ...input, passwordHash: await hashSecret(randomBytes(32).toString('base64url')) }),
    target: actingAdministrator('Mutation.createUser'),
    apply: async ({ tx, now, input: { values, passwordHash }, target: { acting } }) => {
      // Two creates of one address at once: the unique index refuses the second (user-service.ts).
      if (await appUserRepository.byEmail(tx, values.email)) throw duplicateEmail();
      await assertMayGrant(tx, acting, { id: null, roles: [] }, userGrantChanges(null, values));
      await checkUserOrganizations(tx, values);
      const practitionerId = await linkedPractitioner(tx, values, null, { actor: acting, now });
      const row = await userRepository.create(
        tx,
        { id: randomUUID(), email: values.email, passwordHash, ...profileOf(values, practitionerId) },
        now,
      );
      const link = await issueInvitation(tx, row, 'invite', now);
      return { row, link };
    },
    audit: (_ctx, { row }) => userAudit('create', row.id, null, row),
  }),

  /**
   * Everything but the e-mail (the sign-in name), against the version the form read; nobody
   * changes their own access (an administrator keeps their own 'security').
   */
  updateUser: defineWrite({
    operation: 'Mutation.updateUser',
    input: (raw: unknown) => {
      const args = raw as { id: string; versionId: number; user: unknown };
      const id = parseId(args.id);
      const versionId = parseVersionId(args.versionId);
      return { id, versionId, values: parseUserInput(args.user) };
    },
    target: userActedOn('Mutation.updateUser', theUser),
    version: (i) => i.versionId,
    apply: async ({ tx, now, input: { id, values }, target: { acting, user: before } }) => {
      if (values.email.toLowerCase() !== before.email.toLowerCase()) throw badInput(USER_MESSAGES.emailFixed, 'user.email');
      // An inactive user is only reactivated (then changed): a change would wait, unseen, for that.
      if (before.status !== 'active') throw badInput(USER_MESSAGES.inactive, 'id');
      await assertMayGrant(tx, acting, { id, roles: before.roles }, userGrantChanges(before, values));
      // A second practitioner would leave the first one orphaned.
      if (values.createPractitioner && before.practitionerId) throw badInput(PRACTITIONER_MESSAGES.linked, 'user.createPractitioner');
      await checkUserOrganizations(tx, values);
      const practitionerId = await linkedPractitioner(tx, values, id, { actor: acting, now });
      const after = await userRepository.update(tx, id, profileOf(values, practitionerId));
      if (!after) throw notFound('User');
      return after;
    },
    audit: ({ target: { user } }, after) => userAudit('update', user.id, user, after),
  }),

  reinviteUser: sendLink('Mutation.reinviteUser', 'invite'),
  resetUserPassword: sendLink('Mutation.resetUserPassword', 'reset'),
  deactivateUser: setStatus('Mutation.deactivateUser', 'inactive'),
  reactivateUser: setStatus('Mutation.reactivateUser', 'active'),
};
