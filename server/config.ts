// Configuration from environment variables, validated once at start with clear messages.
import * as v from 'valibot';
import { APP_ENVS, type AppEnv } from '../src/domain/environment.ts';
import { OIDC_ENV, type OidcConfig, oidcSettings } from './auth/oidc-config.ts';
import { ELIGIBILITY_SERVICES, type EligibilityServiceKind } from './modules/coverage/eligibility-service.ts';
import { STORAGE_ENV, type StorageConfig, storageSettings } from './modules/documents/storage-config.ts';
import { FAX_SERVICES, type FaxServiceKind } from './modules/letters/fax-gateway.ts';
import { PHAXIO_API_URL, type PhaxioOptions } from './modules/letters/phaxio-fax.ts';

/** The published development secret: refused outside APP_ENV=dev. */
export const DEV_SECRET = 'dev-only-token-secret-change-me-0123456789';

const count = (name: string) => v.pipe(v.string(), v.regex(/^\d+$/, `${name} must be a whole number`), v.transform(Number));

/** A simulator's pace: a whole number of milliseconds, at most 10 s, default 0. */
const delayMs = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,5}$/, `${name} must be a whole number of milliseconds`),
      v.transform(Number),
      v.maxValue(10_000, `${name} must be at most 10000`),
    ),
    '0',
  );

