// Administration (SPEC §2 users, teams, payers, clinicians, PCC / telehealth / lead clinician
// config, feature flags): the audit of every administrative change, user invitations, who covers
// what, and care teams.
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { resourceColumns, ts } from './columns.ts';
import { users } from './identity.ts';

/**
 * Every administrative change (DESIGN §3 'audit'): who, when, what, and the record before and
 * after. Versioned resources also keep every version in resource_history; this table is the one
 * place an administrator reads 'who changed what' across users, payers, clinicians, config and flags.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    at: ts('at').notNull(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    /** 'User', 'Organization', 'Practitioner', 'CareTeam', 'CoverageConfig', 'FeatureFlag', 'Setting', 'JobFunction'. */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** 'create', 'update', 'reinvite', 'reset-password', 'reset-pin', 'deactivate', 'reactivate' … */
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('admin_audit_entity_idx').on(t.entityType, t.entityId, t.seq), index('admin_audit_at_idx').on(t.at)],
);

/**
 * An invitation to set a first password (createUser, reinviteUser) or a new one
 * (resetUserPassword): a random token mailed as a link, stored only as a hash, used once. A newer
 * invitation of the same user replaces the older ones.
 */
export const userInvitations = pgTable(
  'user_invitation',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose').notNull().$type<'invite' | 'reset'>(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('user_invitation_token_idx').on(t.tokenHash), index('user_invitation_user_idx').on(t.userId)],
);

/**
 * Who covers what (SPEC §2 PCC config, telehealth clinicians, lead clinicians): one row per kind
 * and subject. PCC: a user (subject = app_user id) and the states and markets they work; telehealth
 * clinician: a user and the patient states whose waiting room they see; lead clinician: a user and
 * the clinicians (practitioner ids) they lead.
 */
export const coverageConfigs = pgTable(
  'coverage_config',
  {
    kind: text('kind').notNull().$type<'pcc' | 'th' | 'lead'>(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    states: text('states').array().notNull().default(sql`'{}'::text[]`),
    marketIds: uuid('market_ids').array().notNull().default(sql`'{}'::uuid[]`),
    clinicianIds: uuid('clinician_ids').array().notNull().default(sql`'{}'::uuid[]`),
    updatedAt: ts('updated_at').notNull(),
    updatedBy: uuid('updated_by'),
    /** The row's version: 1 on its first save, one more on each (updateCoverageConfig's versionId; 0 before any row). */
    version: integer('version').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.kind, t.userId] })],
);

/** SPEC §3 'Care team clinician': a team with its participants (practitioner role, specialty). */
export const careTeams = pgTable(
  'care_team',
  {
    ...resourceColumns(),
    nameSearch: text('name_search').notNull(),
    state: text('state'),
  },
  (t) => [index('care_team_name_idx').on(t.nameSearch)],
);
