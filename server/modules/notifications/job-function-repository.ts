// The notification events and the job functions with the events they receive (SPEC §3 Event, Job
// function record). A database without rows (a fresh one, not seeded) reads as the defaults of
// src/domain/notifications/notification-events.ts; the first change writes them (ensureDefaults).
import { eq } from 'drizzle-orm';
import { DEFAULT_JOB_FUNCTIONS, NOTIFICATION_EVENTS } from '../../../src/domain/notifications/notification-events.ts';
import type { Executor } from '../../db/client.ts';
import { jobFunctions, notificationEvents } from '../../db/schema/notifications.ts';

export type EventRow = typeof notificationEvents.$inferSelect;
export type JobFunctionRow = typeof jobFunctions.$inferSelect;

/** The default rows: every event active; every job function active with its default events. */
export const defaultEventRows = (): EventRow[] => NOTIFICATION_EVENTS.map((e) => ({ ...e, status: 'active' }));
export const defaultJobFunctionRows = (now: Date): JobFunctionRow[] =>
  DEFAULT_JOB_FUNCTIONS.map((j) => ({ ...j, events: [...j.events], status: 'active', updatedAt: now }));

const EPOCH = new Date(0);

export const jobFunctionRepository = {
  /** Every event, in the order of the domain list (unknown codes last, by code). */
  async events(tx: Executor): Promise<EventRow[]> {
    const rows = await tx.select().from(notificationEvents);
    if (rows.length === 0) return defaultEventRows();
    const order = NOTIFICATION_EVENTS.map((e) => e.code as string);
    const rank = (code: string) => (order.includes(code) ? order.indexOf(code) : order.length);
    return rows.sort((a, b) => rank(a.code) - rank(b.code) || a.code.localeCompare(b.code));
  },

  /** Every job function, by code. */
  async jobFunctions(tx: Executor): Promise<JobFunctionRow[]> {
    const rows = await tx.select().from(jobFunctions).orderBy(jobFunctions.code);
    return rows.length > 0 ? rows : defaultJobFunctionRows(EPOCH).sort((a, b) => a.code.localeCompare(b.code));
  },

  /** Writes the default events and job functions that are missing (idempotent). */
  async ensureDefaults(tx: Executor, now: Date): Promise<void> {
    await tx.insert(notificationEvents).values(defaultEventRows()).onConflictDoNothing();
    await tx.insert(jobFunctions).values(defaultJobFunctionRows(now)).onConflictDoNothing();
  },

  /** One job function, locked until the transaction ends (its change is audited with the events it had). */
  async forUpdate(tx: Executor, code: string): Promise<JobFunctionRow | null> {
    const [row] = await tx.select().from(jobFunctions).where(eq(jobFunctions.code, code)).for('update');
    return row ?? null;
  },

  async setEvents(tx: Executor, code: string, events: readonly string[], now: Date): Promise<JobFunctionRow | null> {
    const [row] = await tx
      .update(jobFunctions)
      .set({ events: [...events], updatedAt: now })
      .where(eq(jobFunctions.code, code))
      .returning();
    return row ?? null;
  },
};
