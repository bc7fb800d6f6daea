// The OSRM client against a stub table service in this process (node:http on port 0): the
// request it makes, seconds → minutes and metres → miles, a pair with no road taking the
// estimate, and every failure (a code other than 'Ok', an HTTP error, a malformed answer, a
// timeout, no server at all) falling back to the estimate with source 'estimate'.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matrixFromCoordinates } from '../../../src/domain/routes/distance.ts';
import { createOsrmClient, METRES_PER_MILE, tablePath } from './osrm-client.ts';

const POINTS = [
  { latitude: 27.9506, longitude: -82.4572 },
  { latitude: 27.96, longitude: -82.5 },
  { latitude: 28.01, longitude: -82.44 },
];

type Reply = { status?: number; body?: unknown; hang?: boolean };

let reply: Reply = {};
const requests: string[] = [];
let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((request, response) => {
    requests.push(request.url ?? '');
    if (reply.hang) return; // never answers: the client's timeout ends it
    response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
    response.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const durations = [
  [0, 600, 1200],
  [660, 0, 900],
  [1260, 840, 0],
];
const distances = [
  [0, 8046.72, 16093.44],
  [8200, 0, 12000],
  [16500, 11800, 0],
];

describe('the OSRM table client', () => {
  it('asks /table/v1/driving with longitude,latitude pairs and turns seconds and metres into minutes and miles', async () => {
    reply = { body: { code: 'Ok', durations, distances } };
    requests.length = 0;
    const client = createOsrmClient({ url: `${base}/` });
    const result = await client.matrix(POINTS);
    expect(requests).toEqual([`/table/v1/driving/${tablePath(POINTS)}?annotations=duration,distance`]);
    expect(tablePath(POINTS)).toBe('-82.457200,27.950600;-82.500000,27.960000;-82.440000,28.010000');
    expect(result.source).toBe('osrm');
    expect(result.minutes[0]).toEqual([0, 10, 20]);
    expect(result.minutes[2]?.[1]).toBe(14);
    expect(result.miles[0]?.[1]).toBeCloseTo(5, 10);
    expect(result.miles[1]?.[2]).toBeCloseTo(12000 / METRES_PER_MILE, 10);
  });

  it('takes the estimate for a pair the service finds no road between', async () => {
    reply = {
      body: {
        code: 'Ok',
        durations: durations.map((row, i) => row.map((s, j) => (i === 0 && j === 2 ? null : s))),
        distances: distances.map((row, i) => row.map((m, j) => (i === 0 && j === 2 ? null : m))),
      },
    };
    const result = await createOsrmClient({ url: base }).matrix(POINTS);
    const estimated = matrixFromCoordinates(POINTS);
    expect(result.source).toBe('osrm');
    expect(result.minutes[0]?.[2]).toBe(estimated.minutes[0]?.[2]);
    expect(result.miles[0]?.[2]).toBe(estimated.miles[0]?.[2]);
    expect(result.minutes[0]?.[1]).toBe(10);
  });

  it.each<[string, Reply]>([
    ["a code other than 'Ok'", { body: { code: 'NoTable', message: 'no table' } }],
    ['an HTTP error', { status: 500, body: 'upstream failed' }],
    ['a table of the wrong size', { body: { code: 'Ok', durations: [[0]], distances: [[0]] } }],
    ['an answer that is not JSON', { body: 'not json' }],
  ])('falls back to the estimate on %s', async (_case, answer) => {
    reply = answer;
    const reasons: string[] = [];
    const result = await createOsrmClient({ url: base, onFallback: (reason) => reasons.push(reason) }).matrix(POINTS);
    expect(result).toEqual({ source: 'estimate', ...matrixFromCoordinates(POINTS) });
    expect(reasons).toHaveLength(1);
  });

  it('falls back when the service does not answer in time, or is not there', async () => {
    reply = { hang: true };
    const slow = await createOsrmClient({ url: base, timeoutMs: 50 }).matrix(POINTS);
    expect(slow.source).toBe('estimate');
    const gone = await createOsrmClient({ url: 'http://127.0.0.1:9' }).matrix(POINTS);
    expect(gone.source).toBe('estimate');
  });

  it('asks nothing for a single point', async () => {
    requests.length = 0;
    const result = await createOsrmClient({ url: base }).matrix(POINTS.slice(0, 1));
    expect(result).toEqual({ source: 'osrm', minutes: [[0]], miles: [[0]] });
    expect(requests).toEqual([]);
  });
});
