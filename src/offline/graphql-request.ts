// The GraphQL request function the offline core sends through: the app's client
// (src/api/graphql-client.ts) in production, a fake server in tests. It is injected, never
// imported eagerly, so the offline modules load (and test) without the session machinery.
import type { request } from '../api/graphql-client';

export type GraphqlRequest = typeof request;

/** The app's request function, loaded on first use. */
export async function defaultRequest(): Promise<GraphqlRequest> {
  return (await import('../api/graphql-client')).request;
}
