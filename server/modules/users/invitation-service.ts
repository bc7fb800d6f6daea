// Invitation links (SPEC §4 Users: create, reinvite, password reset): a random 32-byte token is
// mailed as `${base}/invitation?token=…` and stored only as its sha256 (a stolen database holds no
// usable link). A link works once, until it expires (7 days for an invitation, 1 day for a reset),
// and a newer link of the same user revokes the older ones. Using it sets the password under the
// policy of src/domain/security/password.ts; a reset also ends every session of the user (whoever
// knew the old password is signed out).
import { createHash, randomBytes } from 'node:crypto';
import { maskEmail } from '../../../src/domain/security/masked-email.ts';
import { PASSWORD_SAME_AS_CURRENT, passwordPolicyError } from '../../../src/domain/security/password.ts';
import { authorize } from '../../auth/authorize.ts';
import { hashSecret, verifySecret } from '../../auth/passwords.ts';
import type { Database, Executor } from '../../db/client.ts';
import { badInput } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { appUserRepository, type UserRow } from '../identity/app-user-repository.ts';
import { authEventRepository } from '../identity/auth-event-repository.ts';
import { authFailureRepository } from '../identity/auth-failure-repository.ts';
import { lockKey } from '../identity/lockout.ts';
import { endUserSessions } from '../identity/sessions.ts';
import { invitationRepository } from './invitation-repository.ts';
import { INVITATION_MESSAGES, INVITATION_VALID_MS, type InvitationPurpose, invitationState } from './invitation-status.ts';
import { isWellFormedToken } from './user-input.ts';

export interface InvitationStatusView {
  valid: boolean;
  purpose: InvitationPurpose | null;
  email: string | null;
  message: string | null;
}

/** A link made inside the caller's transaction and mailed once it has committed. */
export interface PendingInvitation {
  to: string;
  givenName: string;
  purpose: InvitationPurpose;
  token: string;
}

export const INVITATION_SUBJECTS: Record<InvitationPurpose, string> = {
  invite: 'Your wound-care EMR account',
  reset: 'Reset your wound-care EMR password',
};

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const invitationLink = (base: string, token: string): string => `${base.replace(/\/+$/, '')}/invitation?token=${token}`;

function mailText(pending: PendingInvitation, link: string): string {
  if (pending.purpose === 'invite') {
    return [
      `Hello ${pending.givenName},`,
      '',
      `An account in the wound-care EMR has been created for you. Your sign-in name is ${pending.to}.`,
      '',
      'Set your password with this link (it works once, for 7 days):',
      link,
      '',
      'If you did not expect this e-mail, you can ignore it.',
    ].join('\n');
  }
  return [
    `Hello ${pending.givenName},`,
    '',
    'Your administrator has sent you a link to set a new password for the wound-care EMR.',
    'Your current password keeps working until you use it.',
    '',
    'Set a new password with this link (it works once, for 24 hours):',
    link,
    '',
    'If you did not expect this e-mail, tell your administrator.',
  ].join('\n');
}

/** A new link for `user` (revoking the older ones), stored in `tx`; mail it with send() after commit. */
export async function issueInvitation(tx: Executor, user: UserRow, purpose: InvitationPurpose, now: Date): Promise<PendingInvitation> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITATION_VALID_MS[purpose]);
  await invitationRepository.issue(tx, user.id, purpose, hashToken(token), now, expiresAt);
  return { to: user.email, givenName: user.givenName, purpose, token };
}

export function createInvitationService(db: Database, mailer: Mailer) {
  /** The invitation of a token (null for a malformed or unknown one) and its user. */
  async function find(token: unknown) {
    if (!isWellFormedToken(token)) return { invitation: null, user: null };
    const invitation = await invitationRepository.byTokenHash(db, hashToken(token));
    const user = invitation ? await appUserRepository.byId(db, invitation.userId) : null;
    return { invitation: user ? invitation : null, user };
  }

  return {
    async send(pending: PendingInvitation, base: string): Promise<void> {
      await mailer.send({
        to: pending.to,
        subject: INVITATION_SUBJECTS[pending.purpose],
        text: mailText(pending, invitationLink(base, pending.token)),
      });
    },

    /** InvitationStatus(token): public; what the link can do, for whom (masked), or why not. */
    async status(caller: Parameters<typeof authorize>[0], token: unknown, now = new Date()): Promise<InvitationStatusView> {
      authorize(caller, 'Query.InvitationStatus');
      const { invitation, user } = await find(token);
      const state = invitationState(invitation, user?.status === 'active', now);
      if (!state.valid) return { valid: false, purpose: null, email: null, message: state.message };
      return { valid: true, purpose: state.purpose, email: user ? maskEmail(user.email) : null, message: null };
    },

    /** acceptInvitation(token, password): public; the token proves the mailbox. */
    async accept(
      caller: Parameters<typeof authorize>[0],
      token: unknown,
      passwordArg: unknown,
      meta: { address?: string | null | undefined; now?: Date } = {},
    ): Promise<boolean> {
      authorize(caller, 'Mutation.acceptInvitation');
      const now = meta.now ?? new Date();
      // The policy says 'This field is required' of an empty one.
      const password = typeof passwordArg === 'string' ? passwordArg : '';
      const { invitation, user } = await find(token);
      const state = invitationState(invitation, user?.status === 'active', now);
      if (!state.valid || !invitation || !user) throw badInput(state.valid ? INVITATION_MESSAGES.unknown : state.message, 'token');
      const policy = passwordPolicyError(password, user.email);
      if (policy) throw badInput(policy, 'password');
      if (state.purpose === 'reset' && (await verifySecret(password, user.passwordHash)))
        throw badInput(PASSWORD_SAME_AS_CURRENT, 'password');
      const passwordHash = await hashSecret(password);
      await db.transaction(async (tx) => {
        if (!(await invitationRepository.consume(tx, invitation.id, now))) throw badInput(INVITATION_MESSAGES.used, 'token');
        await appUserRepository.setPassword(tx, user.id, passwordHash, now);
        // A reset: whoever knew the old password loses every session.
        if (state.purpose === 'reset') await endUserSessions(tx, user.id, 'password-reset', now);
        await authEventRepository.insert(tx, {
          // identity's event kinds have no 'invitation-accepted' yet: a first password is a password change.
          kind: state.purpose === 'reset' ? 'password-reset' : 'password-change',
          at: now,
          userId: user.id,
          email: user.email,
          address: meta.address ?? null,
          detail: state.purpose === 'reset' ? 'reset link used' : 'invitation accepted',
        });
      });
      // The owner of the mailbox may sign in at once, whatever failures came before.
      await authFailureRepository.reset(db, lockKey.account(user.email));
      return true;
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
