// Configuration from environment variables, validated once at start with clear messages.
import * as v from 'valibot';
import { APP_ENVS, type AppEnv } from '../src/domain/environment.ts';
import { OIDC_ENV, type OidcConfig, oidcSettings } from './auth/oidc-config.ts';

const DEV_SECRET = 'dev-only-token-secret-change-me-0123456789';

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
  STATIC_DIR: v.optional(v.string(), './dist'),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  SIGN_IN_RATE_LIMIT: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)), '10'),
  SEED_ON_START: v.optional(v.picklist(['true', 'false']), 'true'),
  TRUST_PROXY_HOPS: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,2}$/, 'TRUST_PROXY_HOPS must be a number of proxies'), v.transform(Number)),
    '0',
  ),
  /** Outgoing mail (verification codes). Unset: each message is written under DATA_DIR/mail instead. */
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://'))),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.minLength(3)), 'Wound Care EMR <no-reply@emr.local>'),
  ...OIDC_ENV,
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
  staticDir: string;
  logLevel: string;
  signInRateLimit: number;
  seedOnStart: boolean;
  /** Proxies in front of the server whose X-Forwarded-For is believed (0: none). */
  trustProxyHops: number;
  /** SMTP server for outgoing mail; undefined: mail is written to files under DATA_DIR/mail. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Single sign-on (OpenID Connect); null when OIDC_ISSUER is unset. */
  oidc: OidcConfig | null;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = v.safeParse(EnvSchema, Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!result.success) {
    const lines = result.issues.map((issue) => `- ${v.getDotPath(issue) ?? 'environment'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = result.output;
  // Production must never run on the published development secret.
  if (e.APP_ENV === 'production' && e.ACCESS_TOKEN_SECRET === DEV_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n- ACCESS_TOKEN_SECRET: production needs its own secret (the development default is refused)',
    );
  }
  const sso = oidcSettings(e, { port: e.PORT, production: e.APP_ENV === 'production' });
  if (sso.problems.length) throw new ConfigError(`Invalid configuration:\n${sso.problems.join('\n')}`);
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
    staticDir: e.STATIC_DIR,
    logLevel: e.LOG_LEVEL,
    signInRateLimit: e.SIGN_IN_RATE_LIMIT,
    seedOnStart: e.SEED_ON_START === 'true',
    trustProxyHops: e.TRUST_PROXY_HOPS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    oidc: sso.oidc,
  };
}
