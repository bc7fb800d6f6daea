// The audit of administrative changes (SPEC §2 users, payers, clinicians, teams, config, flags):
// what an entry names, and which permission reads each kind (the area's own, SPEC §2).
import type { Permission } from '../access';

export const AUDIT_ENTITY_TYPES = ['User', 'Organization', 'Practitioner', 'CareTeam', 'CoverageConfig', 'FeatureFlag', 'Setting'] as const;
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
};

/** The fields that changed between two plain records (top level), for the audit's summary. */
export function changedFields(before: unknown, after: unknown): string[] {
  const a = (before ?? {}) as Record<string, unknown>;
  const b = (after ?? {}) as Record<string, unknown>;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k])).sort();
}
