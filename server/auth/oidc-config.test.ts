import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

const SSO = { OIDC_ISSUER: 'https://login.example.com/tenant', OIDC_CLIENT_ID: 'emr' };

describe('single sign-on configuration', () => {
  it('is off without OIDC_ISSUER', () => {
    expect(loadConfig({}).oidc).toBeNull();
  });

  it('defaults the redirect URI to this server on PORT, a public client and the standard label', () => {
    const { oidc } = loadConfig({ ...SSO, PORT: '4300' });
    expect(oidc).toMatchObject({
      clientId: 'emr',
      clientSecret: undefined,
      redirectUri: 'http://localhost:4300/authenticate',
      label: 'Sign in with single sign-on',
      allowInsecureIssuer: false,
      secureCookie: false,
    });
    expect(oidc?.issuer.href).toBe('https://login.example.com/tenant');
  });

  it('uses PUBLIC_URL (trailing slash dropped), the secret and the label', () => {
    const { oidc } = loadConfig({ ...SSO, PUBLIC_URL: 'https://emr.example.com/', OIDC_CLIENT_SECRET: 's3cret', OIDC_LABEL: 'Acme SSO' });
    expect(oidc).toMatchObject({
      redirectUri: 'https://emr.example.com/authenticate',
      clientSecret: 's3cret',
      label: 'Acme SSO',
      secureCookie: true,
    });
  });

  it('allows plain http only for an issuer on this machine', () => {
    expect(loadConfig({ ...SSO, OIDC_ISSUER: 'http://localhost:3001' }).oidc?.allowInsecureIssuer).toBe(true);
    expect(() => loadConfig({ ...SSO, OIDC_ISSUER: 'http://login.example.com' })).toThrow(/OIDC_ISSUER: must be an https URL/);
  });

  it('names what is missing or wrong', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://login.example.com' })).toThrow(/OIDC_CLIENT_ID: is required when OIDC_ISSUER is set/);
    expect(() => loadConfig({ ...SSO, OIDC_ISSUER: 'not a url' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...SSO, PUBLIC_URL: 'emr.example.com' })).toThrow(/PUBLIC_URL must be an http\(s\) URL/);
    expect(() => loadConfig({ ...SSO, APP_ENV: 'production', ACCESS_TOKEN_SECRET: 'x'.repeat(40) })).toThrow(
      /PUBLIC_URL: is required for single sign-on in production/,
    );
  });
});
