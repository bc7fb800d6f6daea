// The shape of a session as the server issues it (sign-in, refresh) and as this device keeps it.
import * as v from 'valibot';
import { JOB_FUNCTIONS, PERMISSIONS, ROLES } from '../domain/access';

/** Codes this build does not know are dropped rather than failing the whole session. */
const knownCodes = <T extends string>(codes: readonly T[]) =>
  v.pipe(
    v.array(v.string()),
    v.transform((list) => list.filter((c): c is T => (codes as readonly string[]).includes(c))),
  );

export const SessionUserSchema = v.object({
  id: v.string(),
  email: v.string(),
  givenName: v.string(),
  familyName: v.string(),
  userType: v.picklist(['internal', 'external']),
  roles: knownCodes(ROLES),
  jobFunctions: knownCodes(JOB_FUNCTIONS),
  permissions: knownCodes(PERMISSIONS),
  practitionerId: v.nullable(v.string()),
  hasPin: v.boolean(),
});

/** SPEC §3 'On login also passwordChangedOn, passwordExpiresConfigValue, passwordChangedSinceInDays, isExtUserAccountExpired'. */
export const AccountStatusSchema = v.object({
  passwordChangedOn: v.string(),
  passwordExpiresConfigValue: v.number(),
  passwordChangedSinceInDays: v.number(),
  isExtUserAccountExpired: v.boolean(),
  userPinModifiedOn: v.nullish(v.string()),
});
export type AccountStatus = v.InferOutput<typeof AccountStatusSchema>;

export const TokenResponseSchema = v.object({
  access_token: v.string(),
  id_token: v.string(),
  refresh_token: v.string(),
  expiry: v.number(),
  user: SessionUserSchema,
  /** Optional: a server (or a session stored) before issue 5 has none. */
  account: v.optional(AccountStatusSchema),
});
export type TokenResponse = v.InferOutput<typeof TokenResponseSchema>;

export const StoredSessionSchema = v.object({
  accessToken: v.string(),
  idToken: v.string(),
  refreshToken: v.string(),
  /** Epoch ms when the access token expires. */
  expiresAt: v.number(),
  /** How long the access token lived when issued (ms). */
  lifetimeMs: v.number(),
  user: SessionUserSchema,
  account: v.optional(AccountStatusSchema),
});
export type StoredSession = v.InferOutput<typeof StoredSessionSchema>;

export function toStoredSession(response: TokenResponse, now = Date.now()): StoredSession {
  const lifetimeMs = Math.max(0, response.expiry) * 1000;
  return {
    accessToken: response.access_token,
    idToken: response.id_token,
    refreshToken: response.refresh_token,
    expiresAt: now + lifetimeMs,
    lifetimeMs,
    user: response.user,
    ...(response.account ? { account: response.account } : {}),
  };
}
