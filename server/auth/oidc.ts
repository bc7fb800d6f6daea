// Single sign-on as an OpenID Connect relying party (authorization code + PKCE, openid-client).
// The identity provider proves who the user is; the EMR user is the active account with the same
// e-mail, and from there the session is ours (same tokens, same /refreshToken) as after a password.
import * as client from 'openid-client';
import * as v from 'valibot';
import { codeForStatus } from '../../src/domain/errors.ts';
import type { Database } from '../db/client.ts';
import { appUserRepository } from '../modules/identity/app-user-repository.ts';
import type { AuthService, SessionTokens } from '../modules/identity/auth-service.ts';
import type { OidcConfig } from './oidc-config.ts';
import { createPendingSignInSealer, type PendingSignIn } from './oidc-state.ts';

export const SSO_MESSAGES = {
  notConfigured: 'Single sign-on is not configured on this server.',
  notLinked: 'Your single sign-on account is not linked to an EMR user. Please contact support.',
  badState: 'Your single sign-on request has expired or is not valid. Please start again from the sign-in page.',
  accessDenied: 'Single sign-on was cancelled or access was denied by your identity provider.',
  refused: (error: string) => `Your identity provider refused the sign-in (${error}).`,
  codeRejected: 'This single sign-on response was already used or has expired. Please start again from the sign-in page.',
  notVerified: 'The answer from your identity provider could not be verified. Please try again.',
  unavailable: 'Your identity provider could not be reached. Please try again later or sign in with your password.',
} as const;

/** An expected SSO failure: its HTTP status and the words the landing page shows. */
export class SsoError extends Error {
  readonly code: string;
  constructor(
    readonly statusCode: 400 | 403 | 404 | 502,
    message: string,
  ) {
    super(message);
    this.code = codeForStatus(statusCode);
  }
}

/** What the SPA forwards from its /authenticate?… callback URL (the authorization response). */
const Param = v.optional(v.pipe(v.string(), v.maxLength(2048)));
export const CallbackInput = v.object({
  code: Param,
  state: Param,
  iss: Param,
  error: Param,
  error_description: Param,
  session_state: Param,
});
export type CallbackInput = v.InferOutput<typeof CallbackInput>;

/** Errors of the authorization response that the user may cause or fix themselves. */
const errorMessage = (error: string) => {
  if (error === 'access_denied') return SSO_MESSAGES.accessDenied;
  if (error === 'temporarily_unavailable' || error === 'server_error') return SSO_MESSAGES.unavailable;
  return SSO_MESSAGES.refused(error.replace(/[^\w.-]/g, '').slice(0, 64) || 'unknown_error');
};

/** openid-client codes meaning the provider could not be reached or used (502); any other code is an answer that failed validation. */
const UNREACHABLE_CODES = new Set([
  'OAUTH_RESPONSE_IS_NOT_CONFORM',
  'OAUTH_RESPONSE_IS_NOT_JSON',
  'OAUTH_HTTP_REQUEST_FORBIDDEN',
  'OAUTH_REQUEST_PROTOCOL_FORBIDDEN',
  'OAUTH_MISSING_SERVER_METADATA',
  'OAUTH_INVALID_SERVER_METADATA',
  'OAUTH_TIMEOUT',
  'OAUTH_ABORT',
]);

export interface SsoLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

