// The REST calls of SPEC §7 the client makes outside GraphQL.
import { authHeaders, freshSession } from './auth';
import { type ClientConfig, ClientConfigSchema, FeatureFlagsSchema, parseOrThrow, type Status, StatusSchema } from './config-schema';
import { ApiError, REQUEST_TIMEOUT_MS, sendJson } from './http';

export async function fetchStatus(init: RequestInit = {}): Promise<Status> {
  return parseOrThrow(StatusSchema, await sendJson<unknown>('/api/status', init), 'Status');
}

export async function fetchConfig(init: RequestInit = {}): Promise<ClientConfig> {
  return parseOrThrow(ClientConfigSchema, await sendJson<unknown>('/api/config', init), 'Configuration');
}

export async function fetchFeatureFlags(): Promise<Record<string, boolean>> {
  const session = await freshSession();
  if (!session) throw new ApiError(401, 'UNAUTHENTICATED', 'You must sign in to continue.');
  return parseOrThrow(
    FeatureFlagsSchema,
    await sendJson<unknown>('/api/featureFlags', { headers: authHeaders(session), signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }),
    'Feature flags',
  );
}
