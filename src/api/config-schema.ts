// The client's view of GET /api/config and GET /api/status, validated at start-up (STYLE:
// env validated at start). Unknown extra fields are ignored; a missing switch reads as 'false'.
import * as v from 'valibot';
import { APP_ENVS } from '../domain/environment';
import { DEFAULT_IDLE_LOCK_DELAY, DEFAULT_IDLE_LOGOUT_DELAY, DEFAULT_SETTINGS, SETTING_KEYS, type Settings } from '../domain/settings';

const Switch = v.optional(v.picklist(['true', 'false']), 'false');

const SettingsSchema = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform((raw): Settings => {
    const out: Settings = { ...DEFAULT_SETTINGS };
    for (const key of SETTING_KEYS) {
      const parsed = v.safeParse(Switch, raw[key]);
      if (parsed.success) out[key] = parsed.output;
    }
    return out;
  }),
);

export const ClientConfigSchema = v.object({
  environment: v.picklist(APP_ENVS, 'Unknown environment'),
  buildNumber: v.string(),
  region: v.string(),
  auth: v.object({
    userPoolId: v.string(),
    clientId: v.string(),
    identityPoolId: v.nullable(v.string()),
    ssoEnabled: v.boolean(),
  }),
  graphqlPath: v.pipe(v.string(), v.startsWith('/')),
  subscriptionPath: v.pipe(v.string(), v.startsWith('/')),
  upload: v.object({ bucket: v.string(), maxFileSize: v.number(), timeoutMs: v.number() }),
  settings: SettingsSchema,
  idleLogoutDelay: v.optional(v.number(), DEFAULT_IDLE_LOGOUT_DELAY),
  idleLockDelay: v.optional(v.number(), DEFAULT_IDLE_LOCK_DELAY),
  /** Map tiles (a {z}/{x}/{y} URL template and its attribution); absent or malformed: OpenStreetMap. */
  mapTiles: v.fallback(v.optional(v.object({ url: v.pipe(v.string(), v.includes('{z}')), attribution: v.string() })), undefined),
  /** Single sign-on (OpenID Connect): offered on the sign-in page when enabled. Absent or malformed: off. */
  sso: v.fallback(v.optional(v.object({ enabled: v.boolean(), label: v.pipe(v.string(), v.minLength(1)) })), undefined),
});
export type ClientConfig = v.InferOutput<typeof ClientConfigSchema>;

export const StatusSchema = v.object({
  info: v.object({ web: v.object({ version: v.nullish(v.string()) }) }),
});
export type Status = v.InferOutput<typeof StatusSchema>;

export const FeatureFlagsSchema = v.record(v.string(), v.boolean());

/** Parses, or throws an Error naming the first bad field (shown as the reason on the config error screen). */
export function parseOrThrow<S extends v.GenericSchema>(schema: S, input: unknown, what: string): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const where = issue ? v.getDotPath(issue) : null;
  throw new Error(`${what}: ${where ? `${where}: ` : ''}${issue?.message ?? 'invalid'}`);
}
