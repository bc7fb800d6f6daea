// Sign-in, refresh-token rotation, sign-out and the lock-screen unlock, with their brute-force
// locks and audit events.
// Rotation: each refresh token is single use. Presenting one that was already used (a stolen
// copy, or a replay) revokes its whole family, so both holders must sign in again.
// Locks (server/modules/account/lockout.ts) live in the database: 5 wrong passwords per account
// or 20 per address within 15 minutes lock sign-in for 15 minutes, even for the right password;
// 5 wrong PINs lock the unlock and end the session.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import * as v from 'valibot';
import type { SessionUser } from '../../../src/domain/access.ts';
import { ERROR_CODES } from '../../../src/domain/errors.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import { PASSWORD_MESSAGES } from '../../../src/domain/security/password.ts';
import { SignInInput, UnlockPinInput } from '../../../src/domain/sign-in-input.ts';
import { decoyHash, verifySecret } from '../../auth/passwords.ts';
import type { TokenIssuer } from '../../auth/tokens.ts';
import type { Database } from '../../db/client.ts';
import { AppError, badInput } from '../../errors.ts';
import { type AccountStatus, accountStatus, isExternalAccountExpired, passwordDaysLeftFor } from '../account/account-status.ts';
import { type AuthEventInput, authEventRepository } from '../account/auth-event-repository.ts';
import { authFailureRepository } from '../account/auth-failure-repository.ts';
import {
  ACCOUNT_POLICY,
  ADDRESS_POLICY,
  attemptsLeft,
  type FailureState,
  isLocked,
  type LockoutPolicy,
  lockDetail,
  lockedOut,
  lockKey,
  UNLOCK_POLICY,
} from '../account/lockout.ts';
import { type AccountSettings, readAccountSettings } from '../settings/settings-service.ts';
import { toSessionUser, type UserRow, userRepository } from '../users/user-repository.ts';
import { refreshTokenRepository } from './refresh-token-repository.ts';

export interface SessionTokens {
  access_token: string;
  id_token: string;
  refresh_token: string;
  /** Seconds until the access token expires. */
  expiry: number;
  user: SessionUser;
  /** SPEC §3 'On login also passwordChangedOn, passwordExpiresConfigValue, passwordChangedSinceInDays, isExtUserAccountExpired'. */
  account: AccountStatus;
}

/** Where a request comes from and when (tests inject `now`). */
export interface AuthRequest {
  address?: string | null | undefined;
  now?: Date | undefined;
}

