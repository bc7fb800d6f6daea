// A clinician's route of a day (SPEC §3 Scheduling state: routeId, routeStops,
// sequencedDestinations; SPEC §6 'remove route', 'mileage threshold setting') as the resolvers
// call it: the route of a date (readable clinicians only) and the travel matrix (planners only),
// declared in route-queries.ts and run by the one reader, and the route's writes, each its
// declaration (route-operations.ts) run by the write pipeline (DESIGN §5).
import type { SessionUser } from '../../../src/domain/access.ts';
import type { Database } from '../../db/client.ts';
import { createReader, type WritePipeline } from '../shared/write-pipeline.ts';
import { routeWrites } from './route-operations.ts';
import { routeQueries } from './route-queries.ts';
import type { ClinicianRouteView } from './route-views.ts';
import type { SourcedTravelMatrix, TravelMatrixService } from './travel-matrix.ts';

export function createRouteService(db: Database, pipeline: WritePipeline, travel: TravelMatrixService) {
  const writes = routeWrites(db, travel);
  const queries = routeQueries(travel);
  const reader = createReader(db);

  return {
    /** ClinicianRoute: the live route of the clinician's date, or null (route-queries.ts). */
    get: (user: SessionUser | null, args: { clinicianId: string; date: string }): Promise<ClinicianRouteView | null> =>
      reader.run(queries.clinicianRoute, user, args),

    /** saveClinicianRoute: the route as planned, measured by the server, and the visits' routeOrder. */
    save: (user: SessionUser | null, input: unknown): Promise<ClinicianRouteView> => pipeline.run(writes.saveClinicianRoute, user, input),

    /** removeClinicianRoute: the route marked deleted, and the routeOrder of the date's visits cleared. */
    remove: (user: SessionUser | null, args: { clinicianId: string; date: string; versionId: number }): Promise<boolean> =>
      pipeline.run(writes.removeClinicianRoute, user, args),

    /** TravelMatrix: drive minutes and miles between the points (the routing service, else the estimate). */
    travelMatrix: (user: SessionUser | null, args: { points: unknown }): Promise<SourcedTravelMatrix> =>
      reader.run(queries.travelMatrix, user, args),
  };
}

export type RouteService = ReturnType<typeof createRouteService>;
