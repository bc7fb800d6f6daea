// SPEC §7 start-up: /api/status and /api/config, asked for at once and before React renders
// anything (src/main.tsx): the first screen waits on both, and a weak signal pays one round trip
// for them, not two (DESIGN §1). Bootstrap shows the loader until they have answered.
import type { QueryClient } from '@tanstack/react-query';
import { configQuery, statusQuery } from '../api/queries';

export function startBoot(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(statusQuery());
  void queryClient.prefetchQuery(configQuery());
}
