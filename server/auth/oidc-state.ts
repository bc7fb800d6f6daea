// The pending single sign-on (PKCE code verifier, state, nonce) between /api/auth/sso/start and
// the callback. The server keeps no session (DESIGN §5): it travels in a short-lived cookie,
// encrypted (JWE, dir + A256GCM) so the browser can neither read the verifier nor forge the state.
import { hkdfSync } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';

export const SSO_COOKIE = 'emr_sso';
/** Only the SSO endpoints need the cookie. */
export const SSO_COOKIE_PATH = '/api/auth/sso';
/** Ten minutes to sign in at the identity provider. */
export const SSO_PENDING_TTL_SECONDS = 600;

const ISSUER = 'wound-care-emr';
const AUDIENCE = 'sso-pending';

export interface PendingSignIn {
  codeVerifier: string;
  state: string;
  nonce: string;
}

export interface PendingSignInSealer {
  seal(pending: PendingSignIn, now?: Date): Promise<string>;
  /** The pending sign-in, or null when the cookie is missing, tampered with, foreign or expired. */
  open(sealed: string | undefined, now?: Date): Promise<PendingSignIn | null>;
}

export function createPendingSignInSealer(secret: string): PendingSignInSealer {
  // A key of its own, derived from the token secret: the cookie key never signs access tokens.
  const key = new Uint8Array(hkdfSync('sha256', secret, ISSUER, 'sso-pending-sign-in/A256GCM', 32));
  return {
    async seal(pending, now = new Date()) {
      const iat = Math.floor(now.getTime() / 1000);
      return new EncryptJWT({ v: pending.codeVerifier, s: pending.state, n: pending.nonce })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + SSO_PENDING_TTL_SECONDS)
        .encrypt(key);
    },
    async open(sealed, now = new Date()) {
      if (!sealed || sealed.length > 4096) return null;
      try {
        const { payload } = await jwtDecrypt(sealed, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now,
          keyManagementAlgorithms: ['dir'],
          contentEncryptionAlgorithms: ['A256GCM'],
        });
        const { v, s, n } = payload;
        return typeof v === 'string' && typeof s === 'string' && typeof n === 'string' ? { codeVerifier: v, state: s, nonce: n } : null;
      } catch {
        return null;
      }
    },
  };
}

/** The Set-Cookie value for the pending sign-in (HttpOnly, SameSite=Lax, Secure on https). */
export function pendingCookie(sealed: string, secure: boolean): string {
  return [
    `${SSO_COOKIE}=${sealed}`,
    `Path=${SSO_COOKIE_PATH}`,
    `Max-Age=${SSO_PENDING_TTL_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The Set-Cookie value that removes the pending sign-in. */
export function clearedPendingCookie(secure: boolean): string {
  return [`${SSO_COOKIE}=`, `Path=${SSO_COOKIE_PATH}`, 'Max-Age=0', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}

/** The pending-sign-in cookie from a Cookie header (no cookie plugin for one value). */
export function readPendingCookie(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SSO_COOKIE) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}
