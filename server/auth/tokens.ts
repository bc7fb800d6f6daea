// Short-lived access and id tokens (JWT, HS256, jose). The access token names the user and the
// auth session (`sid`, the sign-in) it belongs to: every request checks that session, so a
// sign-out, a password change or a deactivation ends the token at once, not at its expiry. The
// id token carries the profile claims the client needs to draw the menu while offline.
// Neither outlives its session's absolute end (SESSION_MAX_SECONDS).
import { jwtVerify, SignJWT } from 'jose';
import type { SessionUser } from '../../src/domain/access.ts';

const ISSUER = 'wound-care-emr';

export interface AccessClaims {
  userId: string;
  /** The auth session named by the token; null for a token without one (always refused). */
  sessionId: string | null;
}

/** The sign-in a token is issued for: its id, and its absolute end. */
export interface TokenSession {
  id: string;
  expiresAt: Date;
}

export interface TokenIssuer {
  issue(user: SessionUser, now?: Date, session?: TokenSession): Promise<{ accessToken: string; idToken: string; expiresAt: Date }>;
  verifyAccess(token: string): Promise<AccessClaims | null>;
}

export function createTokenIssuer(secret: string, ttlSeconds: number): TokenIssuer {
  const key = new TextEncoder().encode(secret);
  const sign = (claims: Record<string, unknown>, subject: string, audience: string, iat: number, exp: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setSubject(subject)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(key);

  return {
    async issue(user, now = new Date(), session) {
      const iat = Math.floor(now.getTime() / 1000);
      const end = session ? Math.floor(session.expiresAt.getTime() / 1000) : Number.POSITIVE_INFINITY;
      const exp = Math.max(iat + 1, Math.min(iat + ttlSeconds, end));
      const [accessToken, idToken] = await Promise.all([
        sign({ typ: 'access', ...(session ? { sid: session.id } : {}) }, user.id, 'api', iat, exp),
        sign(
          {
            typ: 'id',
            email: user.email,
            given_name: user.givenName,
            family_name: user.familyName,
            user_type: user.userType,
            roles: user.roles,
            job_functions: user.jobFunctions,
            permissions: user.permissions,
            practitioner_id: user.practitionerId,
            has_pin: user.hasPin,
          },
          user.id,
          'app',
          iat,
          exp,
        ),
      ]);
      return { accessToken, idToken, expiresAt: new Date(exp * 1000) };
    },
    async verifyAccess(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: 'api', algorithms: ['HS256'] });
        if (payload.typ !== 'access' || typeof payload.sub !== 'string') return null;
        return { userId: payload.sub, sessionId: typeof payload.sid === 'string' ? payload.sid : null };
      } catch {
        return null;
      }
    },
  };
}
