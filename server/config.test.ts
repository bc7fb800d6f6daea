// Production safety (DESIGN §6 demo contract is for dev only): outside APP_ENV=dev the server
// refuses the published token secret and the demo seed; sessions and the rate limits (/graphql,
// file downloads and uploads) are configurable with validated values; a real fax provider starts
// only with its credentials.
import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_SECRET, loadConfig } from './config.ts';

const SECRET = 'a-real-secret-of-enough-length-0123456789';
const NOT_DEV = ['qa', 'staging', 'uat', 'loadtest', 'production'] as const;
const PUBLIC_URL = 'https://emr.example.test';

describe('loadConfig: production safety', () => {
  it.each(NOT_DEV)('APP_ENV %s refuses the development token secret, given or defaulted', (env) => {
    expect(() => loadConfig({ APP_ENV: env })).toThrow(ConfigError);
    expect(() => loadConfig({ APP_ENV: env, ACCESS_TOKEN_SECRET: DEV_SECRET })).toThrow(
      /ACCESS_TOKEN_SECRET: APP_ENV .* needs its own secret/,
    );
    expect(loadConfig({ APP_ENV: env, ACCESS_TOKEN_SECRET: SECRET, PUBLIC_URL }).accessTokenSecret).toBe(SECRET);
  });

  it.each(NOT_DEV)('APP_ENV %s does not seed by default and refuses SEED_ON_START=true', (env) => {
    expect(loadConfig({ APP_ENV: env, ACCESS_TOKEN_SECRET: SECRET, PUBLIC_URL }).seedOnStart).toBe(false);
    expect(() => loadConfig({ APP_ENV: env, ACCESS_TOKEN_SECRET: SECRET, PUBLIC_URL, SEED_ON_START: 'true' })).toThrow(
      /SEED_ON_START: demo data is seeded only in dev/,
    );
  });

  it('production needs PUBLIC_URL (invitation and password links must not point at localhost)', () => {
    expect(() => loadConfig({ APP_ENV: 'production', ACCESS_TOKEN_SECRET: SECRET })).toThrow(
      /PUBLIC_URL: production needs the address users reach/,
    );
    expect(loadConfig({ APP_ENV: 'production', ACCESS_TOKEN_SECRET: SECRET, PUBLIC_URL: `${PUBLIC_URL}/` }).publicUrl).toBe(PUBLIC_URL);
  });

  it('names both problems at once', () => {
    expect(() => loadConfig({ APP_ENV: 'production', SEED_ON_START: 'true' })).toThrow(/ACCESS_TOKEN_SECRET[\s\S]*SEED_ON_START/);
  });

  it('dev seeds by default, on the development secret, unless told not to', () => {
    expect(loadConfig({})).toMatchObject({ appEnv: 'dev', seedOnStart: true, accessTokenSecret: DEV_SECRET });
    expect(loadConfig({ SEED_ON_START: 'false' }).seedOnStart).toBe(false);
  });
});

describe('loadConfig: sessions and the rate limits', () => {
  it('defaults: a 12-hour session, 600 requests a minute, 120 downloads and 30 uploads', () => {
    expect(loadConfig({})).toMatchObject({ sessionMaxSeconds: 43_200, graphqlRateLimit: 600, downloadRateLimit: 120, uploadRateLimit: 30 });
  });

  it('takes whole numbers, 0 turning a rate limit off', () => {
    expect(
      loadConfig({ SESSION_MAX_SECONDS: '86400', GRAPHQL_RATE_LIMIT: '0', DOWNLOAD_RATE_LIMIT: '0', UPLOAD_RATE_LIMIT: '5' }),
    ).toMatchObject({
      sessionMaxSeconds: 86_400,
      graphqlRateLimit: 0,
      downloadRateLimit: 0,
      uploadRateLimit: 5,
    });
  });

  it('refuses anything else with the variable named', () => {
    expect(() => loadConfig({ SESSION_MAX_SECONDS: '12h' })).toThrow(/SESSION_MAX_SECONDS must be a whole number/);
    expect(() => loadConfig({ SESSION_MAX_SECONDS: '30' })).toThrow(/SESSION_MAX_SECONDS must be at least 60/);
    expect(() => loadConfig({ GRAPHQL_RATE_LIMIT: '-1' })).toThrow(/GRAPHQL_RATE_LIMIT must be a whole number/);
    expect(() => loadConfig({ DOWNLOAD_RATE_LIMIT: 'lots' })).toThrow(/DOWNLOAD_RATE_LIMIT must be a whole number/);
    expect(() => loadConfig({ UPLOAD_RATE_LIMIT: '1.5' })).toThrow(/UPLOAD_RATE_LIMIT must be a whole number/);
  });
});

