// A fetch stand-in for the API: answers by path (and GraphQL operation name); records calls.
import { vi } from 'vitest';

export type Handler = (request: { url: URL; init: RequestInit; body: unknown }) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function mockApi(handlers: Record<string, Handler> = {}) {
  const defaults: Record<string, Handler> = {
    '/api/status': () => json({ info: { web: { version: '1' } } }),
    '/api/featureFlags': () => json({}),
    '/api/auth/sign-out': () => new Response(null, { status: 204 }),
    'graphql:GetNotificationsCount': () => json({ data: { GetNotificationsCount: 0 } }),
    'graphql:GetNewestNotification': () => json({ data: { GetNotificationList: { edges: [] } } }),
  };
  const all = { ...defaults, ...handlers };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost:3000');
    let body: unknown = null;
    if (typeof init.body === 'string') {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = init.body;
      }
    }
    const operation = url.pathname === '/graphql' ? (body as { operationName?: string; query?: string } | null) : null;
    const name = operation?.operationName ?? /(?:query|mutation)\s+(\w+)/.exec(operation?.query ?? '')?.[1];
    const handler = (name && all[`graphql:${name}`]) || all[url.pathname];
    if (!handler) return json({ code: 'NOT_FOUND', message: `No mock for ${url.pathname} ${name ?? ''}` }, 404);
    return handler({ url, init, body });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
