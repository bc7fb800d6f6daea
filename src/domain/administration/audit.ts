// The audit of administrative changes (SPEC §2 users, payers, clinicians, teams, config, flags,
// the job functions' notification events):
// what an entry names, which permission reads each kind (the area's own, SPEC §2), and the words
// of its 'Change history' (the action, and the changed fields as each kind's form labels them).
import type { Permission } from '../access';
import { CLINICIAN_FIELD_LABELS } from './clinician-labels';
import { COVERAGE_FIELD_LABELS } from './coverage';
import { MARKET_FIELD_LABELS } from './market-input';
import { PAYER_FIELD_LABELS } from './payer';
import { TEAM_FIELD_LABELS } from './team-labels';
import { USER_FIELD_LABELS } from './user-labels';

export const AUDIT_ENTITY_TYPES = [
  'User',
  'Organization',
  'Practitioner',
  'CareTeam',
  'CoverageConfig',
  'FeatureFlag',
  'Setting',
  'JobFunction',
  'CodeSystem',
  'PlanDefinition',
  'Questionnaire',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** Who reads an entity's audit: the permission(s) of the screen that changes it. */
export const AUDIT_READERS: Readonly<Record<AuditEntityType, readonly Permission[]>> = {
  User: ['security'],
  Organization: ['settings'],
  Practitioner: ['settings', 'financial'],
  CareTeam: ['settings'],
  CoverageConfig: ['settings'],
  FeatureFlag: ['settings'],
  Setting: ['settings'],
  // Whoever reads the job functions (GetJobFunctions: settings or security); settings changes them.
  JobFunction: ['settings', 'security'],
  // Clinical config's code systems (clinical-admin) and the master lists' (settings).
  CodeSystem: ['clinical-admin', 'settings'],
  // Form Config (SPEC §2 clinical config): the clinical admin's.
  PlanDefinition: ['clinical-admin'],
  Questionnaire: ['clinical-admin'],
};

/** The fields that changed between two plain records (top level), for the audit's summary. */
export function changedFields(before: unknown, after: unknown): string[] {
  const a = (before ?? {}) as Record<string, unknown>;
  const b = (after ?? {}) as Record<string, unknown>;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k])).sort();
}

/** The audit's actions in words (each service records its own; user-service.ts the most). */
const ACTION_LABELS: Readonly<Record<string, string>> = {
  create: 'Created',
  update: 'Updated',
  reinvite: 'Invitation re-sent',
  'reset-password': 'Password reset',
  'reset-pin': 'PIN reset',
  deactivate: 'Deactivated',
  reactivate: 'Reactivated',
};

/** Where a kind says it otherwise: a coverage config is 'Configured' when first saved. */
const ACTION_LABELS_OF: Readonly<Partial<Record<AuditEntityType, Readonly<Record<string, string>>>>> = {
  CoverageConfig: { create: 'Configured' },
  CodeSystem: { 'add-code': 'Code added', 'update-code': 'Code changed', publish: 'Published' },
  PlanDefinition: { update: 'Form logic changed' },
  Questionnaire: { publish: 'Published' },
};

/** Each kind's fields as its form labels them. */
const FIELD_LABELS_OF: Readonly<Record<AuditEntityType, Readonly<Record<string, string>>>> = {
  User: USER_FIELD_LABELS,
  Organization: { ...PAYER_FIELD_LABELS, ...MARKET_FIELD_LABELS },
  Practitioner: CLINICIAN_FIELD_LABELS,
  CareTeam: TEAM_FIELD_LABELS,
  CoverageConfig: COVERAGE_FIELD_LABELS,
  FeatureFlag: {},
  Setting: {},
  JobFunction: { events: 'Subscribed Events' },
  CodeSystem: {
    code: 'Code',
    display: 'Display',
    status: 'Status',
    category: 'Category',
    members: 'Orders',
    version: 'Version',
    count: 'Codes',
  },
  PlanDefinition: { forms: 'Forms' },
  Questionnaire: { version: 'Version', items: 'Items' },
};

/** 'Updated' for 'update'; an action without words is shown as it is. */
export const auditActionLabel = (entityType: AuditEntityType, action: string): string =>
  ACTION_LABELS_OF[entityType]?.[action] ?? ACTION_LABELS[action] ?? action;

/**
 * The changed fields of an entry in words, in the order given ('Markets, Qualifications'); a field
 * without words as it is. '' for a creation (every field is new: nothing to list) or no field.
 */
export function changedFieldsText(entityType: AuditEntityType, entry: { action: string; changedFields: readonly string[] }): string {
  if (entry.action === 'create') return '';
  const labels = FIELD_LABELS_OF[entityType];
  return entry.changedFields.map((field) => labels[field] ?? field).join(', ');
}
