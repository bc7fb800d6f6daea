// A clinician's route of a day (SPEC §3 Scheduling state: routeId, routeStops,
// sequencedDestinations; SPEC §6 route flags): the saved route, its save and removal (online only:
// the server checks the version the planner saw, measures the travel and times itself, and writes
// the visits' routeOrder), and the travel between the day's points, which the optimizer needs: the
// server's TravelMatrix (the routing service when configured) online, the estimate offline.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../api/graphql-client';
import { isNetworkError } from '../../api/http';
import { type Coordinates, matrixFromCoordinates } from '../../domain/routes/distance';
import type { StartPointKind } from '../../domain/routes/route-plan';
import type { ClinicianRouteFieldsFragment } from '../../gql/graphql';
import { ClinicianRouteDocument, RemoveClinicianRouteDocument, SaveClinicianRouteDocument, TravelMatrixDocument } from './route-documents';

export type ClinicianRoute = ClinicianRouteFieldsFragment;
export type ClinicianRouteStop = ClinicianRoute['stops'][number];

export interface SaveRouteInput {
  clinicianId: string;
  /** 'YYYY-MM-DD' in the clinician's time zone. */
  date: string;
  /** The saved route's version, or null for a new route. */
  versionId: number | null;
  startPoint: { kind: StartPointKind; label: string; latitude: number; longitude: number; address?: string | null };
  /** 'HH:mm' local. */
  departure: string;
  /** The visits in route order. */
  appointmentIds: string[];
  /** The order came from the optimizer. */
  optimized?: boolean;
}

/** minutes[i][j] and miles[i][j] between the points asked (index 0 the start point). */
export interface RouteTravel {
  source: 'osrm' | 'estimate';
  minutes: number[][];
  miles: number[][];
}

export const routeKeys = {
  all: ['routes'] as const,
  clinician: (clinicianId: string) => ['routes', clinicianId] as const,
  day: (clinicianId: string, date: string) => ['routes', clinicianId, date] as const,
};

/** The clinician's route of the date, or null when none is saved. */
export const clinicianRouteQuery = (clinicianId: string, date: string) =>
  queryOptions({
    queryKey: routeKeys.day(clinicianId, date),
    queryFn: async (): Promise<ClinicianRoute | null> => (await request(ClinicianRouteDocument, { clinicianId, date })).ClinicianRoute,
    staleTime: 30_000,
  });

export async function saveClinicianRoute(input: SaveRouteInput): Promise<ClinicianRoute> {
  return (await request(SaveClinicianRouteDocument, { input })).saveClinicianRoute;
}

export async function removeClinicianRoute(clinicianId: string, date: string, versionId: number): Promise<void> {
  await request(RemoveClinicianRouteDocument, { clinicianId, date, versionId });
}

const estimate = (points: readonly Coordinates[]): RouteTravel => {
  const { minutes, miles } = matrixFromCoordinates(points);
  return { source: 'estimate', minutes: minutes.map((row) => [...row]), miles: miles.map((row) => [...row]) };
};

const isOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine;

/**
 * The travel between `points` (the start point first, then the visits): the server's TravelMatrix
 * when online, else (or when the request never reaches it) the estimate, which works offline.
 */
export async function travelMatrixFor(points: readonly Coordinates[], online: () => boolean = isOnline): Promise<RouteTravel> {
  if (!online()) return estimate(points);
  try {
    const { TravelMatrix } = await request(TravelMatrixDocument, {
      points: points.map(({ latitude, longitude }) => ({ latitude, longitude })),
    });
    return { source: TravelMatrix.source === 'osrm' ? 'osrm' : 'estimate', minutes: TravelMatrix.minutes, miles: TravelMatrix.miles };
  } catch (error) {
    if (isNetworkError(error)) return estimate(points);
    throw error;
  }
}
