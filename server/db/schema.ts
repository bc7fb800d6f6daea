// Database schema (DESIGN §3), one file per area under schema/. Clinical and administrative records
// are versioned resources: one table per type with id, version_id, last_updated, deleted, the
// resource as jsonb and the typed columns its searches need; every version is kept in
// resource_history (also the audit trail). Credentials, tokens, settings, flags and mutation
// receipts are plain tables.
// This one module gathers them because Drizzle's client and drizzle-kit take the schema as one
// object; repositories import their tables from the area's own file.

export * from './schema/administration.ts';
export * from './schema/bulk-eligibility.ts';
export * from './schema/ccd.ts';
export * from './schema/chart.ts';
export * from './schema/dashboards.ts';
export * from './schema/directory.ts';
export * from './schema/encounters.ts';
export * from './schema/forms.ts';
export * from './schema/history.ts';
export * from './schema/identity.ts';
export * from './schema/letters.ts';
export * from './schema/notifications.ts';
export * from './schema/patients.ts';
export * from './schema/realtime.ts';
export * from './schema/rounds.ts';
export * from './schema/settings.ts';
export * from './schema/terminology.ts';
