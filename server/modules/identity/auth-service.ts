// Sign-in, refresh-token rotation, sign-out and the lock-screen unlock, with their brute-force
// locks and audit events.
// Sessions: each sign-in is an auth_session (its id is the refresh-token family id). Access
// tokens name it, and authenticate() checks it on every request, so ending it (sign-out,
// password change, deactivation, refresh-token reuse: sessions.ts) ends
// access at once. It has an absolute end (SESSION_MAX_SECONDS) that no rotation extends.
// A device lock ('Lock EMR', idle) reported by the app marks it locked: refresh and access are
// refused until the PIN is given to the server (unlock); only the unlock, the device's audit
// report and sign-out still accept it.
// Rotation: each refresh token is single use. Presenting one that was already used (a stolen
// copy, or a replay) ends its whole session, so both holders must sign in again.
// Locks (lockout.ts) live in the database: 5 wrong passwords per account
// or 20 per address within 15 minutes lock sign-in for 15 minutes, even for the right password;
// 5 wrong PINs lock the unlock and end the session.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import * as v from 'valibot';
import type { SessionUser } from '../../../src/domain/access.ts';
import { ERROR_CODES } from '../../../src/domain/errors.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import type { PatientGrants } from '../../../src/domain/patient-access.ts';
import { PASSWORD_MESSAGES } from '../../../src/domain/security/password.ts';
import { SignInInput, UnlockPinInput } from '../../../src/domain/sign-in-input.ts';
import { decoyHash, verifySecret } from '../../auth/passwords.ts';
import type { SignedInUser } from '../../auth/signed-in-user.ts';
import type { TokenIssuer, TokenSession } from '../../auth/tokens.ts';
import type { Database } from '../../db/client.ts';
import { AppError, badInput, unauthenticated } from '../../errors.ts';
import { type AccountSettings, readAccountSettings } from '../settings/settings-service.ts';
import { type AccountStatus, accountStatus, isExternalAccountExpired, passwordDaysLeftFor } from './account-status.ts';
import { appUserRepository, toSessionUser, type UserRow } from './app-user-repository.ts';
import { type AuthEventInput, authEventRepository } from './auth-event-repository.ts';
import { authFailureRepository } from './auth-failure-repository.ts';
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
} from './lockout.ts';
import { type RefreshTokenRow, refreshTokenRepository } from './refresh-token-repository.ts';
import { type AuthSessionRow, sessionRepository } from './session-repository.ts';
import { endSession, endUserSessions } from './sessions.ts';

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

/** How long tokens and sign-ins live (config: REFRESH_TOKEN_TTL_SECONDS, SESSION_MAX_SECONDS). */
export interface SessionPolicy {
  refreshTtlSeconds: number;
  /** A sign-in's absolute lifetime: no refresh goes past it. */
  sessionMaxSeconds: number;
}

/** What authenticate() accepts besides an open session. */
export interface AuthenticateOptions {
  /** A session the device has locked still counts (the unlock itself, the device's audit report). */
  allowLocked?: boolean;
  now?: Date;
}

