// Short-lived access and id tokens (JWT, HS256, jose). The access token names the user; the
// id token carries the profile claims the client needs to draw the menu while offline.
import { jwtVerify, SignJWT } from 'jose';
import type { SessionUser } from '../../src/domain/access.ts';

const ISSUER = 'wound-care-emr';

export interface TokenIssuer {
  issue(user: SessionUser, now?: Date): Promise<{ accessToken: string; idToken: string; expiresAt: Date }>;
  verifyAccess(token: string): Promise<{ userId: string } | null>;
}

export function createTokenIssuer(secret: string, ttlSeconds: number): TokenIssuer {
  const key = new TextEncoder().encode(secret);
  const sign = (claims: Record<string, unknown>, subject: string, audience: string, iat: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setSubject(subject)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttlSeconds)
      .sign(key);

  return {
    async issue(user, now = new Date()) {
      const iat = Math.floor(now.getTime() / 1000);
      const [accessToken, idToken] = await Promise.all([
        sign({ typ: 'access' }, user.id, 'api', iat),
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
        ),
      ]);
      return { accessToken, idToken, expiresAt: new Date((iat + ttlSeconds) * 1000) };
    },
    async verifyAccess(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: 'api', algorithms: ['HS256'] });
        return payload.typ === 'access' && typeof payload.sub === 'string' ? { userId: payload.sub } : null;
      } catch {
        return null;
      }
    },
  };
}
