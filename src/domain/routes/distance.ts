// Distances and drive times between visit addresses, for the route optimizer (SPEC §3 Scheduling
// state: routeStops, sequencedDestinations). No road network offline: the great-circle distance
// times a road factor, driven at an average urban speed, is the estimate the optimizer orders by.

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Mean Earth radius (IUGG), in statute miles. */
export const EARTH_RADIUS_MILES = 3958.8;
/** Roads are longer than the straight line: a common urban circuity factor. */
export const ROAD_FACTOR = 1.3;
/** Average driving speed between visits, urban and suburban roads. */
export const AVERAGE_SPEED_MPH = 30;

const RADIANS = Math.PI / 180;

/** Great-circle (haversine) distance in miles. */
export function haversineMiles(a: Coordinates, b: Coordinates): number {
  const dLat = (b.latitude - a.latitude) * RADIANS;
  const dLon = (b.longitude - a.longitude) * RADIANS;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * RADIANS) * Math.cos(b.latitude * RADIANS) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Estimated road distance in miles. */
export function roadMiles(a: Coordinates, b: Coordinates): number {
  return haversineMiles(a, b) * ROAD_FACTOR;
}

/** Minutes to drive `miles` at the average speed. */
export function driveMinutes(miles: number): number {
  return (miles / AVERAGE_SPEED_MPH) * 60;
}

/**
 * Travel between all points of a day: `minutes[i][j]` and `miles[i][j]` from point i to point j.
 * Index 0 is the start point (where the clinician sets out); index k + 1 is the k-th stop.
 */
export interface TravelMatrix {
  minutes: readonly (readonly number[])[];
  miles: readonly (readonly number[])[];
}

/** The matrix of road miles and drive minutes between `points` (points[0] = the start). */
export function matrixFromCoordinates(points: readonly Coordinates[]): TravelMatrix {
  const miles = points.map((from) => points.map((to) => (from === to ? 0 : roadMiles(from, to))));
  return { miles, minutes: miles.map((row) => row.map(driveMinutes)) };
}
