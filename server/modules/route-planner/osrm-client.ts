// The OSRM-compatible table API (DESIGN §8 'Outside services': routing):
//   GET {url}/table/v1/driving/{lng,lat;lng,lat;…}?annotations=duration,distance
// answers { code: 'Ok', durations: seconds[][], distances: metres[][] }. Seconds become minutes
// and metres miles. A request past the timeout, a network failure, a code other than 'Ok' or an
// answer of the wrong shape falls back to the estimate (source 'estimate'); a pair the service
// finds no road between (null) takes the estimate's value for that pair alone.
import * as v from 'valibot';
import type { Coordinates } from '../../../src/domain/routes/distance.ts';
import { estimate, type SourcedTravelMatrix, type TravelMatrixService } from './travel-matrix.ts';

export const METRES_PER_MILE = 1609.344;
/** The route screen waits no longer than this for the routing service. */
export const OSRM_TIMEOUT_MS = 5000;

export interface OsrmOptions {
  /** The service's base address (ROUTING_URL), e.g. http://osrm:5000. */
  url: string;
  timeoutMs?: number;
  /** Told why an answer fell back to the estimate (for the log). */
  onFallback?: (reason: string) => void;
}

const Cells = v.array(v.array(v.nullable(v.number())));
const TableAnswer = v.object({ code: v.string(), durations: v.optional(Cells), distances: v.optional(Cells) });

/** The path of a table request: longitude,latitude pairs joined by ';' (6 decimals, ~0.1 m). */
export const tablePath = (points: readonly Coordinates[]): string =>
  points.map((p) => `${p.longitude.toFixed(6)},${p.latitude.toFixed(6)}`).join(';');

/** Whether `cells` is n × n. */
const square = (cells: readonly (readonly unknown[])[] | undefined, n: number): cells is (number | null)[][] =>
  cells !== undefined && cells.length === n && cells.every((row) => row.length === n);

export function createOsrmClient(options: OsrmOptions): TravelMatrixService {
  const base = options.url.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? OSRM_TIMEOUT_MS;

  /** The service's answer, or why there is none. */
  async function table(points: readonly Coordinates[]): Promise<v.InferOutput<typeof TableAnswer> | string> {
    const url = `${base}/table/v1/driving/${tablePath(points)}?annotations=duration,distance`;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
      const body: unknown = await response.json().catch(() => null);
      const parsed = v.safeParse(TableAnswer, body);
      if (!parsed.success) return `unreadable answer (HTTP ${response.status})`;
      return parsed.output.code === 'Ok' ? parsed.output : `code ${parsed.output.code}`;
    } catch (error) {
      return error instanceof Error ? error.message : 'request failed';
    }
  }

  return {
    async matrix(points): Promise<SourcedTravelMatrix> {
      const estimated = estimate(points);
      // One point: nothing to ask.
      if (points.length < 2) return { ...estimated, source: 'osrm' };
      const fallBack = (reason: string): SourcedTravelMatrix => {
        options.onFallback?.(reason);
        return estimated;
      };
      const answer = await table(points);
      if (typeof answer === 'string') return fallBack(answer);
      const { durations, distances } = answer;
      if (!square(durations, points.length) || !square(distances, points.length)) return fallBack('the table is not square');
      return {
        source: 'osrm',
        minutes: durations.map((row, i) => row.map((seconds, j) => (seconds === null ? (estimated.minutes[i]?.[j] ?? 0) : seconds / 60))),
        miles: distances.map((row, i) =>
          row.map((metres, j) => (metres === null ? (estimated.miles[i]?.[j] ?? 0) : metres / METRES_PER_MILE)),
        ),
      };
    },
  };
}
