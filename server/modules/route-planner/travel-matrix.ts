// Travel between the points of a clinician's day (DESIGN §8 'Outside services': routing behind
// an interface, chosen by configuration in server/services.ts). Two implementations: the estimate
// here (straight line × road factor at an average speed, src/domain/routes/distance.ts), which
// needs nothing, and with ROUTING_URL an OSRM-compatible table API (osrm-client.ts), for which the
// estimate stands in whenever it cannot answer.
import { type Coordinates, matrixFromCoordinates } from '../../../src/domain/routes/distance.ts';

export type TravelSource = 'osrm' | 'estimate';

/** minutes[i][j] and miles[i][j] from points[i] to points[j], and who measured them. */
export interface SourcedTravelMatrix {
  source: TravelSource;
  minutes: number[][];
  miles: number[][];
}

export interface TravelMatrixService {
  matrix(points: readonly Coordinates[]): Promise<SourcedTravelMatrix>;
}

export function estimate(points: readonly Coordinates[]): SourcedTravelMatrix {
  const { minutes, miles } = matrixFromCoordinates(points);
  return { source: 'estimate', minutes: minutes.map((row) => [...row]), miles: miles.map((row) => [...row]) };
}

export const estimatedTravel: TravelMatrixService = {
  matrix: async (points) => estimate(points),
};
