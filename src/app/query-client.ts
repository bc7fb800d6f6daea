// The app's QueryClient: SPEC §7 retry helper (3 retries, 1 s apart), never for a 4xx answer
// or while offline. 'offlineFirst': a query is always tried once, because offline the service
// worker may still answer it (config, status); it is not left paused waiting for a network.
import { QueryClient } from '@tanstack/react-query';
import { RETRY_DELAY_MS, shouldRetry } from '../api/retry';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay: RETRY_DELAY_MS, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
