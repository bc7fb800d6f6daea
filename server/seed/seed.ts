// The deterministic demo seed (DESIGN §6): everything is relative to `today` (default now), so
// today always has visits. seedIfEmpty seeds only a database without users; resetDatabase
// empties every table of the schema.
import { count, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { stores } from '../db/stores.ts';
import { buildCareTeams, buildCoverage, withOrganizations } from './administration.ts';
import { buildSeedData, type SeedData } from './data.ts';
import { buildDeviceSyncs } from './devices.ts';
import { seedTerminology } from './terminology.ts';
import { buildUsers, type UserRow } from './users.ts';
import { createInChunks, insertInChunks } from './write.ts';

export interface SeedOptions {
  log: (m: string) => void;
  /** The day the demo data is relative to; default now. */
  today?: Date;
}

export interface SeedCounts {
  users: number;
  organizations: number;
  practitioners: number;
  patients: number;
  admissions: number;
  appointments: number;
  encounters: number;
  provenances: number;
  questionnaires: number;
  plans: number;
  notifications: number;
  notificationEvents: number;
  jobFunctions: number;
  settings: number;
  featureFlags: number;
  featureFlagOverrides: number;
  /** The chart's records beyond admissions, all kinds together. */
  chartRecords: number;
}

/** Serializes concurrent seeders (several instances starting on one PostgreSQL). */
const SEED_LOCK = 727_001;

const countsOf = (data: SeedData, users: readonly UserRow[]): SeedCounts => ({
  users: users.length,
  organizations: data.organizations.length,
  practitioners: data.practitioners.length,
  patients: data.patients.length,
  admissions: data.admissions.length,
  appointments: data.appointments.length,
  encounters: data.encounters.length,
  provenances: data.provenances.length,
  questionnaires: data.questionnaires.length,
  plans: data.plans.length,
  notifications: data.notifications.length,
  notificationEvents: data.notificationEvents.length,
  jobFunctions: data.jobFunctions.length,
  settings: data.settings.length,
  featureFlags: data.featureFlags.length,
  featureFlagOverrides: data.featureFlagOverrides.length,
  chartRecords: Object.values(data.chart).reduce((n, list) => n + list.length, 0),
});

export const formatCounts = (c: SeedCounts): string =>
  Object.entries(c)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');

async function userCount(tx: Executor): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(schema.users);
  return row?.n ?? 0;
}

async function write(tx: Executor, data: SeedData, users: UserRow[], now: Date): Promise<void> {
  const options = { authorId: null, now };
  await createInChunks(tx, stores.organization, data.organizations, options);
  await createInChunks(tx, stores.practitioner, data.practitioners, options);
  await insertInChunks(tx, schema.users, withOrganizations(users, data.organizations));
  await insertInChunks(tx, schema.coverageConfigs, buildCoverage(users, data.staff, data.organizations, now));
  await insertInChunks(tx, schema.deviceSyncs, buildDeviceSyncs(users, now));
  await createInChunks(tx, stores.careTeam, buildCareTeams(data.staff, data.organizations), options);
  await createInChunks(
    tx,
    stores.patient,
    data.patients.map((p) => p.patient),
    options,
  );
  await createInChunks(tx, stores.episodeOfCare, data.admissions, options);
  await createInChunks(tx, stores.appointment, data.appointments, options);
  await createInChunks(tx, stores.encounter, data.encounters, options);
  await createInChunks(tx, stores.provenance, data.provenances, options);
  await createInChunks(tx, stores.questionnaire, data.questionnaires, options);
  await createInChunks(tx, stores.planDefinition, data.plans, options);
  await createInChunks(tx, stores.questionnaireResponse, data.woundAssessments, options);
  await insertInChunks(tx, schema.notificationEvents, data.notificationEvents);
  await insertInChunks(tx, schema.jobFunctions, data.jobFunctions);
  // Oldest first, so each one's replay cursor (seq) follows its time as for a notification raised
  // live (DESIGN §8 'Realtime'): the bell's feed starts after the newest one's cursor, and older
  // ones with higher cursors were replayed as new on every opening, each with its chime.
  const byTime = [...data.notifications].sort((a, b) => Number(a.createdAt) - Number(b.createdAt));
  await insertInChunks(tx, schema.notifications, byTime);
  await insertInChunks(tx, schema.settings, data.settings);
  await insertInChunks(tx, schema.featureFlags, data.featureFlags);
  await insertInChunks(tx, schema.featureFlagOverrides, data.featureFlagOverrides);
  await seedTerminology(tx, now);
  const chart = data.chart;
  await createInChunks(tx, stores.coverage, chart.coverages, options);
  await createInChunks(tx, stores.priorAuthorization, chart.priorAuthorizations, options);
  await createInChunks(tx, stores.eligibilityResponse, chart.eligibilityResponses, options);
  await createInChunks(tx, stores.documentReference, chart.documentReferences, options);
  await createInChunks(tx, stores.condition, chart.conditions, options);
  await createInChunks(tx, stores.carePlan, chart.carePlans, options);
  await createInChunks(tx, stores.communication, chart.communications, options);
  await createInChunks(tx, stores.flag, chart.flags, options);
  await createInChunks(tx, stores.serviceRequest, chart.serviceRequests, options);
  await createInChunks(tx, stores.task, chart.tasks, options);
  await createInChunks(tx, stores.dischargeRequest, chart.dischargeRequests, options);
}

/**
 * Writes the demo data in one transaction. With `onlyIfEmpty`, does nothing (returns null) when
 * users exist by the time the lock is held.
 */
async function run(db: Database, opts: SeedOptions, onlyIfEmpty: boolean): Promise<SeedCounts | null> {
  const started = performance.now();
  const today = opts.today ?? new Date();
  const data = buildSeedData(today);
  const users = await buildUsers(data.staff, today);
  const built = performance.now();
  const wrote = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (onlyIfEmpty && (await userCount(tx)) > 0) return false;
    await write(tx, data, users, today);
    return true;
  });
  if (!wrote) return null;
  const counts = countsOf(data, users);
  const ms = (t: number) => Math.round(t);
  opts.log(`seed: ${formatCounts(counts)} (built ${ms(built - started)} ms, written ${ms(performance.now() - built)} ms)`);
  return counts;
}

/** Seeds the demo data (the database should be empty: ids are fixed). */
export async function seed(db: Database, opts: SeedOptions): Promise<SeedCounts> {
  const counts = await run(db, opts, false);
  if (!counts) throw new Error('seed: nothing written');
  return counts;
}

/** Seeds only when there is no user yet; true when it seeded. */
export async function seedIfEmpty(db: Database, opts: SeedOptions): Promise<boolean> {
  if ((await userCount(db)) > 0) return false;
  return (await run(db, opts, true)) !== null;
}

/** Every table of the schema. */
export const schemaTables = (): PgTable[] =>
  Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));

/** Empties every table of the schema and restarts its sequences. */
export async function resetDatabase(db: Database): Promise<void> {
  const names = schemaTables().map((t) => `"${getTableName(t)}"`);
  await db.execute(sql.raw(`TRUNCATE TABLE ${names.join(', ')} RESTART IDENTITY CASCADE`));
}
