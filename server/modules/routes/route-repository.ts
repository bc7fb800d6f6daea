// The route's own reads: a clinician's live route of a local date, and their visits of that date
// (every status; locked when a route is written, so the routeOrder written is the one that stays).
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Appointment } from '../../../src/domain/resources.ts';
import type { RoutePlan } from '../../../src/domain/routes/route-plan.ts';
import type { Executor } from '../../db/client.ts';
import { asRows, firstRow, type ResourceRow, rowColumns } from '../../db/resource-store.ts';
import { appointments, routes } from '../../db/schema/encounters.ts';

export const routeRepository = {
  /** The route of the clinician's local date that is not removed (at most one: route_practitioner_date_idx). */
  async liveRoute(tx: Executor, practitionerId: string, date: string): Promise<ResourceRow<RoutePlan> | null> {
    const rows = await tx
      .select(rowColumns(routes))
      .from(routes)
      .where(and(eq(routes.practitionerId, practitionerId), eq(routes.date, date), eq(routes.deleted, false)))
      .limit(1);
    return firstRow<RoutePlan>(rows);
  },

  /** The clinician's visits starting in [start, end), by start; `forUpdate` locks them until the transaction ends. */
  async visitsBetween(
    tx: Executor,
    practitionerId: string,
    start: Date,
    end: Date,
    { forUpdate = false } = {},
  ): Promise<ResourceRow<Appointment>[]> {
    const query = tx
      .select(rowColumns(appointments))
      .from(appointments)
      .where(
        and(
          eq(appointments.practitionerId, practitionerId),
          gte(appointments.start, start),
          lt(appointments.start, end),
          eq(appointments.deleted, false),
        ),
      )
      .orderBy(asc(appointments.start), asc(appointments.id));
    return asRows<Appointment>(await (forUpdate ? query.for('update') : query));
  },
};
