import type { QueryClient } from '@tanstack/react-query';
import { featureFlagsQuery } from '../api/queries';
import type { MenuContext } from '../domain/menu';
import type { RouterContext } from './router-context';

/** The menu context of the signed-in user (flags from the cache, none if not loaded yet), or null. */
export function currentMenuContext({
  session,
  config,
  queryClient,
}: Pick<RouterContext, 'session' | 'config'> & { queryClient: QueryClient }): MenuContext | null {
  const user = session.user();
  if (!user) return null;
  const flags = queryClient.getQueryData(featureFlagsQuery(user.id).queryKey) ?? {};
  return { user, settings: config.settings, flags };
}
