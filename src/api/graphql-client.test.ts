import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../test-utils/fetch-mock';
import { makeSession, storeSession, USERS } from '../test-utils/fixtures';
import { MeDocument } from './documents';
import { request, toApiError } from './graphql-client';
import { sessionStore } from './session-store';
import { trimVariables } from './trim-variables';

const me = {
  id: 'u-clin',
  email: 'clinician@demo.test',
  givenName: 'Casey',
  familyName: 'Clinician',
  name: 'Casey Clinician',
  status: 'active',
  userType: 'internal',
  roles: ['staff'],
  permissions: ['patient'],
  jobFunctions: [],
  practitionerId: null,
  hasPin: true,
  lastLoggedIn: null,
};

describe('GraphQL client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the bearer and id-token headers', async () => {
    const api = mockApi({ 'graphql:Me': () => json({ data: { me } }) });
    const session = storeSession(USERS.clinician);
    await expect(request(MeDocument)).resolves.toEqual({ me });
    const headers = new Headers(api.mock.calls[0]?.[1]?.headers);
    expect(headers.get('authorization')).toBe(`Bearer ${session.accessToken}`);
    expect(headers.get('id-token')).toBe(session.idToken);
  });

  it('refreshes the token first when it is about to expire, and stores the rotated one', async () => {
    const fresh = makeSession(USERS.clinician);
    const api = mockApi({
      '/refreshToken': () =>
        json({ access_token: 'access-2', id_token: 'id-2', refresh_token: 'refresh-2', expiry: 3600, user: fresh.user }),
      'graphql:Me': () => json({ data: { me } }),
    });
    sessionStore.save({ ...fresh, expiresAt: Date.now() + 60_000 });
    await request(MeDocument);
    const [refreshCall, graphqlCall] = api.mock.calls;
    expect(String(refreshCall?.[0])).toContain('/refreshToken');
    expect(new Headers(refreshCall?.[1]?.headers).get('refreshToken')).toBe(fresh.refreshToken);
    expect(new Headers(graphqlCall?.[1]?.headers).get('authorization')).toBe('Bearer access-2');
    expect(sessionStore.current()?.refreshToken).toBe('refresh-2');
  });

  it('ends the session as expired when the refresh token is refused', async () => {
    mockApi({ '/refreshToken': () => json({ code: 'UNAUTHENTICATED', message: 'Your session has expired. Please sign in again.' }, 401) });
    sessionStore.save({ ...makeSession(USERS.clinician), expiresAt: Date.now() + 1000 });
    await expect(request(MeDocument)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(sessionStore.getState().status).toBe('expired');
  });

  it('maps GraphQL errors to { code, message } without the GraphQL error prefix', async () => {
    mockApi({
      'graphql:Me': () =>
        json(
          { data: null, errors: [{ message: 'GraphQL error: You do not have permission to do this.', extensions: { code: 'FORBIDDEN' } }] },
          403,
        ),
    });
    storeSession(USERS.clinician);
    await expect(request(MeDocument)).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: 'You do not have permission to do this.',
    });
    expect(toApiError(500, undefined, '<html><body><h1>Bad gateway</h1></body></html>').message).toBe('Bad gateway');
  });

  it('keeps what the server added to an error (a conflict names the current version)', () => {
    const error = toApiError(200, [
      { message: 'Changed', extensions: { code: 'CONFLICT', currentVersion: 3, encounterId: 'e-9', field: 'x' } },
    ]);
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', field: 'x', details: { currentVersion: 3, encounterId: 'e-9' } });
    expect(error.details).not.toHaveProperty('code');
  });

  it('trims string variables, however deep', () => {
    expect(trimVariables({ term: '  smith ', filters: [{ name: ' a ' }], first: 25, flag: null })).toEqual({
      term: 'smith',
      filters: [{ name: 'a' }],
      first: 25,
      flag: null,
    });
  });
});