const EnvSchema = v.object({
  PORT: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'PORT must be a port number'), v.transform(Number)), '3000'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://'))),
  REDIS_URL: v.optional(v.pipe(v.string(), v.regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://'))),
  APP_ENV: v.optional(v.picklist(APP_ENVS, `APP_ENV must be one of ${APP_ENVS.join(', ')}`), 'dev'),
  BUILD_NUMBER: v.optional(v.pipe(v.string(), v.minLength(1)), '1'),
  ACCESS_TOKEN_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'ACCESS_TOKEN_SECRET must be at least 32 characters')), DEV_SECRET),
  ACCESS_TOKEN_TTL_SECONDS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)), '3600'),
  REFRESH_TOKEN_TTL_SECONDS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)), '1209600'),
  /** A sign-in's absolute lifetime: refresh never extends a session past it (12 h: a field day). */
  SESSION_MAX_SECONDS: v.optional(v.pipe(count('SESSION_MAX_SECONDS'), v.minValue(60, 'SESSION_MAX_SECONDS must be at least 60')), '43200'),
  /** /graphql requests a minute per signed-in user (per address when signed out); 0 turns the limit off. */
  GRAPHQL_RATE_LIMIT: v.optional(count('GRAPHQL_RATE_LIMIT'), '600'),
  /** Document downloads, and face sheets, a minute per signed-in user (per address when signed out), each; 0: no limit. */
  DOWNLOAD_RATE_LIMIT: v.optional(count('DOWNLOAD_RATE_LIMIT'), '120'),
  /** Document uploads a minute per signed-in user (per address when signed out); 0: no limit. */
  UPLOAD_RATE_LIMIT: v.optional(count('UPLOAD_RATE_LIMIT'), '30'),
  STATIC_DIR: v.optional(v.string(), './dist'),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  SIGN_IN_RATE_LIMIT: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)), '10'),
  /** Default: 'true' in dev only (the demo personas); refused outside dev. */
  SEED_ON_START: v.optional(v.picklist(['true', 'false'], "SEED_ON_START must be 'true' or 'false'")),
  /** ADP's company code: Payroll Info's export is PR{code}EPI.csv (src/domain/payroll/adp-export.ts). */
  ADP_COMPANY_CODE: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Z0-9]{3}$/, 'ADP_COMPANY_CODE must be three capital letters or digits')),
    'WCE',
  ),
  /** Whether this instance runs the job queue's workers (DESIGN §8 'Background work'); 'false': it only enqueues. */
  JOB_WORKERS: v.optional(v.picklist(['true', 'false'], "JOB_WORKERS must be 'true' or 'false'"), 'true'),
  TRUST_PROXY_HOPS: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,2}$/, 'TRUST_PROXY_HOPS must be a number of proxies'), v.transform(Number)),
    '0',
  ),
  /** Outgoing mail (verification codes). Unset: each message is written under DATA_DIR/mail instead. */
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://'))),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.minLength(3)), 'Wound Care EMR <no-reply@emr.local>'),
  ...OIDC_ENV,
  /** Document files: S3-compatible storage when S3_BUCKET is set, else DATA_DIR/documents. */
  ...STORAGE_ENV,
  /** An OSRM-compatible routing service (DESIGN §8 'Outside services'); unset: straight-line estimates. */
  ROUTING_URL: v.optional(v.pipe(v.string(), v.regex(/^https?:\/\/[^\s]+$/, 'ROUTING_URL must be an http:// or https:// address'))),
  /** Who answers eligibility checks (DESIGN §8 'Outside services'): the built-in simulator by default. */
  ELIGIBILITY_SERVICE: v.optional(
    v.picklist(ELIGIBILITY_SERVICES, `ELIGIBILITY_SERVICE must be one of ${ELIGIBILITY_SERVICES.join(', ')}`),
    'simulator',
  ),
  /** ELIGIBILITY_SERVICE=x12: the clearinghouse taking 270s over HTTPS, and who the inquiries come from. */
  ELIGIBILITY_CLEARINGHOUSE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^https?:\/\/[^\s]+$/, 'ELIGIBILITY_CLEARINGHOUSE_URL must be an http:// or https:// address')),
  ),
  ELIGIBILITY_SENDER_ID: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Z0-9]{2,15}$/, 'ELIGIBILITY_SENDER_ID must be 2–15 capital letters or digits')),
    'WOUNDCAREEMR',
  ),
  ELIGIBILITY_RECEIVER_ID: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Z0-9]{2,15}$/, 'ELIGIBILITY_RECEIVER_ID must be 2–15 capital letters or digits')),
    'CLEARINGHOUSE',
  ),
  ELIGIBILITY_PROVIDER_NPI: v.optional(v.pipe(v.string(), v.regex(/^\d{10}$/, 'ELIGIBILITY_PROVIDER_NPI must be 10 digits')), '1234567893'),
  ELIGIBILITY_PROVIDER_NAME: v.optional(v.pipe(v.string(), v.minLength(2)), 'WOUND CARE HOME HEALTH'),
  /** Who faxes the PCP letters (DESIGN §8 'Outside services'): the built-in simulator by default. */
  FAX_SERVICE: v.optional(v.picklist(FAX_SERVICES, `FAX_SERVICE must be one of ${FAX_SERVICES.join(', ')}`), 'simulator'),
  /** FAX_SERVICE=phaxio: Phaxio's API (its own address unless a test's), the account's API key and secret, and the number to send from. */
  FAX_API_URL: v.optional(
    v.pipe(v.string(), v.regex(/^https?:\/\/[^\s]+$/, 'FAX_API_URL must be an http:// or https:// address')),
    PHAXIO_API_URL,
  ),
  FAX_API_KEY: v.optional(v.pipe(v.string(), v.minLength(1))),
  FAX_API_SECRET: v.optional(v.pipe(v.string(), v.minLength(1))),
  FAX_CALLER_ID: v.optional(
    v.pipe(v.string(), v.regex(/^\+[1-9]\d{7,14}$/, 'FAX_CALLER_ID must be a phone number in E.164 form (+18135550100)')),
  ),
  /** The share of the fax simulator's sends that fail (FAX_SIMULATOR_FAILURE_RATE, 0–1, default 0). */
  FAX_SIMULATOR_FAILURE_RATE: v.optional(
    v.pipe(v.string(), v.regex(/^(0(\.\d+)?|1(\.0+)?)$/, 'FAX_SIMULATOR_FAILURE_RATE must be a number from 0 to 1'), v.transform(Number)),
    '0',
  ),
  /** The fax simulator's time to take a letter in ms (FAX_SIMULATOR_DELAY_MS, default 0): a provider's pace, for demos and tests of a restart mid-send. */
  FAX_SIMULATOR_DELAY_MS: delayMs('FAX_SIMULATOR_DELAY_MS'),
  /** The simulator's answer time in ms (ELIGIBILITY_SIMULATOR_DELAY_MS, default 0): a payer's pace, for demos and tests of progress. */
  ELIGIBILITY_SIMULATOR_DELAY_MS: delayMs('ELIGIBILITY_SIMULATOR_DELAY_MS'),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  appEnv: AppEnv;
  buildNumber: string;
  accessTokenSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** A sign-in's absolute lifetime (SESSION_MAX_SECONDS). */
  sessionMaxSeconds: number;
  /** /graphql requests a minute per user or address; 0: no limit. */
  graphqlRateLimit: number;
  /** Document downloads, and face sheets, a minute per user or address, each; 0: no limit. */
  downloadRateLimit: number;
  /** Document uploads a minute per user or address; 0: no limit. */
  uploadRateLimit: number;
  staticDir: string;
  logLevel: string;
  signInRateLimit: number;
  seedOnStart: boolean;
  /** ADP's company code (ADP_COMPANY_CODE, default WCE). */
  adpCompanyCode: string;
  /** Run the job queue's workers here (JOB_WORKERS, default true); false: jobs are only enqueued, for another instance. */
  jobWorkers: boolean;
  /** Proxies in front of the server whose X-Forwarded-For is believed (0: none). */
  trustProxyHops: number;
  /** SMTP server for outgoing mail; undefined: mail is written to files under DATA_DIR/mail. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Single sign-on (OpenID Connect); null when OIDC_ISSUER is unset. */
  oidc: OidcConfig | null;
  /** Where document files are kept: DATA_DIR/documents, or an S3-compatible bucket (S3_*). */
  documentStorage: StorageConfig;
  /** Who answers eligibility checks (ELIGIBILITY_SERVICE; default the built-in simulator). */
  eligibilityService: EligibilityServiceKind;
  /** The simulator's answer time in ms (ELIGIBILITY_SIMULATOR_DELAY_MS). */
  eligibilitySimulatorDelayMs: number;
  /** ELIGIBILITY_SERVICE=x12: the clearinghouse and who the inquiries come from. */
  clearinghouse: { url: string; senderId: string; receiverId: string; providerNpi: string; providerName: string } | undefined;
  /** Who faxes the PCP letters (FAX_SERVICE) and the simulator's failure share (FAX_SIMULATOR_FAILURE_RATE). */
  faxService: FaxServiceKind;
  faxSimulatorFailureRate: number;
  /** FAX_SERVICE=phaxio: the API's address, the credentials and the caller id (FAX_API_*, FAX_CALLER_ID). */
  phaxio: PhaxioOptions | undefined;
  /** The fax simulator's time to take a letter in ms (FAX_SIMULATOR_DELAY_MS). */
  faxSimulatorDelayMs: number;
  /** The OSRM-compatible table API for route travel (ROUTING_URL); undefined: estimates. */
  routingUrl: string | undefined;
  /**
   * PUBLIC_URL without a trailing slash: the address users reach, for links in mail (invitation
   * and password-reset links), required in production. Undefined (development): app.ts uses
   * http://localhost:PORT, never a request's Host header.
   */
  publicUrl: string | undefined;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = v.safeParse(EnvSchema, Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!result.success) {
    const lines = result.issues.map((issue) => `- ${v.getDotPath(issue) ?? 'environment'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = result.output;
  // Only a developer's machine runs on the published secret or creates the demo personas (and
  // their known password): any other environment refuses to start with either.
  const problems: string[] = [];
  if (e.APP_ENV !== 'dev' && e.ACCESS_TOKEN_SECRET === DEV_SECRET) {
    problems.push(`- ACCESS_TOKEN_SECRET: APP_ENV ${e.APP_ENV} needs its own secret (the development default is refused)`);
  }
  if (e.APP_ENV !== 'dev' && e.SEED_ON_START === 'true') {
    problems.push(`- SEED_ON_START: demo data is seeded only in dev (APP_ENV is ${e.APP_ENV}); use npm run seed on purpose`);
  }
  // Invitation and password links are mailed to this address (never a request's Host header): in
  // production they must not point at localhost.
  // (With single sign-on on, its own check names the same need.)
  if (e.APP_ENV === 'production' && !e.PUBLIC_URL && !e.OIDC_ISSUER) {
    problems.push('- PUBLIC_URL: production needs the address users reach (the links in invitation and password mail)');
  }
  if (e.ELIGIBILITY_SERVICE === 'x12' && !e.ELIGIBILITY_CLEARINGHOUSE_URL) {
    problems.push('- ELIGIBILITY_CLEARINGHOUSE_URL: ELIGIBILITY_SERVICE x12 needs the clearinghouse address');
  }
  if (e.FAX_SERVICE === 'phaxio') {
    for (const name of ['FAX_API_KEY', 'FAX_API_SECRET'] as const) {
      if (!e[name]) problems.push(`- ${name}: FAX_SERVICE phaxio needs the account's API key and secret`);
    }
    // The letters carry patient information and the requests the account's credentials: only a
    // developer's machine talks to a provider (a test's) in the clear.
    if (e.APP_ENV !== 'dev' && !e.FAX_API_URL.startsWith('https://')) {
      problems.push(`- FAX_API_URL: APP_ENV ${e.APP_ENV} sends letters only over https://`);
    }
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  const sso = oidcSettings(e, { port: e.PORT, production: e.APP_ENV === 'production' });
  if (sso.problems.length) throw new ConfigError(`Invalid configuration:\n${sso.problems.join('\n')}`);
  const files = storageSettings(e, e.DATA_DIR);
  if (!files.storage) throw new ConfigError(`Invalid configuration:\n${files.problems.join('\n')}`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    appEnv: e.APP_ENV,
    buildNumber: e.BUILD_NUMBER,
    accessTokenSecret: e.ACCESS_TOKEN_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    sessionMaxSeconds: e.SESSION_MAX_SECONDS,
    graphqlRateLimit: e.GRAPHQL_RATE_LIMIT,
    downloadRateLimit: e.DOWNLOAD_RATE_LIMIT,
    uploadRateLimit: e.UPLOAD_RATE_LIMIT,
    staticDir: e.STATIC_DIR,
    logLevel: e.LOG_LEVEL,
    signInRateLimit: e.SIGN_IN_RATE_LIMIT,
    seedOnStart: (e.SEED_ON_START ?? (e.APP_ENV === 'dev' ? 'true' : 'false')) === 'true',
    jobWorkers: e.JOB_WORKERS === 'true',
    adpCompanyCode: e.ADP_COMPANY_CODE,
    trustProxyHops: e.TRUST_PROXY_HOPS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    oidc: sso.oidc,
    documentStorage: files.storage,
    eligibilityService: e.ELIGIBILITY_SERVICE,
    eligibilitySimulatorDelayMs: e.ELIGIBILITY_SIMULATOR_DELAY_MS,
    clearinghouse: e.ELIGIBILITY_CLEARINGHOUSE_URL
      ? {
          url: e.ELIGIBILITY_CLEARINGHOUSE_URL,
          senderId: e.ELIGIBILITY_SENDER_ID,
          receiverId: e.ELIGIBILITY_RECEIVER_ID,
          providerNpi: e.ELIGIBILITY_PROVIDER_NPI,
          providerName: e.ELIGIBILITY_PROVIDER_NAME,
        }
      : undefined,
    faxService: e.FAX_SERVICE,
    faxSimulatorFailureRate: e.FAX_SIMULATOR_FAILURE_RATE,
    phaxio:
      e.FAX_SERVICE === 'phaxio' && e.FAX_API_KEY && e.FAX_API_SECRET
        ? { url: e.FAX_API_URL, apiKey: e.FAX_API_KEY, apiSecret: e.FAX_API_SECRET, callerId: e.FAX_CALLER_ID }
        : undefined,
    faxSimulatorDelayMs: e.FAX_SIMULATOR_DELAY_MS,
    routingUrl: e.ROUTING_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
  };
}
