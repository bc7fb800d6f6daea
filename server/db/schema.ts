// Database schema (DESIGN §3). Clinical and administrative records are versioned resources:
// one table per type with id, version_id, last_updated, deleted, the resource as jsonb and the
// typed columns its searches need; every version is kept in resource_history (also the audit
// trail). Credentials, tokens, settings, flags and mutation receipts are plain tables.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

const resourceColumns = () => ({
  id: uuid('id').primaryKey(),
  versionId: integer('version_id').notNull(),
  lastUpdated: ts('last_updated').notNull(),
  deleted: boolean('deleted').notNull().default(false),
  content: jsonb('content').notNull().$type<Record<string, unknown>>(),
});

export const patients = pgTable(
  'patient',
  {
    ...resourceColumns(),
    nameSearch: text('name_search').notNull(),
    state: text('state'),
    birthDate: text('birth_date'),
  },
  (t) => [index('patient_name_search_idx').on(t.nameSearch), index('patient_state_idx').on(t.state)],
);

export const practitioners = pgTable(
  'practitioner',
  {
    ...resourceColumns(),
    nameSearch: text('name_search').notNull(),
    state: text('state'),
  },
  (t) => [index('practitioner_state_idx').on(t.state)],
);

export const organizations = pgTable(
  'organization',
  {
    ...resourceColumns(),
    type: text('type').notNull(),
    nameSearch: text('name_search').notNull(),
    state: text('state'),
    partOf: uuid('part_of'),
  },
  (t) => [index('organization_type_idx').on(t.type, t.state)],
);

export const episodesOfCare = pgTable(
  'episode_of_care',
  {
    ...resourceColumns(),
    patientId: uuid('patient_id').notNull(),
    status: text('status').notNull(),
    periodStart: ts('period_start'),
  },
  (t) => [index('episode_of_care_patient_idx').on(t.patientId), index('episode_of_care_status_idx').on(t.status)],
);

export const appointments = pgTable(
  'appointment',
  {
    ...resourceColumns(),
    patientId: uuid('patient_id').notNull(),
    practitionerId: uuid('practitioner_id'),
    status: text('status').notNull(),
    start: ts('start').notNull(),
    end: ts('end').notNull(),
  },
  (t) => [index('appointment_practitioner_start_idx').on(t.practitionerId, t.start), index('appointment_patient_idx').on(t.patientId)],
);

export const encounters = pgTable(
  'encounter',
  {
    ...resourceColumns(),
    patientId: uuid('patient_id').notNull(),
    practitionerId: uuid('practitioner_id'),
    appointmentId: uuid('appointment_id'),
    episodeOfCareId: uuid('episode_of_care_id'),
    status: text('status').notNull(),
    periodStart: ts('period_start'),
  },
  (t) => [
    index('encounter_patient_idx').on(t.patientId),
    index('encounter_practitioner_idx').on(t.practitionerId, t.periodStart),
    index('encounter_appointment_idx').on(t.appointmentId),
    // An appointment has at most one encounter that is not cancelled: the backstop behind
    // createEncounter's CONFLICT when two devices create one for the same visit at once.
    uniqueIndex('encounter_active_appointment_idx').on(t.appointmentId).where(sql`${t.status} <> 'cancelled' and ${t.deleted} = false`),
  ],
);

/** Forms (src/domain/forms/questionnaire.ts): one current version per code. */
export const questionnaires = pgTable(
  'questionnaire',
  {
    ...resourceColumns(),
    code: text('code').notNull(),
    status: text('status').notNull(),
  },
  (t) => [uniqueIndex('questionnaire_code_idx').on(t.code).where(sql`${t.deleted} = false`)],
);

/** Which forms an encounter type needs, per delivery type (src/domain/forms/form-logic.ts). */
export const planDefinitions = pgTable(
  'plan_definition',
  {
    ...resourceColumns(),
    encounterType: text('encounter_type').notNull(),
    deliveryType: text('delivery_type').notNull(),
  },
  (t) => [uniqueIndex('plan_definition_type_idx').on(t.encounterType, t.deliveryType).where(sql`${t.deleted} = false`)],
);

