// Single sign-on settings (OpenID Connect, authorization code + PKCE) from the environment.
// SSO is off unless OIDC_ISSUER is set, so `npm start` works without an identity provider.
import * as v from 'valibot';

export const DEFAULT_SSO_LABEL = 'Sign in with single sign-on';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Entries merged into the server's environment schema (server/config.ts). */
export const OIDC_ENV = {
  OIDC_ISSUER: v.optional(v.pipe(v.string(), v.url('OIDC_ISSUER must be a URL (the issuer identifier of the identity provider)'))),
  OIDC_CLIENT_ID: v.optional(v.pipe(v.string(), v.maxLength(255))),
  OIDC_CLIENT_SECRET: v.optional(v.string()),
  OIDC_LABEL: v.optional(v.pipe(v.string(), v.maxLength(60, 'OIDC_LABEL must be at most 60 characters'))),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.regex(/^https?:\/\/[^/?#]+(\/[^?#]*)?$/, 'PUBLIC_URL must be an http(s) URL'))),
};

export interface OidcConfig {
  /** The issuer identifier; discovery reads `${issuer}/.well-known/openid-configuration`. */
  issuer: URL;
  clientId: string;
  /** Absent: a public client (PKCE only, no client authentication). */
  clientSecret: string | undefined;
  /** `${PUBLIC_URL}/authenticate`: the SPA's single-sign-on landing (SPEC §2). */
  redirectUri: string;
  /** The sign-in page's button text. */
  label: string;
  /** Plain http is allowed only for an issuer on this machine (development, tests). */
  allowInsecureIssuer: boolean;
  /** The pending-sign-in cookie is Secure when the app itself is served over https. */
  secureCookie: boolean;
}

interface OidcEnv {
  OIDC_ISSUER?: string | undefined;
  OIDC_CLIENT_ID?: string | undefined;
  OIDC_CLIENT_SECRET?: string | undefined;
  OIDC_LABEL?: string | undefined;
  PUBLIC_URL?: string | undefined;
}

/** The SSO settings (null when off) or the configuration problems, worded like the other env errors. */
export function oidcSettings(
  env: OidcEnv,
  { port, production }: { port: number; production: boolean },
): { oidc: OidcConfig | null; problems: string[] } {
  if (!env.OIDC_ISSUER) return { oidc: null, problems: [] };
  const problems: string[] = [];
  const issuer = new URL(env.OIDC_ISSUER);
  const loopback = LOOPBACK_HOSTS.has(issuer.hostname);
  if (issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && loopback)) {
    problems.push('- OIDC_ISSUER: must be an https URL (plain http only for localhost)');
  }
  if (issuer.search || issuer.hash) problems.push('- OIDC_ISSUER: must not have a query or fragment');
  if (!env.OIDC_CLIENT_ID) problems.push('- OIDC_CLIENT_ID: is required when OIDC_ISSUER is set');
  // The redirect URI must be the address users reach; guessing localhost in production would
  // send every sign-in to the wrong place.
  if (production && !env.PUBLIC_URL) problems.push('- PUBLIC_URL: is required for single sign-on in production');
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  if (problems.length) return { oidc: null, problems };
  return {
    oidc: {
      issuer,
      clientId: env.OIDC_CLIENT_ID ?? '',
      clientSecret: env.OIDC_CLIENT_SECRET,
      redirectUri: `${publicUrl}/authenticate`,
      label: env.OIDC_LABEL?.trim() || DEFAULT_SSO_LABEL,
      allowInsecureIssuer: issuer.protocol === 'http:',
      secureCookie: publicUrl.startsWith('https:'),
    },
    problems: [],
  };
}
