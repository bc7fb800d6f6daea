import { describe, expect, it } from 'vitest';
import { AVERAGE_SPEED_MPH, driveMinutes, haversineMiles, matrixFromCoordinates, ROAD_FACTOR, roadMiles } from './distance';

const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };
const LOS_ANGELES = { latitude: 34.0522, longitude: -118.2437 };
const LONDON = { latitude: 51.5074, longitude: -0.1278 };
const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const SYDNEY = { latitude: -33.8688, longitude: 151.2093 };
const MELBOURNE = { latitude: -37.8136, longitude: 144.9631 };

describe('distances for the route optimizer (SPEC §3 routeStops)', () => {
  it('gives the great-circle miles of known city pairs', () => {
    // Published great-circle distances: 3,936 km, 343.5 km and 713.4 km.
    expect(haversineMiles(NEW_YORK, LOS_ANGELES)).toBeCloseTo(2445.6, 0);
    expect(haversineMiles(LONDON, PARIS)).toBeCloseTo(213.4, 0);
    expect(haversineMiles(SYDNEY, MELBOURNE)).toBeCloseTo(443.3, 0);
  });

  it('is symmetric and zero from a point to itself', () => {
    expect(haversineMiles(PARIS, LONDON)).toBe(haversineMiles(LONDON, PARIS));
    expect(haversineMiles(PARIS, PARIS)).toBe(0);
  });

  it('one degree of latitude is about 69 miles', () => {
    expect(haversineMiles({ latitude: 0, longitude: 10 }, { latitude: 1, longitude: 10 })).toBeCloseTo(69.09, 1);
  });

  it('estimates road miles and drive minutes with the named factor and speed', () => {
    expect(roadMiles(LONDON, PARIS)).toBeCloseTo(haversineMiles(LONDON, PARIS) * ROAD_FACTOR, 9);
    expect(driveMinutes(AVERAGE_SPEED_MPH)).toBe(60);
    expect(driveMinutes(15)).toBeCloseTo((15 / AVERAGE_SPEED_MPH) * 60, 9);
  });

  it('builds the matrix between all points, the start first', () => {
    const points = [NEW_YORK, LONDON, PARIS];
    const matrix = matrixFromCoordinates(points);
    expect(matrix.miles).toHaveLength(3);
    expect(matrix.miles[0]?.[0]).toBe(0);
    expect(matrix.miles[1]?.[2]).toBeCloseTo(roadMiles(LONDON, PARIS), 9);
    expect(matrix.minutes[2]?.[1]).toBeCloseTo(driveMinutes(roadMiles(PARIS, LONDON)), 9);
  });
});