export function createSsoService(oidc: OidcConfig, secret: string, db: Database, auth: AuthService, log: SsoLogger) {
  const sealer = createPendingSignInSealer(secret);

  // Discovery once per process, retried on the next sign-in if the provider was down. Caching
  // server metadata (and its JWKS) is not session state: any instance can finish any sign-in.
  let discovered: Promise<client.Configuration> | null = null;
  const configuration = (): Promise<client.Configuration> => {
    discovered ??= client
      .discovery(
        oidc.issuer,
        oidc.clientId,
        undefined,
        // A confidential client authenticates with HTTP Basic (the OIDC registration default);
        // a public one proves possession of the code with PKCE alone.
        oidc.clientSecret ? client.ClientSecretBasic(oidc.clientSecret) : client.None(),
        { execute: oidc.allowInsecureIssuer ? [client.allowInsecureRequests] : [], timeout: 10 },
      )
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };

  /** Turns openid-client failures into the user's words; anything else is a bug and stays a 500. */
  const providerFailure = (error: unknown, step: string): SsoError => {
    if (error instanceof client.AuthorizationResponseError) return new SsoError(400, errorMessage(error.error));
    if (error instanceof client.ResponseBodyError) {
      log.warn({ step, error: error.error, status: error.status }, 'identity provider refused the request');
      return error.error === 'invalid_grant' ? new SsoError(400, SSO_MESSAGES.codeRejected) : new SsoError(502, SSO_MESSAGES.unavailable);
    }
    if (error instanceof client.ClientError) {
      log.warn({ step, code: error.code, reason: error.message }, 'single sign-on failed');
      return UNREACHABLE_CODES.has(error.code ?? '')
        ? new SsoError(502, SSO_MESSAGES.unavailable)
        : new SsoError(400, SSO_MESSAGES.notVerified);
    }
    if (error instanceof TypeError) {
      log.warn({ step, reason: error.message }, 'identity provider unreachable');
      return new SsoError(502, SSO_MESSAGES.unavailable);
    }
    throw error;
  };

  /** The e-mail the provider vouches for: the ID token's claim, else the UserInfo endpoint's. */
  async function emailOf(config: client.Configuration, tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>) {
    const claims = tokens.claims();
    if (!claims) throw new SsoError(400, SSO_MESSAGES.notVerified);
    let email = claims.email;
    let verified = claims.email_verified;
    if (typeof email !== 'string') {
      // Providers that conform ID token claims to the request put profile claims in UserInfo only.
      const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      email = info.email;
      verified = info.email_verified;
    }
    // A provider that says the address is unverified does not prove who owns it.
    if (typeof email !== 'string' || !email.includes('@') || email.length > 254 || verified === false) return null;
    return email;
  }

  return {
    /** The authorization request: where to send the browser, and the sealed cookie value that remembers it. */
    async start(now = new Date()): Promise<{ location: string; sealed: string }> {
      let config: client.Configuration;
      try {
        config = await configuration();
      } catch (error) {
        throw providerFailure(error, 'discovery');
      }
      const pending: PendingSignIn = {
        codeVerifier: client.randomPKCECodeVerifier(),
        state: client.randomState(),
        nonce: client.randomNonce(),
      };
      const location = client.buildAuthorizationUrl(config, {
        redirect_uri: oidc.redirectUri,
        scope: 'openid email',
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      return { location: location.href, sealed: await sealer.seal(pending, now) };
    },

    /**
     * The authorization response: state against the cookie, code exchange with the verifier, ID
     * token checks (issuer, audience, nonce, expiry, signature: openid-client), then the user.
     */
    async complete(input: unknown, sealed: string | undefined, request: { address?: string; now?: Date } = {}): Promise<SessionTokens> {
      const now = request.now ?? new Date();
      const parsed = v.safeParse(CallbackInput, typeof input === 'object' && input !== null ? input : {});
      if (!parsed.success) throw new SsoError(400, SSO_MESSAGES.badState);
      const params = parsed.output;
      const pending = await sealer.open(sealed, now);
      const stateMatches = pending !== null && params.state === pending.state;
      // The provider's own words are shown only for a response to our request (a crafted link
      // could otherwise put any text on the landing page); the error code always is.
      if (params.error) {
        const message = errorMessage(params.error);
        throw new SsoError(400, stateMatches && params.error_description ? `${message} ${params.error_description}` : message);
      }
      if (!pending || !stateMatches || !params.code) throw new SsoError(400, SSO_MESSAGES.badState);

      const callbackUrl = new URL(oidc.redirectUri);
      for (const [key, value] of Object.entries(params)) if (value !== undefined) callbackUrl.searchParams.set(key, value);

      let email: string | null;
      try {
        const config = await configuration();
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        email = await emailOf(config, tokens);
      } catch (error) {
        if (error instanceof SsoError) throw error;
        throw providerFailure(error, 'callback');
      }

      const row = email ? await appUserRepository.byEmail(db, email) : null;
      if (row?.status !== 'active') {
        log.warn({ hasEmail: email !== null, known: row !== null }, 'single sign-on for no active EMR user');
        throw new SsoError(403, SSO_MESSAGES.notLinked);
      }
      // The same session as a password sign-in, audited as an SSO sign-in.
      return auth.startSession(row, now, { method: 'sso', address: request.address });
    },
  };
}

export type SsoService = ReturnType<typeof createSsoService>;

/** For the config endpoint and the routes when SSO is off. */
export const ssoNotConfigured = () => new SsoError(404, SSO_MESSAGES.notConfigured);
