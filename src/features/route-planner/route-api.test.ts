// The route's travel: the server's TravelMatrix online, the estimate offline or when the request
// never reaches the server; other refusals stay errors.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matrixFromCoordinates } from '../../domain/routes/distance';
import { json, mockApi } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { clinicianRouteQuery, routeKeys, travelMatrixFor } from './route-api';

const POINTS = [
  { latitude: 27.95, longitude: -82.46 },
  { latitude: 28.05, longitude: -82.4 },
];
const estimated = () => {
  const { minutes, miles } = matrixFromCoordinates(POINTS);
  return { source: 'estimate', minutes, miles };
};

describe('travelMatrixFor', () => {
  beforeEach(() => {
    storeSession(USERS.clinician);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("asks the server's TravelMatrix when online", async () => {
    const fetchMock = mockApi({
      'graphql:TravelMatrix': ({ body }) => {
        expect((body as { variables: unknown }).variables).toEqual({ points: POINTS });
        return json({
          data: {
            TravelMatrix: {
              source: 'osrm',
              minutes: [
                [0, 12],
                [13, 0],
              ],
              miles: [
                [0, 6],
                [6.5, 0],
              ],
            },
          },
        });
      },
    });
    expect(await travelMatrixFor(POINTS, () => true)).toEqual({
      source: 'osrm',
      minutes: [
        [0, 12],
        [13, 0],
      ],
      miles: [
        [0, 6],
        [6.5, 0],
      ],
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('estimates offline without asking', async () => {
    const fetchMock = mockApi();
    expect(await travelMatrixFor(POINTS, () => false)).toEqual(estimated());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('estimates when the request never reaches the server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await travelMatrixFor(POINTS, () => true)).toEqual(estimated());
  });

  it("keeps the server's refusal", async () => {
    mockApi({
      'graphql:TravelMatrix': () =>
        json({ errors: [{ message: 'A travel matrix takes 1 to 41 points', extensions: { code: 'BAD_USER_INPUT', field: 'points' } }] }),
    });
    await expect(travelMatrixFor(POINTS, () => true)).rejects.toMatchObject({ code: 'BAD_USER_INPUT', field: 'points' });
  });
});

describe('clinicianRouteQuery', () => {
  it('is keyed by clinician and date', () => {
    expect(clinicianRouteQuery('p-1', '2026-03-10').queryKey).toEqual(routeKeys.day('p-1', '2026-03-10'));
    expect(routeKeys.day('p-1', '2026-03-10').slice(0, 2)).toEqual(routeKeys.clinician('p-1'));
  });
});
