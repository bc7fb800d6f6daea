// SPEC §7/§8 start-up: a loader until /api/status and /api/config (validated) have answered. Both
// are asked at once, before React renders anything (start-boot.ts; DESIGN §1). Both are kept on
// the device by the load that fetched them, so once someone has signed in here the app starts
// offline from them (src/api/boot-store.ts; DESIGN §4). With no answer and nothing to start from:
// 'No internet connection' and the first-time message when the device is offline, else 'Could
// not load the application configuration.' and the reason.
import { useNetwork } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import type { ClientConfig } from '../api/config-schema';
import { configureGraphql } from '../api/graphql-client';
import { isNetworkError } from '../api/http';
import { configQuery, statusQuery } from '../api/queries';
import { configureSubscriptions } from '../api/subscriptions';
import { displayError } from '../domain/errors';
import { isOn } from '../domain/settings';
import { BootError, StartingScreen } from './boot-screen';
import { configureDeviceKeys } from './session/key-policy';

export function Bootstrap({ children }: { children: (config: ClientConfig) => ReactNode }) {
  const queryClient = useQueryClient();
  const { online } = useNetwork();
  // The status only has to have answered (or failed): the version check itself is the shell's.
  const status = useQuery(statusQuery());
  const config = useQuery(configQuery());
  // The app starts in a transition: rendered in slices the browser can interrupt, with this loader
  // on screen meanwhile (DESIGN §1: no long task on a slow phone).
  const started = useDeferredValue(status.isPending ? undefined : config.data);

  if (status.isPending || config.isPending || (config.isSuccess && !started)) return <StartingScreen />;
  if (config.isError) {
    const reason = isNetworkError(config.error)
      ? 'The server could not be reached. Check your connection and try again.'
      : displayError(config.error.message);
    return (
      <BootError
        offline={!online}
        reason={reason}
        onRetry={() => {
          void queryClient.resetQueries({ queryKey: statusQuery().queryKey });
          void queryClient.resetQueries({ queryKey: configQuery().queryKey });
        }}
      />
    );
  }
  // Idempotent: the API modules read their paths from the validated config.
  configureGraphql(config.data.graphqlPath);
  configureSubscriptions(config.data.subscriptionPath);
  configureDeviceKeys(isOn(config.data.settings, 'EnableUserPin'));
  return children(config.data);
}
