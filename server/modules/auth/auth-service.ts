// Sign-in, refresh-token rotation and sign-out.
// Rotation: each refresh token is single use. Presenting one that was already used (a stolen
// copy, or a replay) revokes its whole family, so both holders must sign in again.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import * as v from 'valibot';
import type { SessionUser } from '../../../src/domain/access.ts';
import { ERROR_CODES } from '../../../src/domain/errors.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import { SignInInput, UnlockPinInput } from '../../../src/domain/sign-in-input.ts';
import { decoyHash, verifySecret } from '../../auth/passwords.ts';
import type { TokenIssuer } from '../../auth/tokens.ts';
import type { Database } from '../../db/client.ts';
import { AppError, badInput } from '../../errors.ts';
import { toSessionUser, userRepository } from '../users/user-repository.ts';
import { refreshTokenRepository } from './refresh-token-repository.ts';

export interface SessionTokens {
  access_token: string;
  id_token: string;
  refresh_token: string;
  /** Seconds until the access token expires. */
  expiry: number;
  user: SessionUser;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');

const invalidCredentials = () => new AppError(ERROR_CODES.UNAUTHENTICATED, MESSAGES.wrongCredentials);
const sessionExpired = () => new AppError(ERROR_CODES.UNAUTHENTICATED, MESSAGES.sessionExpired);

export function createAuthService(db: Database, tokens: TokenIssuer, refreshTtlSeconds: number) {
  async function issueSession(user: SessionUser, familyId: string, now: Date, rotateFrom?: string): Promise<SessionTokens> {
    const refresh = randomBytes(32).toString('base64url');
    const id = randomUUID();
    await db.transaction(async (tx) => {
      if (rotateFrom && !(await refreshTokenRepository.markReplaced(tx, rotateFrom, id, now))) {
        throw sessionExpired();
      }
      await refreshTokenRepository.insert(tx, {
        id,
        userId: user.id,
        familyId,
        tokenHash: sha256(refresh),
        createdAt: now,
        expiresAt: new Date(now.getTime() + refreshTtlSeconds * 1000),
      });
    });
    const { accessToken, idToken, expiresAt } = await tokens.issue(user, now);
    return {
      access_token: accessToken,
      id_token: idToken,
      refresh_token: refresh,
      expiry: Math.round((expiresAt.getTime() - now.getTime()) / 1000),
      user,
    };
  }

  return {
    async signIn(input: unknown, now = new Date()): Promise<SessionTokens> {
      const parsed = v.safeParse(SignInInput, typeof input === 'object' && input !== null ? input : {});
      if (!parsed.success) {
        const issue = parsed.issues[0];
        throw badInput(issue?.message ?? MESSAGES.enterEmail, issue ? (v.getDotPath(issue) ?? undefined) : undefined);
      }
      const row = await userRepository.byEmail(db, parsed.output.email);
      const ok = await verifySecret(parsed.output.password, row?.passwordHash ?? (await decoyHash()));
      if (!row || !ok) throw invalidCredentials();
      if (row.status !== 'active')
        throw new AppError(ERROR_CODES.FORBIDDEN, 'Your account is inactive. Please contact your administrator.');
      await userRepository.touchLogin(db, row.id, now);
      return issueSession(toSessionUser(row), randomUUID(), now);
    },

    async refresh(token: string | undefined, now = new Date()): Promise<SessionTokens> {
      if (!token || token.length > 200) throw new AppError(ERROR_CODES.UNAUTHENTICATED, 'A refresh token is required.');
      const stored = await refreshTokenRepository.byHash(db, sha256(token));
      if (!stored) throw sessionExpired();
      if (stored.revokedAt) {
        // Reuse of a rotated token: treat the family as stolen.
        await refreshTokenRepository.revokeFamily(db, stored.familyId, now);
        throw sessionExpired();
      }
      if (stored.expiresAt <= now) throw sessionExpired();
      const row = await userRepository.byId(db, stored.userId);
      if (row?.status !== 'active') {
        await refreshTokenRepository.revokeFamily(db, stored.familyId, now);
        throw sessionExpired();
      }
      return issueSession(toSessionUser(row), stored.familyId, now, stored.id);
    },

    async signOut(token: string | undefined, now = new Date()): Promise<void> {
      if (!token || token.length > 200) return;
      const stored = await refreshTokenRepository.byHash(db, sha256(token));
      if (stored) await refreshTokenRepository.revokeFamily(db, stored.familyId, now);
    },

    /** 'Lock EMR' unlock: the PIN is checked against its slow hash; a wrong or malformed PIN gets the spec's words. */
    async unlock(user: SessionUser, input: unknown): Promise<void> {
      const row = await userRepository.byId(db, user.id);
      if (!row?.pinHash) throw badInput(MESSAGES.verifyPin, 'pin');
      const parsed = v.safeParse(UnlockPinInput, input);
      // A wrong PIN is refused (403), not "unauthenticated": the session itself is still valid.
      if (!parsed.success || !(await verifySecret(parsed.output.pin, row.pinHash))) {
        throw new AppError(ERROR_CODES.FORBIDDEN, MESSAGES.incorrectPin, { field: 'pin' });
      }
    },

    /** The signed-in user behind an access token, or null (expired, forged, deactivated). */
    async authenticate(accessToken: string | undefined): Promise<SessionUser | null> {
      if (!accessToken) return null;
      const claims = await tokens.verifyAccess(accessToken);
      if (!claims) return null;
      const row = await userRepository.byId(db, claims.userId);
      return row && row.status === 'active' ? toSessionUser(row) : null;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