/** Filled forms: one per form and encounter (src/domain/forms/response.ts). */
export const questionnaireResponses = pgTable(
  'questionnaire_response',
  {
    ...resourceColumns(),
    encounterId: uuid('encounter_id').notNull(),
    questionnaireCode: text('questionnaire_code').notNull(),
    status: text('status').notNull(),
  },
  (t) => [uniqueIndex('questionnaire_response_form_idx').on(t.encounterId, t.questionnaireCode).where(sql`${t.deleted} = false`)],
);

/**
 * The optional forms an encounter no longer lists (updateEncounterQuestionnaireList); no row: the
 * plan's list. Kept apart from the encounter resource so that changing the list neither bumps the
 * encounter's version (devices' offline base versions stay valid) nor alters what it says.
 */
export const encounterFormLists = pgTable('encounter_form_list', {
  encounterId: uuid('encounter_id')
    .primaryKey()
    .references(() => encounters.id),
  removedCodes: text('removed_codes').array().notNull(),
  updatedBy: uuid('updated_by').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

/** Who did what to a resource and when it happened on the device (check-in, check-out, e-sign, ...). */
export const provenances = pgTable(
  'provenance',
  {
    ...resourceColumns(),
    targetId: uuid('target_id').notNull(),
    recorded: ts('recorded').notNull(),
  },
  (t) => [index('provenance_target_idx').on(t.targetId, t.recorded)],
);

/** Every version of every resource: who wrote it, when, and what it was. */
export const resourceHistory = pgTable(
  'resource_history',
  {
    resourceType: text('resource_type').notNull(),
    id: uuid('id').notNull(),
    versionId: integer('version_id').notNull(),
    content: jsonb('content').notNull().$type<Record<string, unknown>>(),
    deleted: boolean('deleted').notNull(),
    action: text('action').notNull().$type<'create' | 'update' | 'delete'>(),
    authorId: uuid('author_id'),
    recordedAt: ts('recorded_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.resourceType, t.id, t.versionId] })],
);

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
  },
  (t) => [uniqueIndex('app_user_email_idx').on(sql`lower(${t.email})`)],
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

export const settings = pgTable('setting', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const featureFlags = pgTable('feature_flag', {
  key: text('key').primaryKey(),
  description: text('description').notNull(),
  defaultValue: boolean('default_value').notNull(),
});

export const featureFlagOverrides = pgTable(
  'feature_flag_override',
  {
    id: serial('id').primaryKey(),
    flagKey: text('flag_key')
      .notNull()
      .references(() => featureFlags.key),
    scope: text('scope').notNull().$type<'role' | 'jobFunction' | 'user'>(),
    scopeValue: text('scope_value').notNull(),
    value: boolean('value').notNull(),
  },
  (t) => [uniqueIndex('feature_flag_override_scope_idx').on(t.flagKey, t.scope, t.scopeValue)],
);

/** A mutation sent with a client mutation id is applied once; a resend returns the stored result. */
export const mutationReceipts = pgTable('mutation_receipt', {
  clientMutationId: uuid('client_mutation_id').primaryKey(),
  userId: uuid('user_id').notNull(),
  operation: text('operation').notNull(),
  /** SHA-256 of the operation and its canonical variables: a reused id with another payload is refused. */
  payloadHash: text('payload_hash'),
  result: jsonb('result').notNull(),
  createdAt: ts('created_at').notNull(),
});

export const notifications = pgTable(
  'notification',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    viewed: boolean('viewed').notNull().default(false),
    createdAt: ts('created_at').notNull(),
    eventTitle: text('event_title').notNull(),
    eventDescription: text('event_description').notNull(),
    patientId: uuid('patient_id'),
    patientName: text('patient_name'),
    resourceType: text('resource_type'),
    resourceId: uuid('resource_id'),
  },
  (t) => [index('notification_user_idx').on(t.userId, t.viewed, t.createdAt)],
);