export interface SessionStart extends AuthRequest {
  /** How the identity was proven: 'sso' records an 'sso-sign-in' audit event. */
  method?: 'password' | 'sso';
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');

/** How long a just-rotated refresh token may be presented again as a retry (lostAnswerRetry). */
export const REFRESH_RETRY_GRACE_MS = 30_000;

const invalidCredentials = () => new AppError(ERROR_CODES.UNAUTHENTICATED, MESSAGES.wrongCredentials);
const sessionExpired = () => new AppError(ERROR_CODES.UNAUTHENTICATED, MESSAGES.sessionExpired);
/**
 * A locked session's refresh: 403 (not 401, which would end the client's session) until the
 * PIN is given to POST /api/auth/unlock. GET /refreshToken answers 403 for nothing else.
 */
export const SESSION_LOCKED = 'SESSION_LOCKED';
const sessionLocked = () => new AppError(ERROR_CODES.FORBIDDEN, MESSAGES.verifyPin, { reason: SESSION_LOCKED });

/** The unlock while its lock lasts: the spec's words, and nothing left to try. */
const unlockLockedOut = () => new AppError(ERROR_CODES.RATE_LIMITED, MESSAGES.incorrectPin, { field: 'pin', attemptsRemaining: 0 });

/** Open: not ended and before its absolute end. */
const isOpen = (session: AuthSessionRow, now: Date) => session.endedAt === null && session.expiresAt > now;

export function createAuthService(db: Database, tokens: TokenIssuer, policy: SessionPolicy) {
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

  /**
   * Tokens for a session: a new one (`create`, at sign-in) or a rotation (`rotateFrom`, the
   * refresh token being used). The refresh token never outlives the session's absolute end.
   */
  async function issueSession(user: SessionUser, session: TokenSession, now: Date, step: { create: true } | { rotateFrom: string }) {
    const refresh = randomBytes(32).toString('base64url');
    const id = randomUUID();
    await db.transaction(async (tx) => {
      if ('create' in step) {
        await sessionRepository.insert(tx, { id: session.id, userId: user.id, createdAt: now, expiresAt: session.expiresAt });
      } else if (!(await refreshTokenRepository.markReplaced(tx, step.rotateFrom, id, now))) {
        throw sessionExpired();
      }
      await refreshTokenRepository.insert(tx, {
        id,
        userId: user.id,
        familyId: session.id,
        tokenHash: sha256(refresh),
        createdAt: now,
        expiresAt: new Date(Math.min(now.getTime() + policy.refreshTtlSeconds * 1000, session.expiresAt.getTime())),
      });
    });
    const { accessToken, idToken, expiresAt } = await tokens.issue(user, now, session);
    return {
      access_token: accessToken,
      id_token: idToken,
      refresh_token: refresh,
      expiry: Math.round((expiresAt.getTime() - now.getTime()) / 1000),
      user,
    };
  }

  /**
   * A refresh whose answer never reached the device (the page reloaded or the connection dropped
   * while it was on its way) leaves the device holding the token just rotated. Presented again
   * within REFRESH_RETRY_GRACE_MS while its replacement has never been used, it is a retry, not a
   * theft: the unused replacement is the token rotated now (the id returned). A replacement
   * already used, or a later replay, is reuse and ends the session as before. A thief who replays
   * within the window revokes the owner's replacement: until the window closes either of them may
   * take the session back with the token they hold, and after it the next stale token ends it.
   */
  async function lostAnswerRetry(stored: RefreshTokenRow, now: Date): Promise<string | null> {
    if (!stored.replacedBy || !stored.revokedAt) return null;
    if (now.getTime() - stored.revokedAt.getTime() > REFRESH_RETRY_GRACE_MS) return null;
    const replacement = await refreshTokenRepository.byId(db, stored.replacedBy);
    return replacement && !replacement.revokedAt ? replacement.id : null;
  }

  /** Refusals that apply however the identity was proven (password or SSO). */
  function refuseAccount(row: UserRow, rules: AccountSettings, now: Date): AppError | null {
    if (row.status !== 'active') return new AppError(ERROR_CODES.FORBIDDEN, MESSAGES.accountInactive);
    if (isExternalAccountExpired(row, rules, now)) return new AppError(ERROR_CODES.ACCOUNT_EXPIRED, MESSAGES.accountExpired);
    return null;
  }

  /** Whether a session and its user may act now; the signed-in user when they may. */
  async function admit(
    session: AuthSessionRow,
    row: UserRow,
    now: Date,
    allowLocked: boolean,
    grants?: PatientGrants,
  ): Promise<SignedInUser | null> {
    if (!isOpen(session, now) || (session.lockedAt && !allowLocked)) return null;
    if (row.status !== 'active') return null;
    // The switch is read only for a user it could concern (most requests skip the query).
    if (row.userType === 'external' && row.accountExpiresOn && row.accountExpiresOn.getTime() <= now.getTime()) {
      if (isExternalAccountExpired(row, await readAccountSettings(db), now)) return null;
    }
    return { ...toSessionUser(row), sessionId: session.id, ...(grants ? { grants } : {}) };
  }

  /**
   * The signed-in user behind an access token, or null: expired, forged, no session, its
   * session ended, past its absolute end or locked (unless allowed), deactivated, or an
   * expired external account. One query reads the session and its user.
   */
  async function authenticate(accessToken: string | undefined, options: AuthenticateOptions = {}): Promise<SignedInUser | null> {
    if (!accessToken) return null;
    const claims = await tokens.verifyAccess(accessToken);
    if (!claims?.sessionId) return null;
    const found = await sessionRepository.withUser(db, claims.sessionId);
    if (!found || found.session.userId !== claims.userId) return null;
    const now = options.now ?? new Date();
    // The grants read with the session serve this request's access checks (shared/patient-access.ts).
    return admit(found.session, found.user, now, options.allowLocked ?? false, found.grants);
  }

  /**
   * authenticate() for many access tokens at once (the receivers of one realtime event, DESIGN §5
   * 'Realtime under the HTTP rules'): each token's signature, then one query for every session
   * and its user. By token; a refused token is left out.
   */
  async function authenticateMany(accessTokens: readonly string[], now = new Date()): Promise<Map<string, SignedInUser>> {
    const claims = await Promise.all([...new Set(accessTokens)].map(async (token) => [token, await tokens.verifyAccess(token)] as const));
    const sessionIds = [...new Set(claims.flatMap(([, c]) => (c?.sessionId ? [c.sessionId] : [])))];
    const found = await sessionRepository.withUsers(db, sessionIds);
    const users = new Map<string, SignedInUser>();
    for (const [token, c] of claims) {
      const row = c?.sessionId ? found.get(c.sessionId) : undefined;
      if (!c || !row || row.session.userId !== c.userId) continue;
      const user = await admit(row.session, row.user, now, false);
      if (user) users.set(token, user);
    }
    return users;
  }

  /**
   * The signed-in user behind a refresh token, without using it up: for the unlock of a locked
   * session, whose access token may have expired meanwhile (an offline unlock, back online).
   */
  async function authenticateRefresh(token: string | undefined, now = new Date()): Promise<SignedInUser | null> {
    if (!token || token.length > 200) return null;
    const stored = await refreshTokenRepository.byHash(db, sha256(token));
    if (!stored || stored.revokedAt || stored.expiresAt <= now) return null;
    const found = await sessionRepository.withUser(db, stored.familyId);
    return found ? admit(found.session, found.user, now, true) : null;
  }

  async function begin(row: UserRow, rules: AccountSettings, method: 'password' | 'sso', request: AuthRequest, now: Date) {
    await appUserRepository.touchLogin(db, row.id, now);
    const session = await issueSession(
      toSessionUser(row),
      { id: randomUUID(), expiresAt: new Date(now.getTime() + policy.sessionMaxSeconds * 1000) },
      now,
      { create: true },
    );
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
        const known = await appUserRepository.byEmail(db, email);
        await audit({ ...event, kind: 'sign-in-failed', userId: known?.id, detail: 'refused while locked' });
        throw lockedOut(lock, now);
      }

      const row = await appUserRepository.byEmail(db, email);
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
      // The token this refresh rotates: the one presented, or its unused replacement (below).
      let rotateFrom = stored.id;
      const retried = stored.revokedAt ? await lostAnswerRetry(stored, now) : null;
      if (retried) {
        rotateFrom = retried;
      } else if (stored.revokedAt) {
        // Reuse of a rotated token: treat the session as stolen. (A token revoked by sign-out,
        // deactivation or a lock is simply over.)
        if (stored.replacedBy) {
          await endSession(db, stored.familyId, 'refresh-reuse', now);
          await audit({
            kind: 'refresh-reuse',
            at: now,
            userId: stored.userId,
            address: request.address,
            detail: 'session ended',
          });
        }
        throw sessionExpired();
      }
      // A family with no session row predates sessions: it is over (the user signs in again).
      const session = await sessionRepository.byId(db, stored.familyId);
      if (!session || session.endedAt) throw sessionExpired();
      if (session.expiresAt <= now) {
        await endSession(db, session.id, 'expired', now);
        throw sessionExpired();
      }
      if (stored.expiresAt <= now) throw sessionExpired();
      if (session.lockedAt) throw sessionLocked();
      const row = await appUserRepository.byId(db, stored.userId);
      if (row?.status !== 'active') {
        await endSession(db, session.id, 'deactivated', now);
        throw sessionExpired();
      }
      const rules = await readAccountSettings(db);
      if (isExternalAccountExpired(row, rules, now)) {
        // SPEC §6: the expired external user is signed out (401 ends the client's session).
        await endSession(db, session.id, 'account-expired', now);
        throw new AppError(ERROR_CODES.UNAUTHENTICATED, MESSAGES.accountExpired, { reason: ERROR_CODES.ACCOUNT_EXPIRED });
      }
      const tokensOut = await issueSession(toSessionUser(row), session, now, { rotateFrom });
      return { ...tokensOut, account: accountStatus(row, rules, now) };
    },