export interface SessionStart extends AuthRequest {
  /** How the identity was proven: 'sso' records an 'sso-sign-in' audit event. */
  method?: 'password' | 'sso';
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');

const invalidCredentials = () => new AppError(ERROR_CODES.UNAUTHENTICATED, MESSAGES.wrongCredentials);
const sessionExpired = () => new AppError(ERROR_CODES.UNAUTHENTICATED, MESSAGES.sessionExpired);

export function createAuthService(db: Database, tokens: TokenIssuer, refreshTtlSeconds: number) {
  const audit = (...events: AuthEventInput[]) => authEventRepository.insert(db, ...events);

  /** Counts a failure under each key; audits a 'lockout' for each lock it starts. */
  async function countFailure(keys: readonly [string, LockoutPolicy][], event: Omit<AuthEventInput, 'kind'>) {
    const results: FailureState[] = [];
    for (const [key, policy] of keys) {
      const { state, locked } = await authFailureRepository.fail(db, key, policy, event.at);
      results.push(state);
      if (locked) await audit({ ...event, kind: 'lockout', detail: lockDetail(key, policy) });
    }
    return results;
  }

  async function issueSession(user: SessionUser, familyId: string, now: Date, rotateFrom?: string) {
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

  /** Refusals that apply however the identity was proven (password or SSO). */
  function refuseAccount(row: UserRow, rules: AccountSettings, now: Date): AppError | null {
    if (row.status !== 'active') return new AppError(ERROR_CODES.FORBIDDEN, MESSAGES.accountInactive);
    if (isExternalAccountExpired(row, rules, now)) return new AppError(ERROR_CODES.ACCOUNT_EXPIRED, MESSAGES.accountExpired);
    return null;
  }

  async function begin(row: UserRow, rules: AccountSettings, method: 'password' | 'sso', request: AuthRequest, now: Date) {
    await userRepository.touchLogin(db, row.id, now);
    const session = await issueSession(toSessionUser(row), randomUUID(), now);
    await audit({
      kind: method === 'sso' ? 'sso-sign-in' : 'sign-in',
      at: now,
      userId: row.id,
      email: row.email,
      address: request.address,
    });
    return { ...session, account: accountStatus(row, rules, now) };
  }

  return {
    async signIn(input: unknown, request: AuthRequest = {}): Promise<SessionTokens> {
      const now = request.now ?? new Date();
      const parsed = v.safeParse(SignInInput, typeof input === 'object' && input !== null ? input : {});
      if (!parsed.success) {
        const issue = parsed.issues[0];
        throw badInput(issue?.message ?? MESSAGES.enterEmail, issue ? (v.getDotPath(issue) ?? undefined) : undefined);
      }
      const { email, password } = parsed.output;
      const keys: [string, LockoutPolicy][] = [[lockKey.account(email), ACCOUNT_POLICY]];
      if (request.address) keys.push([lockKey.address(request.address), ADDRESS_POLICY]);
      const event = { at: now, email, address: request.address };

      // A locked account or address is refused before the password is looked at, right or wrong.
      const states = await authFailureRepository.getMany(
        db,
        keys.map(([key]) => key),
      );
      const lock = [...states.values()].find((state) => isLocked(state, now));
      if (lock) {
        const known = await userRepository.byEmail(db, email);
        await audit({ ...event, kind: 'sign-in-failed', userId: known?.id, detail: 'refused while locked' });
        throw lockedOut(lock, now);
      }

      const row = await userRepository.byEmail(db, email);
      const ok = await verifySecret(password, row?.passwordHash ?? (await decoyHash()));
      if (!row || !ok) {
        await audit({ ...event, kind: 'sign-in-failed', userId: row?.id, detail: row ? 'wrong password' : 'unknown account' });
        await countFailure(keys, { ...event, userId: row?.id });
        throw invalidCredentials();
      }

      const rules = await readAccountSettings(db);
      const refusal = refuseAccount(row, rules, now);
      if (refusal) {
        await audit({ ...event, kind: 'sign-in-failed', userId: row.id, detail: refusal.message });
        throw refusal;
      }
      // SPEC §8: past expiry the password no longer signs in (0 days left still does: the client forces the change).
      if (passwordDaysLeftFor(row, rules, now) < 0) {
        await audit({ ...event, kind: 'sign-in-failed', userId: row.id, detail: 'password expired' });
        throw new AppError(ERROR_CODES.PASSWORD_EXPIRED, PASSWORD_MESSAGES.expiredBody);
      }
      // The right password ends the account's count, and a lock-screen lock (a new session begins).
      await authFailureRepository.reset(db, lockKey.account(email));
      await authFailureRepository.reset(db, lockKey.unlock(row.id));
      return begin(row, rules, 'password', request, now);
    },

    /**
     * A new session (a new refresh-token family) for a user whose identity is proven (password or
     * SSO): startSession(row), startSession(row, { method: 'sso', address }) or startSession(row, now, options).
     */
    async startSession(row: UserRow, nowOrOptions: Date | SessionStart = {}, options: SessionStart = {}): Promise<SessionTokens> {
      const start = nowOrOptions instanceof Date ? { ...options, now: nowOrOptions } : nowOrOptions;
      const now = start.now ?? new Date();
      const rules = await readAccountSettings(db);
      const refusal = refuseAccount(row, rules, now);
      if (refusal) {
        await audit({ kind: 'sign-in-failed', at: now, userId: row.id, email: row.email, address: start.address, detail: refusal.message });
        throw refusal;
      }
      return begin(row, rules, start.method ?? 'password', start, now);
    },

    async refresh(token: string | undefined, request: AuthRequest = {}): Promise<SessionTokens> {
      const now = request.now ?? new Date();
      if (!token || token.length > 200) throw new AppError(ERROR_CODES.UNAUTHENTICATED, 'A refresh token is required.');
      const stored = await refreshTokenRepository.byHash(db, sha256(token));
      if (!stored) throw sessionExpired();
      if (stored.revokedAt) {
        // Reuse of a rotated token: treat the family as stolen. (A token revoked by sign-out,
        // deactivation or a lock is simply over.)
        if (stored.replacedBy) {
          await refreshTokenRepository.revokeFamily(db, stored.familyId, now);
          await audit({
            kind: 'refresh-reuse',
            at: now,
            userId: stored.userId,
            address: request.address,
            detail: 'refresh-token family revoked',
          });
        }
        throw sessionExpired();
      }
      if (stored.expiresAt <= now) throw sessionExpired();
      const row = await userRepository.byId(db, stored.userId);
      if (row?.status !== 'active') {
        await refreshTokenRepository.revokeFamily(db, stored.familyId, now);
        throw sessionExpired();
      }
      const rules = await readAccountSettings(db);
      if (isExternalAccountExpired(row, rules, now)) {
        // SPEC §6: the expired external user is signed out (401 ends the client's session).
        await refreshTokenRepository.revokeFamily(db, stored.familyId, now);
        throw new AppError(ERROR_CODES.UNAUTHENTICATED, MESSAGES.accountExpired, { reason: ERROR_CODES.ACCOUNT_EXPIRED });
      }
      const session = await issueSession(toSessionUser(row), stored.familyId, now, stored.id);
      return { ...session, account: accountStatus(row, rules, now) };
    },

    async signOut(token: string | undefined, request: AuthRequest = {}): Promise<void> {
      const now = request.now ?? new Date();
      if (!token || token.length > 200) return;
      const stored = await refreshTokenRepository.byHash(db, sha256(token));
      if (!stored) return;
      await refreshTokenRepository.revokeFamily(db, stored.familyId, now);
      await audit({ kind: 'sign-out', at: now, userId: stored.userId, address: request.address });
    },

    /**
     * 'Lock EMR' unlock: the PIN is checked against its slow hash; a wrong or malformed PIN gets
     * the spec's words and the attempts left. The 5th wrong PIN locks the unlock and revokes the
     * user's refresh tokens: only sign-out remains.
     */
    async unlock(user: SessionUser, input: unknown, request: AuthRequest = {}): Promise<void> {
      const now = request.now ?? new Date();
      const key = lockKey.unlock(user.id);
      const event = { at: now, userId: user.id, email: user.email, address: request.address };
      const state = await authFailureRepository.get(db, key);
      if (isLocked(state, now)) {
        await audit({ ...event, kind: 'unlock-failed', detail: 'refused while locked' });
        throw new AppError(ERROR_CODES.RATE_LIMITED, MESSAGES.incorrectPin, { field: 'pin', attemptsRemaining: 0 });
      }
      const row = await userRepository.byId(db, user.id);
      if (!row?.pinHash) throw badInput(MESSAGES.verifyPin, 'pin');
      const parsed = v.safeParse(UnlockPinInput, input);
      if (parsed.success && (await verifySecret(parsed.output.pin, row.pinHash))) {
        await authFailureRepository.reset(db, key);
        await audit({ ...event, kind: 'unlock' });
        return;
      }
      const failure = await authFailureRepository.fail(db, key, UNLOCK_POLICY, now);
      const attemptsRemaining = attemptsLeft(failure.state, now, UNLOCK_POLICY);
      await audit({ ...event, kind: 'unlock-failed', detail: `${attemptsRemaining} attempts left` });
      if (failure.locked) {
        await refreshTokenRepository.revokeUser(db, user.id, now);
        await audit({ ...event, kind: 'lockout', detail: `unlock locked after ${UNLOCK_POLICY.max} wrong PINs; sessions revoked` });
      }
      // A wrong PIN is refused (403), not "unauthenticated": the session itself is still valid.
      throw new AppError(ERROR_CODES.FORBIDDEN, MESSAGES.incorrectPin, { field: 'pin', attemptsRemaining });
    },

    /** The signed-in user behind an access token, or null (expired, forged, deactivated, expired external account). */
    async authenticate(accessToken: string | undefined): Promise<SessionUser | null> {
      if (!accessToken) return null;
      const claims = await tokens.verifyAccess(accessToken);
      if (!claims) return null;
      const row = await userRepository.byId(db, claims.userId);
      if (row?.status !== 'active') return null;
      // The switch is read only for a user it could concern (most requests skip the query).
      if (row.userType === 'external' && row.accountExpiresOn && row.accountExpiresOn.getTime() <= Date.now()) {
        if (isExternalAccountExpired(row, await readAccountSettings(db), new Date())) return null;
      }
      return toSessionUser(row);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