describe('loadConfig: PUBLIC_URL (links in mail)', () => {
  it('is read without its trailing slash; unset, links use the address of each request', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://emr.example.com/' }).publicUrl).toBe('https://emr.example.com');
    expect(loadConfig({ PUBLIC_URL: 'https://example.com/emr' }).publicUrl).toBe('https://example.com/emr');
    expect(loadConfig({}).publicUrl).toBeUndefined();
  });

  it('refuses an address that is not http(s)', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'emr.example.com' })).toThrow(/PUBLIC_URL must be an http\(s\) URL/);
  });
});

describe('loadConfig: the fax service (DESIGN §8 outside services)', () => {
  const PHAXIO = { FAX_SERVICE: 'phaxio', FAX_API_KEY: 'key', FAX_API_SECRET: 'secret' };

  it('is the simulator by default, without Phaxio settings', () => {
    expect(loadConfig({})).toMatchObject({ faxService: 'simulator', phaxio: undefined });
  });

  it("takes Phaxio with its key and secret, at Phaxio's address unless told another", () => {
    expect(loadConfig(PHAXIO)).toMatchObject({
      faxService: 'phaxio',
      phaxio: { url: 'https://api.phaxio.com/v2.1', apiKey: 'key', apiSecret: 'secret', callerId: undefined },
    });
    expect(loadConfig({ ...PHAXIO, FAX_API_URL: 'http://127.0.0.1:4010/v2.1', FAX_CALLER_ID: '+18135550100' }).phaxio).toMatchObject({
      url: 'http://127.0.0.1:4010/v2.1',
      callerId: '+18135550100',
    });
  });

  it('refuses to start on Phaxio without its credentials, naming each', () => {
    expect(() => loadConfig({ FAX_SERVICE: 'phaxio' })).toThrow(/FAX_API_KEY: FAX_SERVICE phaxio needs[\s\S]*FAX_API_SECRET:/);
    expect(() => loadConfig({ FAX_SERVICE: 'phaxio', FAX_API_KEY: 'key', FAX_API_SECRET: '' })).toThrow(
      /FAX_API_SECRET: FAX_SERVICE phaxio needs/,
    );
    expect(() => loadConfig({ FAX_SERVICE: 'efax' })).toThrow(/FAX_SERVICE must be one of simulator, phaxio/);
  });

  it('refuses a bad address or caller id, and letters in the clear outside dev', () => {
    expect(() => loadConfig({ ...PHAXIO, FAX_API_URL: 'api.phaxio.com' })).toThrow(/FAX_API_URL must be an http/);
    expect(() => loadConfig({ ...PHAXIO, FAX_CALLER_ID: '8135550100' })).toThrow(/FAX_CALLER_ID must be a phone number in E.164/);
    const staging = { ...PHAXIO, APP_ENV: 'staging', ACCESS_TOKEN_SECRET: SECRET };
    expect(() => loadConfig({ ...staging, FAX_API_URL: 'http://fax.internal/v2.1' })).toThrow(
      /FAX_API_URL: APP_ENV staging sends letters only over https/,
    );
    expect(loadConfig(staging).phaxio?.url).toBe('https://api.phaxio.com/v2.1');
  });
});