    async signOut(token: string | undefined, request: AuthRequest = {}): Promise<void> {
      const now = request.now ?? new Date();
      if (!token || token.length > 200) return;
      const stored = await refreshTokenRepository.byHash(db, sha256(token));
      if (!stored) return;
      await endSession(db, stored.familyId, 'sign-out', now);
      await audit({ kind: 'sign-out', at: now, userId: stored.userId, address: request.address });
    },

    /**
     * 'Lock EMR' unlock: the PIN is checked against its slow hash; a wrong or malformed PIN gets
     * the spec's words and the attempts left. The right PIN opens the caller's session if the
     * device had locked it. The 5th wrong PIN locks the unlock and ends every session of the
     * user: only sign-out remains.
     */
    async unlock(user: SignedInUser, input: unknown, request: AuthRequest = {}): Promise<void> {
      const now = request.now ?? new Date();
      const key = lockKey.unlock(user.id);
      const event = { at: now, userId: user.id, email: user.email, address: request.address };
      const state = await authFailureRepository.get(db, key);
      if (isLocked(state, now)) {
        await audit({ ...event, kind: 'unlock-failed', detail: 'refused while locked' });
        throw unlockLockedOut();
      }
      const row = await appUserRepository.byId(db, user.id);
      if (!row?.pinHash) throw badInput(MESSAGES.verifyPin, 'pin');
      const parsed = v.safeParse(UnlockPinInput, input);
      if (parsed.success && (await verifySecret(parsed.output.pin, row.pinHash))) {
        await authFailureRepository.reset(db, key);
        await sessionRepository.unlock(db, user.sessionId);
        await audit({ ...event, kind: 'unlock' });
        return;
      }
      const failure = await authFailureRepository.fail(db, key, UNLOCK_POLICY, now);
      const attemptsRemaining = attemptsLeft(failure.state, now, UNLOCK_POLICY);
      await audit({ ...event, kind: 'unlock-failed', detail: `${attemptsRemaining} attempts left` });
      if (failure.locked) {
        await endUserSessions(db, user.id, 'unlock-lockout', now);
        await audit({ ...event, kind: 'lockout', detail: `unlock locked after ${UNLOCK_POLICY.max} wrong PINs; sessions ended` });
      }
      // A wrong PIN is refused (403), not "unauthenticated": the session itself is still valid.
      throw new AppError(ERROR_CODES.FORBIDDEN, MESSAGES.incorrectPin, { field: 'pin', attemptsRemaining });
    },

