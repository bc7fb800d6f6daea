// The route's own read: a clinician's live route of a local date (their visits of that date are
// shared/appointment-range-repository.ts).
import { and, eq } from 'drizzle-orm';
import type { RoutePlan } from '../../../src/domain/routes/route-plan.ts';
import type { Executor } from '../../db/client.ts';
import { firstRow, type ResourceRow, rowColumns } from '../../db/resource-store.ts';
import { routes } from '../../db/schema/encounters.ts';

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
};
