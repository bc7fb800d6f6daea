import { describe, expect, it } from 'vitest';
import { INVITATION_MESSAGES, INVITATION_VALID_MS, invitationState, type StoredInvitation } from './invitation-status.ts';

const now = new Date('2026-03-10T12:00:00Z');
const open = (purpose: StoredInvitation['purpose'] = 'invite'): StoredInvitation => ({
  purpose,
  expiresAt: new Date(now.getTime() + INVITATION_VALID_MS[purpose]),
  consumedAt: null,
  revokedAt: null,
});

describe('invitationState', () => {
  it('an open link of an active user is valid for its purpose', () => {
    expect(invitationState(open(), true, now)).toEqual({ valid: true, purpose: 'invite' });
    expect(invitationState(open('reset'), true, now)).toEqual({ valid: true, purpose: 'reset' });
  });

  it('says why a link cannot be used', () => {
    expect(invitationState(null, true, now)).toEqual({ valid: false, message: INVITATION_MESSAGES.unknown });
    expect(invitationState({ ...open(), consumedAt: now }, true, now)).toEqual({ valid: false, message: INVITATION_MESSAGES.used });
    expect(invitationState({ ...open(), revokedAt: now }, true, now)).toEqual({ valid: false, message: INVITATION_MESSAGES.replaced });
    expect(invitationState({ ...open(), expiresAt: now }, true, now)).toEqual({ valid: false, message: INVITATION_MESSAGES.expired });
    expect(invitationState(open(), false, now)).toEqual({ valid: false, message: INVITATION_MESSAGES.inactive });
  });

  it('an invitation lasts 7 days, a reset link 1 day', () => {
    expect(INVITATION_VALID_MS.invite).toBe(7 * 24 * 3_600_000);
    expect(INVITATION_VALID_MS.reset).toBe(24 * 3_600_000);
  });
});