    authenticate,
    authenticateRefresh,

    /**
     * The caller of POST /api/auth/unlock: by the access token, or by the refresh token when the
     * access token has expired (an offline unlock, back online); a locked session counts. A
     * session the unlock's own lockout ended answers with the lockout's words (429), as the
     * device shows them, rather than as a stranger.
     */
    async unlockCaller(
      accessToken: string | undefined,
      refreshToken: string | undefined,
      request: AuthRequest = {},
    ): Promise<SignedInUser> {
      const user = (await authenticate(accessToken, { allowLocked: true })) ?? (await authenticateRefresh(refreshToken));
      if (user) return user;
      const byAccess = accessToken ? (await tokens.verifyAccess(accessToken))?.sessionId : null;
      const byRefresh =
        refreshToken && refreshToken.length <= 200 ? (await refreshTokenRepository.byHash(db, sha256(refreshToken)))?.familyId : null;
      const sessionId = byAccess ?? byRefresh;
      const session = sessionId ? await sessionRepository.byId(db, sessionId) : null;
      if (session?.endedReason !== 'unlock-lockout') throw unauthenticated();
      const row = await appUserRepository.byId(db, session.userId);
      await audit({
        kind: 'unlock-failed',
        at: request.now ?? new Date(),
        userId: session.userId,
        email: row?.email,
        address: request.address,
        detail: 'refused while locked',
      });
      throw unlockLockedOut();
    },

    authenticateMany,

    /** Whose access token this is (signature and expiry only, no database): the /graphql rate-limit key. */
    async tokenOwner(accessToken: string | undefined): Promise<string | null> {
      return accessToken ? ((await tokens.verifyAccess(accessToken))?.userId ?? null) : null;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
