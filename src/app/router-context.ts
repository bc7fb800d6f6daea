import type { QueryClient } from '@tanstack/react-query';
import type { ClientConfig } from '../api/config-schema';
import type { SessionStore } from '../api/session-store';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  queryClient: QueryClient;
  config: ClientConfig;
  session: SessionStore;
}
