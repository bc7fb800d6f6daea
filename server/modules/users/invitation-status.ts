// What an invitation link can still do (InvitationStatus, acceptInvitation): a pure rule over the
// stored invitation, so the page that opens the link and the mutation that uses it agree.
import { MESSAGES } from '../../../src/domain/messages.ts';

/** An invitation (first password) lasts 7 days; a password-reset link 1 day. */
export const INVITATION_VALID_MS = { invite: 7 * 86_400_000, reset: 86_400_000 } as const;

export type InvitationPurpose = keyof typeof INVITATION_VALID_MS;

export const INVITATION_MESSAGES = {
  unknown: 'This link is not valid. Ask your administrator for a new invitation.',
  used: 'This link has already been used. Sign in with your password.',
  replaced: 'A newer link has been sent. Use the link in the latest e-mail.',
  expired: 'This link has expired. Ask your administrator for a new invitation.',
  inactive: MESSAGES.accountInactive,
} as const;

export interface StoredInvitation {
  purpose: InvitationPurpose;
  expiresAt: Date;
  consumedAt: Date | null;
  revokedAt: Date | null;
}

export type InvitationState = { valid: true; purpose: InvitationPurpose } | { valid: false; message: string };

/** Whether the link works now: null `invitation` is an unknown token; `userActive` is its user's status. */
export function invitationState(invitation: StoredInvitation | null, userActive: boolean, now: Date): InvitationState {
  if (!invitation) return { valid: false, message: INVITATION_MESSAGES.unknown };
  if (invitation.consumedAt) return { valid: false, message: INVITATION_MESSAGES.used };
  if (invitation.revokedAt) return { valid: false, message: INVITATION_MESSAGES.replaced };
  if (invitation.expiresAt.getTime() <= now.getTime()) return { valid: false, message: INVITATION_MESSAGES.expired };
  if (!userActive) return { valid: false, message: INVITATION_MESSAGES.inactive };
  return { valid: true, purpose: invitation.purpose };
}
