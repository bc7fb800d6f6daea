// Users, sessions, tokens, codes and the auth audit trail: plain relational tables (DESIGN §3).
import { type SQL, sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

export const users = pgTable(
  'app_user',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
    status: text('status').notNull().$type<'active' | 'inactive'>(),
    userType: text('user_type').notNull().$type<'internal' | 'external'>(),
    roles: text('roles').array().notNull(),
    jobFunctions: text('job_functions').array().notNull(),
    permissions: text('permissions').array().notNull(),
    practitionerId: uuid('practitioner_id'),
    phone: text('phone'),
    state: text('state'),
    passwordHash: text('password_hash').notNull(),
    passwordChangedOn: ts('password_changed_on').notNull(),
    pinHash: text('pin_hash'),
    pinModifiedOn: ts('pin_modified_on'),
    lastLoggedIn: ts('last_logged_in'),
    statusUpdatedDate: ts('status_updated_date').notNull(),
    createdAt: ts('created_at').notNull(),
    /** External users' accounts end here when EnableExternalUserVerification is 'true' (SPEC §6); null: no end. */
    accountExpiresOn: ts('account_expires_on'),
    /**
     * The markets (state codes) whose patients this user may read (DESIGN §8 'Access'). A
     * clinician also reads the patients of the visits they cover; administrators read all.
     */
    markets: text('markets').array().notNull().default(sql`'{}'::text[]`),
    /** SPEC §3 User legalEntities and payers: organization ids (the UserList organization filter matches either). */
    legalEntityIds: uuid('legal_entity_ids').array().notNull().default(sql`'{}'::uuid[]`),
    payerIds: uuid('payer_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** When the newest invitation was sent (null: never invited, e.g. a seeded account). */
    invitedAt: ts('invited_at'),
    /**
     * The version of what user administration sets (profile, access, status): one more on each
     * updateUser, deactivation and reactivation, so a form saved over a newer change is refused
     * (CONFLICT) rather than silently restoring a grant another administrator revoked.
     */
    version: integer('version').notNull().default(1),
    /** UserList's term (SPEC §7): e-mail and name, lower-cased, searched by LIKE '%…%' through a trigram index. */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL => sql`lower(${users.email} || ' ' || ${users.givenName} || ' ' || ${users.familyName})`,
    ),
  },
  (t) => [
    uniqueIndex('app_user_email_idx').on(sql`lower(${t.email})`),
    // UserList (SPEC §7): ordered by family then given name; filters by status, state, role, job function, organization.
    index('app_user_name_order_idx').on(sql`lower(${t.familyName})`, sql`lower(${t.givenName})`, t.id),
    index('app_user_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('app_user_roles_idx').using('gin', t.roles),
    index('app_user_job_functions_idx').using('gin', t.jobFunctions),
    index('app_user_orgs_idx').using('gin', t.legalEntityIds),
    index('app_user_payers_idx').using('gin', t.payerIds),
  ],
);
/**
 * A signed-in session: one per sign-in, the id of its refresh-token family. Access tokens carry
 * its id and are refused once it has ended (sign-out, password change, deactivation, reuse), so
 * access ends at once rather than when the token expires. `expiresAt` is the absolute end that no
 * refresh extends; `lockedAt` is set while the device's screen is locked, and refresh is refused
 * until the PIN is given again (SPEC §4 'Screen lock').
 */
export const authSessions = pgTable(
  'auth_session',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    endedAt: ts('ended_at'),
    endedReason: text('ended_reason'),
    lockedAt: ts('locked_at'),
  },
  (t) => [index('auth_session_user_idx').on(t.userId)],
);
/** Refresh tokens are stored hashed; rotation links each to its successor within one family. */
export const refreshTokens = pgTable(
  'refresh_token',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    replacedBy: uuid('replaced_by'),
  },
  (t) => [uniqueIndex('refresh_token_hash_idx').on(t.tokenHash), index('refresh_token_family_idx').on(t.familyId)],
);
/**
 * E-mailed verification codes (SPEC §3 Verification code response), stored only as a hash. One row
 * per code sent: the newest row of a subject and purpose is the code in force, and the rows of
 * the last 24 hours count the resends. A password-reset request for an unknown e-mail gets a row
 * too (no user, a code nobody receives), so the answers look the same (no account enumeration).
 */
export const verificationCodes = pgTable(
  'verification_code',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id),
    /** The address it went to, lower-cased (password-reset codes are looked up by it). */
    email: text('email').notNull(),
    purpose: text('purpose').notNull().$type<'pin' | 'password-reset'>(),
    codeHash: text('code_hash').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    attemptsUsed: integer('attempts_used').notNull().default(0),
    validatedAt: ts('validated_at'),
    consumedAt: ts('consumed_at'),
  },
  (t) => [
    index('verification_code_user_idx').on(t.userId, t.purpose, t.createdAt),
    index('verification_code_email_idx').on(t.email, t.purpose, t.createdAt),
  ],
);
/** The auth audit trail: every sign-in, failure, lockout, PIN and password event, and what devices report. */
export const authEvents = pgTable(
  'auth_event',
  {
    id: uuid('id').primaryKey(),
    /** Insertion order: events of one request share `at`, and still list in the order they happened. */
    seq: serial('seq').notNull(),
    at: ts('at').notNull(),
    kind: text('kind').notNull(),
    userId: uuid('user_id'),
    email: text('email'),
    /** The client's address as the server saw it (request.ip, behind TRUST_PROXY_HOPS proxies). */
    address: text('address'),
    detail: text('detail'),
  },
  (t) => [index('auth_event_at_idx').on(t.at), index('auth_event_user_idx').on(t.userId, t.at)],
);
/**
 * Brute-force counters, shared by every server instance (DESIGN §5: no state between requests).
 * Keys: 'account:<email>', 'address:<ip>', 'unlock:<userId>', 'code:<userId>'.
 */
export const authFailures = pgTable('auth_failure', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStart: ts('window_start').notNull(),
  lockedUntil: ts('locked_until'),
});
