// Shared pieces of the account-security suites (tests/integration/account-*.test.ts).
import { and, asc, eq } from 'drizzle-orm';
import * as schema from '../../server/db/schema.ts';
import type { TestServer } from './harness.ts';

export interface Session {
  access_token: string;
  id_token: string;
  refresh_token: string;
  expiry: number;
  user: { id: string; email: string; hasPin: boolean };
  account: {
    passwordChangedOn: string;
    passwordExpiresConfigValue: number;
    passwordChangedSinceInDays: number;
    isExtUserAccountExpired: boolean;
    userPinModifiedOn: string | null;
  };
}

export interface CodeResponse {
  email: string | null;
  createdOn: string | null;
  attemptsRemaining: number;
  resendRequestRemaining: number;
  isValidCode: boolean;
  isError: boolean;
  errorMessage: string | null;
}

export const VERIFICATION_FIELDS = 'email createdOn attemptsRemaining resendRequestRemaining isValidCode isError errorMessage' as const;

export const SEND_PIN_CODE = `mutation { sendPINVerificationCode { ${VERIFICATION_FIELDS} } }`;
export const VALIDATE_PIN_CODE = `mutation($code: String!) { validatePINVerificationCode(verificationCode: $code) { ${VERIFICATION_FIELDS} } }`;
export const UPSERT_PIN = 'mutation($userPin: UserPinInput!) { upsertUserPin(userPin: $userPin) { id hasPin userPinModifiedOn } }';
export const RESET_PIN = 'mutation($email: String!) { resetUserPin(email: $email) }';
export const CHANGE_PASSWORD =
  'mutation($current: String!, $next: String!) { changePassword(currentPassword: $current, newPassword: $next) }';
export const CONFIRM_PASSWORD_CHANGE =
  'mutation($email: String!, $code: String!, $password: String!) { confirmPasswordChange(email: $email, verificationCode: $code, newPassword: $password) }';
export const AUTH_EVENTS =
  'query($userId: ID, $first: Int) { AuthEvents(userId: $userId, first: $first) { id at kind userId email address detail } }';

/** A JSON POST (optionally with a bearer token). */
export const postJson = (s: TestServer, path: string, body: unknown, token?: string) =>
  s.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

export const refresh = (s: TestServer, token: string) => s.fetch('/refreshToken', { headers: { refreshToken: token } });

export async function signInSession(s: TestServer, email: string, password?: string): Promise<Session> {
  const res = await s.signIn(email, password);
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Session;
}

/** The audit rows (kind, detail) of a user, oldest first. */
export async function auditOf(s: TestServer, userId: string) {
  return s.db
    .select({ kind: schema.authEvents.kind, detail: schema.authEvents.detail, address: schema.authEvents.address })
    .from(schema.authEvents)
    .where(eq(schema.authEvents.userId, userId))
    .orderBy(asc(schema.authEvents.seq));
}

/** The audit rows of one kind for an e-mail (failed sign-ins of unknown accounts have no user). */
export async function auditByEmail(s: TestServer, email: string, kind: string) {
  return s.db
    .select()
    .from(schema.authEvents)
    .where(and(eq(schema.authEvents.email, email.toLowerCase()), eq(schema.authEvents.kind, kind)))
    .orderBy(asc(schema.authEvents.seq));
}

export async function userRow(s: TestServer, id: string) {
  const [row] = await s.db.select().from(schema.users).where(eq(schema.users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}
